import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.ts';

/** A passkey ceremony must finish within five minutes of its options; its challenge is used once. */
export const CHALLENGE_SECONDS = 5 * 60;

export async function storeChallenge(db: Db, input: { userId: string | null; purpose: 'register' | 'authenticate'; challenge: string; now: Date }): Promise<string> {
  const id = randomUUID();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', input.now.toISOString()).execute();
  await db.insertInto('webauthn_challenges').values({
    id, user_id: input.userId, purpose: input.purpose, challenge: input.challenge,
    expires_at: new Date(input.now.getTime() + CHALLENGE_SECONDS * 1000).toISOString(),
  }).execute();
  return id;
}

/**
 * Takes the challenge out (deleted whatever follows, so it is used once) and returns it when it is still good, for
 * this purpose and, when given, this person; undefined otherwise.
 */
export async function takeChallenge(db: Db, input: { challengeId: string; purpose: 'register' | 'authenticate'; userId?: string; now: Date }) {
  const row = await db.deleteFrom('webauthn_challenges').where('id', '=', input.challengeId)
    .returning(['user_id', 'purpose', 'challenge', 'expires_at']).executeTakeFirst();
  if (!row || row.purpose !== input.purpose || row.expires_at <= input.now.toISOString()) return undefined;
  if (input.userId !== undefined && row.user_id !== input.userId) return undefined;
  return { userId: row.user_id, challenge: row.challenge };
}
