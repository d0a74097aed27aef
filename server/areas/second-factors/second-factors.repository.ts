import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.ts';

/** An authenticator app waits this long for its first code; after that its row is ignored and deleted. */
export const PENDING_APP_MINUTES = 15;

export interface FactorRow {
  id: string;
  kind: 'totp' | 'passkey';
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The person's confirmed factors, oldest first. */
export async function factorsOf(db: Db, userId: string): Promise<FactorRow[]> {
  return db.selectFrom('second_factors')
    .select(['id', 'kind', 'name', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
    .where('user_id', '=', userId).where('confirmed', '=', 1).orderBy('created_at').orderBy('id').execute();
}

/** Does the person have a confirmed second factor? */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('second_factors').select('id').where('user_id', '=', userId).where('confirmed', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** How many confirmed factors each of these people has (absent: none), for User Management. */
export async function factorCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('second_factors').select((eb) => ['user_id', eb.fn.countAll<string | number>().as('n')])
    .where('user_id', 'in', userIds).where('confirmed', '=', 1).groupBy('user_id').execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** A new authenticator app, pending until its first code (`confirmApp`); stale pending apps of anyone are deleted in passing. */
export async function insertPendingApp(db: Db, input: { userId: string; secretEnc: string; now: Date }): Promise<string> {
  const id = randomUUID();
  await deleteStalePendingApps(db, input.now);
  await db.insertInto('second_factors').values({
    id, user_id: input.userId, kind: 'totp', name: 'Authenticator app', created_at: input.now.toISOString(), last_used_at: null,
    totp_secret_enc: input.secretEnc, totp_last_step: null, credential_id: null, public_key: null, sign_count: 0,
    transports: null, backed_up: 0, confirmed: 0,
  }).execute();
  return id;
}

export async function deleteStalePendingApps(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - PENDING_APP_MINUTES * 60_000).toISOString();
  await db.deleteFrom('second_factors').where('confirmed', '=', 0).where('created_at', '<=', before).execute();
}

/** The first code was right: the app counts from now, under its name; the step of that code is spent. */
export async function confirmApp(db: Db, input: { id: string; name: string; step: number; now: Date }): Promise<boolean> {
  const result = await db.updateTable('second_factors')
    .set({ confirmed: 1, name: input.name, created_at: input.now.toISOString(), last_used_at: input.now.toISOString(), totp_last_step: input.step })
    .where('id', '=', input.id).where('confirmed', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPasskey(db: Db, input: {
  userId: string; name: string; credentialId: string; publicKey: string; signCount: number; transports: readonly string[]; backedUp: boolean; now: Date;
}): Promise<string> {
  const id = randomUUID();
  await db.insertInto('second_factors').values({
    id, user_id: input.userId, kind: 'passkey', name: input.name, created_at: input.now.toISOString(), last_used_at: null,
    totp_secret_enc: null, totp_last_step: null, credential_id: input.credentialId, public_key: input.publicKey,
    sign_count: input.signCount, transports: JSON.stringify(input.transports), backed_up: input.backedUp ? 1 : 0, confirmed: 1,
  }).execute();
  return id;
}

/** Removes one of the person's factors; false when they have no such factor. */
export async function deleteFactor(db: Db, userId: string, factorId: string): Promise<boolean> {
  const result = await db.deleteFrom('second_factors').where('id', '=', factorId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every factor, recovery code and open passkey challenge of the person (a superAdmin's reset). */
export async function deleteEverythingOf(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('second_factors').where('user_id', '=', userId).where('confirmed', '=', 1).executeTakeFirst();
  await db.deleteFrom('second_factors').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
  return Number(result.numDeletedRows);
}
