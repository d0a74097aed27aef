import type { Kysely } from 'kysely';
import type { Quota } from '#schemas/generated/quota.ts';
import type { Database } from '#server/db/database.schema.ts';
import { isUniqueViolation } from '#server/db/dialect.ts';
import { createError } from '#server/errors/app-error.ts';
import { findUsState } from '#server/areas/us-states/index.ts';
import { deleteQuota, findQuotaByState, insertQuota, updateQuotaQuantity } from './quotas.repository.ts';

type Db = Kysely<Database>;

export async function createQuota(db: Db, input: { state: string; quantity: number }): Promise<Quota> {
  const state = input.state.toUpperCase();
  if (!(await findUsState(db, state))) throw createError('UNKNOWN_STATE', `There is no US state with the code ${state}.`, 400);
  if (await findQuotaByState(db, state)) throw quotaExists(state);
  try {
    return await insertQuota(db, { state, quantity: input.quantity });
  } catch (error) {
    // Two admins adding the same state at once: the unique index lets one win.
    if (isUniqueViolation(error)) throw quotaExists(state);
    throw error;
  }
}

function quotaExists(state: string) {
  return createError('QUOTA_EXISTS', `${state} already has a quota: edit it instead.`, 409);
}

export async function changeQuota(db: Db, pathState: string, body: { state?: string; quantity: number }): Promise<Quota> {
  const state = pathState.toUpperCase();
  if (body.state !== undefined && body.state.toUpperCase() !== state) {
    throw createError('BAD_REQUEST', `The body names ${body.state.toUpperCase()} but the path names ${state}.`, 400);
  }
  const quota = await updateQuotaQuantity(db, state, body.quantity);
  if (!quota) throw createError('NOT_FOUND', `There is no quota for ${state}.`, 404);
  return quota;
}

export async function removeQuota(db: Db, id: string): Promise<Quota> {
  const quota = await deleteQuota(db, id);
  if (!quota) throw createError('NOT_FOUND', 'There is no such quota.', 404);
  return quota;
}
