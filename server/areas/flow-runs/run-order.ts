import type { ConsumerOrderSubmission } from '#schemas/generated/consumer-order-submission.ts';
import { findOrderOfRun, type PlacedOrder } from '#server/areas/consumer-orders/index.ts';
import { findConsumer } from '#server/areas/consumers/index.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { findRunIdOfConsumer, loadRun } from './flow-runs.repository.ts';
import type { Db } from '#server/db/database.ts';

/**
 * POST /api/consumer-orders: the order of a consumer's questionnaire run. The run places its order itself
 * when the quiz is passed (the step that leads to the END step), from the answers the server holds; this call gives
 * that order (again, idempotently) and accepts nothing a run has not passed or did not answer.
 */
export async function orderOfConsumer(db: Db, cipher: FieldCipher, body: ConsumerOrderSubmission): Promise<PlacedOrder> {
  // The consumer row is written with the order; before it, only the run knows the id validation gave it.
  const runId = await findRunIdOfConsumer(db, body.consumerId);
  if (!runId && !(await findConsumer(db, body.consumerId))) {
    throw catalogued('NOT_FOUND', 'This consumer was not found. Please complete the questionnaire.');
  }
  const stored = runId ? await loadRun(db, cipher, runId) : undefined;
  if (!stored || stored.run.status !== 'completed') throw catalogued('RUN_NOT_READY');
  const order = await findOrderOfRun(db, stored.id);
  if (!order) throw catalogued('RUN_NOT_READY');
  const differs = order.requestReason !== body.requestReason || order.ndc !== body.ndc || order.qty !== body.qty || (body.why !== undefined && (body.why ?? null) !== order.why);
  if (differs) {
    throw catalogued('CONFLICT', `This consumer's questionnaire ordered ${order.qty} kit(s) of ${order.ndc} (${order.requestReason}); an order is built from the questionnaire's answers only.`);
  }
  return order;
}
