import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ExpressionBudgetExceeded } from '#engine/expression-budget.ts';
import { AppError } from '#server/errors/app-error.ts';
import { catalogued, codeForStatus, errorCatalogue, type ErrorCode } from '#server/errors/catalogue.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '#server/db/database-unavailable.ts';
import { errorReplySchema } from '#server/errors/error-reply.schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `code` of the error reply sent, for the request's log line (server/logging/request-log.ts). */
    errorCode: string | null;
  }
}

interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: { questionId: string; message: string; code?: string }[];
  reasons?: string[];
}

interface AjvLikeError {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const contextLabels: Record<string, string> = { body: 'request body', querystring: 'query', params: 'path', headers: 'headers' };

/** "quantity must be >= 1; email is required" from Fastify's validation errors. */
function describeValidation(errors: AjvLikeError[], context: string | undefined): string {
  const label = contextLabels[context ?? ''] ?? 'request';
  const parts = errors.slice(0, 10).map((e) => {
    const path = (e.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : `${i ? '.' : ''}${segment}`))
      .join('');
    if (e.keyword === 'required') return `${path ? `${path}.` : ''}${String(e.params.missingProperty)} is required`;
    if (e.keyword === 'additionalProperties') return `${path || label} has an unknown property "${String(e.params.additionalProperty)}"`;
    if (e.keyword === 'enum') return `${path || label} must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`;
    return `${path || label} ${e.message ?? 'is not valid'}`;
  });
  return `Invalid ${label}: ${[...new Set(parts)].join('; ')}.`;
}

/** Turns any thrown error into the status and `{ code, message }` body the client sees. */
export function toErrorReply(error: FastifyError | AppError | Error, requestId: string): { statusCode: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, body: { code: error.code, message: error.message, ...error.extra } };
  }
  // A flow expression stopped at its budget (decision 039) outside a decision, which answers it as a value: a checked
  // flow never gets here, so it is the portal's failure, logged; the client may try again.
  if (error instanceof ExpressionBudgetExceeded) {
    return { statusCode: 503, body: { code: 'SERVICE_UNAVAILABLE', message: `${errorCatalogue.SERVICE_UNAVAILABLE.message} (reference ${requestId})` } };
  }
  // The database restarting or out of reach (decision 045): the same request may succeed in a moment.
  if (isDatabaseUnavailable(error)) return { statusCode: 503, body: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const message = describeValidation(fastifyError.validation as AjvLikeError[], fastifyError.validationContext);
    return { statusCode: 400, body: { code: 'VALIDATION_FAILED', message } };
  }
  const byFastifyCode: Record<string, ErrorBody['code']> = {
    FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
    FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  };
  const known = fastifyError.code ? byFastifyCode[fastifyError.code] : undefined;
  if (known) {
    const status = errorCatalogue[known].statusCode;
    const message = fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ? 'The request body is empty although its content type is application/json.'
      : errorCatalogue[known].message;
    return { statusCode: status, body: { code: known, message } };
  }
  // The JSON parser reports a syntax error as a 400 without a code.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { statusCode: 400, body: { code: 'MALFORMED_JSON', message: errorCatalogue.MALFORMED_JSON.message } };
  }
  const statusCode = typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 600
    ? fastifyError.statusCode
    : 500;
  if (statusCode < 500) {
    // 4xx errors raised by Fastify and its plugins are written for clients (rate limit, content length...).
    return { statusCode, body: { code: codeForStatus(statusCode), message: error.message || errorCatalogue[codeForStatus(statusCode)].message } };
  }
  const code = statusCode === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
  return { statusCode, body: { code, message: `${errorCatalogue[code].message} (reference ${requestId})` } };
}

/** The reply of `error` to `request`: a refusal is told by the request's own line (with its code); a failure also gets its stack. */
export function errorReplyFor(error: FastifyError | AppError | Error, request: FastifyRequest): { statusCode: number; body: ErrorBody } {
  const reply = toErrorReply(error, request.id);
  request.errorCode = reply.body.code;
  if (reply.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return reply;
}

/** The JSON 404 for an unknown /api path; set on the /api context by app.ts. */
export async function apiNotFound(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const path = request.url.split('?')[0];
  const error = catalogued('NOT_FOUND', `No API endpoint ${request.method} ${path}.`);
  await reply.status(404).send({ code: error.code, message: error.message });
}

export default fp(
  async (app) => {
    app.addSchema(errorReplySchema);
    app.decorateRequest('errorCode', null);
    // The id a person can quote to support; the same id is on every log line of the request.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
      const { statusCode, body } = errorReplyFor(error, request);
      return reply.status(statusCode).send(body);
    });
  },
  { name: 'errors' },
);
