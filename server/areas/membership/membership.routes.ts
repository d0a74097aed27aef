import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import applicationSchema from '#schemas/membership-application.schema.json' with { type: 'json' };
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import { inline } from '#server/http/api-schema.ts';
import { createError } from '#server/errors/app-error.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { submitApplication } from './membership.service.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';

const submittedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'reference', 'status'],
  properties: {
    id: { type: 'string' },
    reference: { type: 'string', description: 'the short reference the acknowledgement quotes (MA-7KQ2M9)' },
    status: { type: 'string', enum: ['pending'] },
  },
} as const;

/** The application's body as the API checks it: the page posted without JavaScript checks what it makes the same way. */
export const applicationBodySchema = inline(applicationSchema);

const knownFields = new Set(Object.keys(applicationSchema.properties));

/**
 * Before the schema check: surrounding spaces are not part of an answer, so texts are trimmed (a blank
 * required text is then refused), and an unknown property is refused rather than silently dropped, so a
 * misspelt optional field (`faxNumber`) cannot lose what the client sent.
 */
async function prepareBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (!knownFields.has(key)) {
      throw createError('VALIDATION_FAILED', `Invalid request body: unknown property "${key}".`, 400);
    }
    if (typeof value === 'string') (body as Record<string, unknown>)[key] = value.trim();
  }
}

/** Membership applications of facilities (docs/product.md#membership-applications). Mounted under /user. */
const membershipRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: MembershipApplication }>('/register', {
    config: { access: 'public', audit: { none: 'public-use' }, rateLimit: publicRateLimit },
    preValidation: prepareBody,
    schema: {
      summary: 'Apply for purchasing-group membership; the contact gets an acknowledgement email',
      body: applicationBodySchema,
      response: { 201: submittedSchema, 400: errorReplyRef, 415: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request, reply) => {
    const row = await submitApplication(app.db, request.body);
    return reply.status(201).send({ id: row.id, reference: row.reference, status: row.status });
  });
};

export default membershipRoutes;
