import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableUrl } from '#server/log-options.ts';
import { PROVIDER_PREFIX } from '#server/oidc/mount-provider.ts';

/**
 * The API (mounted under /api by app.ts) and the sign-in provider: the requests a developer or an operator
 * follows. Everything else is the web app's files, its client-side routes and the flows' media.
 */
function isApiOrSignIn(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith(`${PROVIDER_PREFIX}/`);
}

/** The files of the OpenAPI page (Swagger UI's scripts and styles, mounted by server/plugins/openapi.ts). */
const DOCS_FILES = '/api/docs/static/';

/** A file or page of the web app, a media file or a file of the OpenAPI page, served as asked: nothing worth a line. */
export function isQuietRequest(url: string, statusCode: number): boolean {
  const path = url.split('?')[0] ?? '/';
  return statusCode < 400 && (!isApiOrSignIn(path) || path.startsWith(DOCS_FILES));
}

/** "GET /api/quotas?state=… 200 4 ms", with the error code of a refusal and the reference of a failure. */
export function requestLine(request: FastifyRequest, reply: FastifyReply): string {
  const parts = [request.method, loggableUrl(request.originalUrl), String(reply.statusCode), `${Math.round(reply.elapsedTime)} ms`];
  if (request.errorCode) parts.push(request.errorCode);
  if (reply.statusCode >= 500) parts.push(`(reference ${request.id})`);
  return parts.join(' ');
}

/**
 * One log entry per request, written when the reply is sent, instead of Fastify's pair (incoming, completed):
 * half the lines, and the entry carries the outcome. Successful requests for the web app's files and pages
 * write nothing; a failed one (a missing asset, a 5xx) still does. Every other Fastify log stays as it is.
 */
export class RequestLogController extends LogController {
  /** `requestLines` writes the entries of requests that went well (server-logging.ts); failures go through the request's logger. */
  constructor(private readonly requestLines: FastifyBaseLogger) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && isQuietRequest(request.originalUrl, reply.statusCode)) return;
    // Plain values, not the request and reply themselves: redaction copies the whole entry before it censors, and a
    // copy of Fastify's request (with its socket) cost a fifth of the server's time. The serializers take these as well.
    const entry = {
      req: { id: request.id, method: request.method, url: request.originalUrl, ip: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
      ...(request.errorCode ? { errorCode: request.errorCode } : {}),
    };
    if (error) reply.log.error({ ...entry, err: error }, `${requestLine(request, reply)}: ${error.message}`);
    else if (reply.statusCode >= 500) reply.log.error(entry, requestLine(request, reply));
    else this.requestLines.info({ reqId: request.id, ...entry }, requestLine(request, reply));
  }
}
