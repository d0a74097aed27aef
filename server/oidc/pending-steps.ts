import type { Db } from '#server/db/database.ts';

/**
 * What a sign-in still waits for, kept server-side per interaction in `oidc_payloads` (the provider's own table, under
 * models of ours): the person a right password named, until they change a one-time password or confirm a second
 * factor, and the passkey challenge a page asked for. The browser only ever names its interaction (the provider's
 * cookie ties it to that browser); who is signing in is never taken from a form (decision 074).
 */
export type PendingStep = 'PasswordChange' | 'SecondFactor' | 'PasskeyChallenge';

/** Minutes each pending step lives: long enough to find a phone or a key, short enough not to linger. */
export const PENDING_STEP_MS: Record<PendingStep, number> = {
  PasswordChange: 15 * 60_000,
  SecondFactor: 10 * 60_000,
  PasskeyChallenge: 5 * 60_000,
};

export async function keepPendingStep(db: Db, step: PendingStep, uid: string, payload: Record<string, string>, now: Date): Promise<void> {
  const text = JSON.stringify(payload);
  const expiresAt = new Date(now.getTime() + PENDING_STEP_MS[step]).toISOString();
  await db.insertInto('oidc_payloads').values({
    model: step, id: uid, payload: text, grant_id: null, uid: null, user_code: null, consumed_at: null, expires_at: expiresAt,
  }).onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet({ payload: text, expires_at: expiresAt })).execute();
}

/** The step's payload while it has not expired, else undefined. */
export async function pendingStep(db: Db, step: PendingStep, uid: string, now: Date): Promise<Record<string, string> | undefined> {
  const row = await db.selectFrom('oidc_payloads').select(['payload', 'expires_at'])
    .where('model', '=', step).where('id', '=', uid).executeTakeFirst();
  if (!row?.expires_at || row.expires_at <= now.toISOString()) return undefined;
  return JSON.parse(row.payload) as Record<string, string>;
}

export async function dropPendingStep(db: Db, step: PendingStep, uid: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('model', '=', step).where('id', '=', uid).execute();
}
