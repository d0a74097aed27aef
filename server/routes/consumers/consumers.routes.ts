import type { FastifyPluginAsync } from 'fastify';
import consumerValidationSchema from '#schemas/consumer-validation.schema.json' with { type: 'json' };
import type { ConsumerValidation, ConsumerValidationResult } from '#schemas/generated/consumer-validation.ts';
import { inline } from '#server/admin/api-schema.ts';
import { readConsumerDetails } from '#server/consumer/consumer-details.ts';
import { validateConsumer } from '#server/consumer/consumer-validation.service.ts';
import { insertConsumer } from '#server/consumer/consumers.repository.ts';
import { stateDate, statesOf } from '#server/consumer/state-calendar.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { consumerFlow } from '#server/flows/consumer-flow.ts';
import { servedCounties } from '#server/flows/flow-facts.ts';
import { publicRateLimit } from '#server/plugins/rate-limit.ts';
import { rejectUnknownProperties } from '../flow-runs/reject-unknown-properties.ts';

const { definitions, ...body } = inline(consumerValidationSchema);

/** Consumer validation (spec §7 POST /consumers/validation), the same service the questionnaire runs at step 6. */
const consumersRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ConsumerValidation }>('/validation', {
    config: { access: 'public', rateLimit: publicRateLimit },
    preValidation: rejectUnknownProperties(body),
    schema: {
      summary: 'Validate a consumer: where the kits go, who the person is, the refill interval',
      description: 'validationRulesPassed false comes with the reasons (200). 422: a field has the wrong format (`fields`).',
      body,
      response: { 200: definitions.ConsumerValidationResult, 400: errorReplyRef, 415: errorReplyRef, 422: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request): Promise<ConsumerValidationResult> => {
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
      constants: flow.constants,
      states,
      servedCounties: (state) => servedCounties(flow, state),
      checkRefillInterval: true,
    }, read.details);
    if (outcome.consumer) await insertConsumer(app.db, outcome.consumer);
    return {
      consumerId: outcome.consumer?.id ?? null,
      validationRulesPassed: outcome.validationRulesPassed,
      reasonsNotPassed: outcome.refusals.map((r) => r.message),
    };
  });
};

export default consumersRoutes;
