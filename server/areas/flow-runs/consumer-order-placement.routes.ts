import type { FastifyPluginAsync } from 'fastify';
import submissionSchema from '#schemas/consumer-order-submission.schema.json' with { type: 'json' };
import type { ConsumerOrderSubmission } from '#schemas/generated/consumer-order-submission.ts';
import { inline } from '#server/http/api-schema.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { orderOfConsumer } from './run-order.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';

const { definitions, ...body } = inline(submissionSchema);

/**
 * POST /api/consumer-orders, public, beside the staff listing of the same prefix (GET routes only): the
 * questionnaire's own endpoint, so it lives with the runs. Mounted on /consumer-orders by server/routes/routes.ts.
 */
const consumerOrderPlacementRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ConsumerOrderSubmission }>('/', {
    config: { access: 'public', audit: { none: 'public-use' }, rateLimit: publicRateLimit },
    preValidation: rejectUnknownProperties(body),
    schema: {
      summary: "A consumer's order, once their questionnaire run passed the training and the quiz (idempotent)",
      description: 'The order is placed by the questionnaire from the answers the server holds; this returns it. 409: the run has not passed the quiz, or the body differs from its answers.',
      body,
      response: { 200: definitions.ConsumerOrderPlaced, 400: errorReplyRef, 404: errorReplyRef, 409: errorReplyRef, 415: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request) => {
    const order = await orderOfConsumer(app.db, app.fieldCipher, request.body);
    return { mrn: order.mrn, consumerId: order.consumerId, requestReason: order.requestReason, ndc: order.ndc, qty: order.qty, why: order.why, state: order.state, orderDate: order.orderDate };
  });
};

export default consumerOrderPlacementRoutes;
