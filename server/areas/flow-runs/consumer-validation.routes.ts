import type { FastifyPluginAsync } from 'fastify';
import consumerValidationSchema from '#schemas/consumer-validation.schema.json' with { type: 'json' };
import type { ConsumerValidation, ConsumerValidationResult } from '#schemas/generated/consumer-validation.ts';
import { inline } from '#server/http/api-schema.ts';
import { keepHistoryPrivate, readConsumerDetails, validateConsumer } from '#server/areas/consumers/index.ts';
import { earlierOrders } from '#server/areas/consumer-orders/index.ts';
import { stateDate, statesOf } from '#server/areas/us-states/index.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { consumerFlow, servedCounties } from '#server/areas/flows/index.ts';
import { RUN_ID_PATTERN } from './flow-runs.repository.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { RUN_HEADER, validationCaller, VALIDATIONS_PER_RUN_PER_HOUR, type ValidationCaller } from './validation-access.ts';
import { countRunValidation } from './run-validations.repository.ts';

const { definitions, ...body } = inline(consumerValidationSchema);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the consumer validation route's access check. */
    validationCaller?: ValidationCaller;
  }
}

/**
 * Consumer validation (POST /api/consumers/validation, docs/product.md#rules-of-an-order), the same service the questionnaire runs at step 6, for a
 * questionnaire run past its captcha or a signed-in admin (validation-access.ts). It stores nothing.
 */
const consumersRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ConsumerValidation }>('/validation', {
    config: {
      access: 'public',
      // Whether a named person ordered, and when, is health information: a staff member asking is an audited read (by
      // whether the rules passed, never who); a questionnaire run asking about its own person is public use.
      audit: { action: 'consumers.validation', entity: 'consumer' },
      sessionIfPresent: true,
      // Per client here; per run, a few an hour, counted in the database so that it holds across processes.
      rateLimit: publicRateLimit,
    },
    onRequest: async (request, reply) => {
      const caller = await validationCaller(request, { db: app.db, cipher: app.fieldCipher, flows: app.flows });
      const counted = caller.kind === 'run' ? await countRunValidation(app.db, caller.runId, app.now(), VALIDATIONS_PER_RUN_PER_HOUR) : null;
      if (counted && !counted.allowed) {
        reply.header('retry-after', String(counted.retryAfterSeconds));
        throw catalogued('RATE_LIMITED', 'This questionnaire has checked these details too often. Please try again in an hour.');
      }
      request.validationCaller = caller;
    },
    preValidation: rejectUnknownProperties(body),
    schema: {
      summary: 'Validate a consumer: where the kits go, who the person is, the refill interval',
      description: `For a questionnaire run past its captcha (its id in the \`${RUN_HEADER}\` header; ${VALIDATIONS_PER_RUN_PER_HOUR} a run per hour) or a signed-in admin; 401/403 otherwise, whatever the body. Stores nothing. validationRulesPassed false comes with the reasons (200); for a run, a reason that would tell the person's order history says only that it was emailed to their address on record. 422: a field has the wrong format (\`fields\`).`,
      headers: {
        type: 'object',
        properties: { [RUN_HEADER]: { type: 'string', pattern: RUN_ID_PATTERN, description: 'the questionnaire run this validation belongs to' } },
      },
      body,
      response: { 200: definitions.ConsumerValidationResult, 400: errorReplyRef, 401: errorReplyRef, 403: errorReplyRef, 415: errorReplyRef, 422: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request): Promise<ConsumerValidationResult> => {
    const caller = request.validationCaller!;
    const flow = consumerFlow(app.flows);
    const states = await statesOf(app.db);
    const now = app.now();
    const shipState = request.body.shipToState.toUpperCase();
    const read = readConsumerDetails(request.body, stateDate(now, states.get(shipState)?.timeZone));
    if ('problems' in read) throw catalogued('ANSWERS_INVALID', 'Some details need attention.', { fields: read.problems });
    const outcome = await validateConsumer(app.db, {
      cipher: app.fieldCipher,
      hasher: app.keyedHasher,
      now,
      flow,
      states,
      servedCounties: (state) => servedCounties(flow, state),
      checkRefillInterval: true,
      earlierOrders,
    }, read.details);
    auditTrail(request).note({ detail: { passed: outcome.validationRulesPassed } });
    // Within a questionnaire the refusals that tell the person's order history are not worded in the reply: their
    // words go to the person's address on record (decision 042). An admin reads them as they are.
    const refusals = caller.kind === 'run' && outcome.ownEarlierOrder && outcome.refusals.some((r) => r.readsHistory)
      ? await app.db.transaction().execute((trx) => keepHistoryPrivate(trx, { cipher: app.fieldCipher, now }, outcome.refusals, outcome.ownEarlierOrder, caller.locale))
      : outcome.refusals;
    return {
      // Nothing is stored: the only consumer id there is, is the one the run will order under.
      consumerId: outcome.validationRulesPassed && caller.kind === 'run' ? caller.consumerId : null,
      validationRulesPassed: outcome.validationRulesPassed,
      reasonsNotPassed: refusals.map((r) => r.message),
    };
  });
};

export default consumersRoutes;
