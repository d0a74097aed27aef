import { randomBytes } from 'node:crypto';
import type { Role } from '#schemas/roles.ts';
import type { Db } from '#server/db/database.ts';

export const SESSION_IDLE_SECONDS = 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

export interface SessionUserRow {
  sessionId: string;
  lastSeenAt: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  idTokenHint: string | null;
  providerRefreshTokenEnc: string | null;
  /** how the session was signed in (RFC 8176), e.g. ['pwd'] or ['pwd', 'otp', 'mfa']; decision 073 */
  amr: string[];
  acr: string | null;
  /** a superAdmin reset their second factors: they enrol one before anything else */
  mustEnrolSecondFactor: boolean;
}

/**
 * Opens a session. `amr` and `acr` say how the person signed in (the ID token's claims, decision 073); a session
 * opened without them was signed in with a password only.
 */
export async function createSession(
  db: Db,
  input: { userId: string; idTokenHint: string | null; providerRefreshTokenEnc: string | null; amr?: readonly string[]; acr?: string | null },
  now: Date,
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.insertInto('sessions').values({
    id,
    user_id: input.userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000).toISOString(),
    revoked_at: null,
    id_token_hint: input.idTokenHint,
    provider_refresh_token_enc: input.providerRefreshTokenEnc,
    amr: JSON.stringify(input.amr ?? ['pwd']),
    acr: input.acr ?? null,
  }).execute();
  return id;
}

/** The session and its user when both are still good: not revoked, not past its end, user active. */
export async function findLiveSession(db: Db, sessionId: string, userId: string, now: Date): Promise<SessionUserRow | undefined> {
  const row = await db.selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId', 'sessions.last_seen_at as lastSeenAt', 'users.id as userId', 'users.email as email',
      'users.first_name as firstName', 'users.last_name as lastName', 'users.role as role',
      'sessions.id_token_hint as idTokenHint', 'sessions.provider_refresh_token_enc as providerRefreshTokenEnc',
      'sessions.amr as amr', 'sessions.acr as acr', 'users.must_enrol_second_factor as mustEnrolSecondFactor',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row && { ...row, amr: amrOf(row.amr), mustEnrolSecondFactor: row.mustEnrolSecondFactor === 1 };
}

/** The stored method references, read defensively: anything but an array of text counts as a password only. */
function amrOf(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed) && parsed.every((m) => typeof m === 'string')) return parsed;
  } catch { /* fall through */ }
  return ['pwd'];
}

/**
 * The session proved a second factor just now (the person enrolled one in it, decision 073): its methods gain the
 * factor's and `mfa`, its level becomes aal2, and `users.must_enrol_second_factor` is cleared.
 */
export async function upgradeSession(db: Db, input: { sessionId: string; userId: string; method: string }): Promise<void> {
  const row = await db.selectFrom('sessions').select('amr').where('id', '=', input.sessionId).where('user_id', '=', input.userId).executeTakeFirst();
  if (!row) return;
  const amr = [...new Set([...amrOf(row.amr), input.method, 'mfa'])];
  await db.updateTable('sessions').set({ amr: JSON.stringify(amr), acr: 'aal2' }).where('id', '=', input.sessionId).execute();
  await db.updateTable('users').set({ must_enrol_second_factor: 0 }).where('id', '=', input.userId).execute();
}

/** The provider's refresh token the session holds (enciphered), or null; throws when there is no such session. */
export async function providerRefreshTokenOf(db: Db, sessionId: string): Promise<string | null> {
  const row = await db.selectFrom('sessions').select('provider_refresh_token_enc').where('id', '=', sessionId).executeTakeFirstOrThrow();
  return row.provider_refresh_token_enc;
}

/** The ID token the user's session was opened with (for the provider's sign-off); undefined when there is no such session. */
export async function idTokenHintOf(db: Db, sessionId: string, userId: string): Promise<{ idTokenHint: string | null } | undefined> {
  const row = await db.selectFrom('sessions').select('id_token_hint').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return row && { idTokenHint: row.id_token_hint };
}

export async function touchSession(db: Db, sessionId: string, now: Date, providerRefreshTokenEnc?: string | null): Promise<void> {
  await db.updateTable('sessions')
    .set({ last_seen_at: now.toISOString(), ...(providerRefreshTokenEnc !== undefined ? { provider_refresh_token_enc: providerRefreshTokenEnc } : {}) })
    .where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString(), provider_refresh_token_enc: null })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Signs the user out everywhere: used when a user is disabled, deleted, or their password is reset. */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString(), provider_refresh_token_enc: null })
    .where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** A superAdmin reset the person's second factors (decision 073): they enrol one at their next sign-in, and every session of theirs ends. */
export async function requireSecondFactorEnrolment(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ must_enrol_second_factor: 1, updated_at: now.toISOString() }).where('id', '=', userId).execute();
  await revokeUserSessions(db, userId, now);
}
