import type { Quota } from '#schemas/generated/quota.ts';
import { isUniqueViolation } from '#server/db/dialect.ts';
import { createError } from '#server/errors/app-error.ts';
import { findUsState } from '#server/areas/us-states/index.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { recordQuotaValue } from './quota-history.repository.ts';
import { deleteQuota, findQuotaById, findQuotaByState, insertQuota, updateQuotaQuantity } from './quotas.repository.ts';
import type { Db } from '#server/db/database.ts';

/** Who changes a quota (the request's audit trail), and when: the change, its history row and its audit entry share the instant. */
export interface QuotaActor {
  audit: AuditTrail;
  now: Date;
}

/**
 * Each change to a quota is written with its history row (Progress reads a past month's quota from it) and its audit
 * entry (before → after), in one transaction.
 */
export async function createQuota(db: Db, actor: QuotaActor, input: { state: string; quantity: number }): Promise<Quota> {
  const state = input.state.toUpperCase();
  if (!(await findUsState(db, state))) throw createError('UNKNOWN_STATE', `There is no US state with the code ${state}.`, 400);
  if (await findQuotaByState(db, state)) throw quotaExists(state);
  try {
    return await db.transaction().execute(async (trx) => {
      const quota = await insertQuota(trx, { state, quantity: input.quantity }, actor.now);
      await recordQuotaValue(trx, { state, quantity: input.quantity, at: actor.now, actorUserId: actor.audit.actorUserId });
      await actor.audit.record(trx, { entityId: state, detail: { before: null, after: input.quantity } }, actor.now);
      return quota;
    });
  } catch (error) {
    // Two admins adding the same state at once: the unique index lets one win.
    if (isUniqueViolation(error)) throw quotaExists(state);
    throw error;
  }
}

function quotaExists(state: string) {
  return createError('QUOTA_EXISTS', `${state} already has a quota: edit it instead.`, 409);
}

export async function changeQuota(db: Db, actor: QuotaActor, pathState: string, body: { state?: string; quantity: number }): Promise<Quota> {
  const state = pathState.toUpperCase();
  if (body.state !== undefined && body.state.toUpperCase() !== state) {
    throw createError('BAD_REQUEST', `The body names ${body.state.toUpperCase()} but the path names ${state}.`, 400);
  }
  return db.transaction().execute(async (trx) => {
    const before = await findQuotaByState(trx, state);
    const quota = before && (await updateQuotaQuantity(trx, state, body.quantity, actor.now));
    if (!before || !quota) throw createError('NOT_FOUND', `There is no quota for ${state}.`, 404);
    if (before.quantity !== body.quantity) {
      await recordQuotaValue(trx, { state, quantity: body.quantity, at: actor.now, actorUserId: actor.audit.actorUserId });
      await actor.audit.record(trx, { entityId: state, detail: { before: before.quantity, after: body.quantity } }, actor.now);
    }
    return quota;
  });
}

export async function removeQuota(db: Db, actor: QuotaActor, id: string): Promise<Quota> {
  return db.transaction().execute(async (trx) => {
    const quota = (await findQuotaById(trx, id)) && (await deleteQuota(trx, id));
    if (!quota) throw createError('NOT_FOUND', 'There is no such quota.', 404);
    await recordQuotaValue(trx, { state: quota.state, quantity: null, at: actor.now, actorUserId: actor.audit.actorUserId });
    await actor.audit.record(trx, { entityId: quota.state, detail: { before: quota.quantity, after: null } }, actor.now);
    return quota;
  });
}
