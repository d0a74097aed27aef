import { createHash, timingSafeEqual } from 'node:crypto';
import { readableCode } from '#server/crypto/readable-code.ts';
import { createError } from '#server/errors/app-error.ts';
import type { Db } from '#server/db/database.ts';

export const INVITE_TTL_DAYS = 7;
export const MAX_CODE_ATTEMPTS = 5;
// Codes are typed from an email: the readable alphabet, without 0/O, 1/I/L look-alikes, and no prefix.
const INVITE_CODE_FORM = { prefix: '', length: 10 };

export const INVALID_CODE_MESSAGE = 'This verification code is not valid. Please check the code in your invite email.';
export const EXPIRED_CODE_MESSAGE = 'This verification code has expired or was already used. Please ask an administrator to resend your invite.';

function normalise(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

function hashCode(code: string): string {
  return createHash('sha256').update(normalise(code)).digest('base64url');
}

/** A new single-use code for the user; earlier unused codes stop working. Returns the code for the email. */
export async function createInvite(db: Db, userId: string, now: Date): Promise<{ code: string; expiresAt: string }> {
  const code = readableCode(INVITE_CODE_FORM);
  const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * 24 * 3600 * 1000).toISOString();
  await db.updateTable('invites').set({ expires_at: now.toISOString() })
    .where('user_id', '=', userId).where('used_at', 'is', null).where('expires_at', '>', now.toISOString()).execute();
  await db.insertInto('invites').values({
    id: crypto.randomUUID(), user_id: userId, code_hash: hashCode(code), expires_at: expiresAt, used_at: null,
    created_at: now.toISOString(), failed_attempts: 0,
  }).execute();
  return { code, expiresAt };
}

/**
 * Spends the user's current code. A wrong code counts against it and a few wrong codes spend it, so guessing
 * fails whatever the number of server instances. Throws a 400 with a message the person can act on.
 */
export async function consumeInviteCode(db: Db, userId: string, code: string, now: Date): Promise<void> {
  const invite = await db.selectFrom('invites').selectAll().where('user_id', '=', userId).where('used_at', 'is', null)
    .orderBy('created_at', 'desc').executeTakeFirst();
  if (!invite || invite.expires_at <= now.toISOString() || invite.failed_attempts >= MAX_CODE_ATTEMPTS) {
    throw createError('INVITE_CODE_EXPIRED', EXPIRED_CODE_MESSAGE, 400);
  }
  const expected = Buffer.from(invite.code_hash);
  const actual = Buffer.from(hashCode(code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await db.updateTable('invites').set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) })).where('id', '=', invite.id).execute();
    throw createError('INVITE_CODE_INVALID', INVALID_CODE_MESSAGE, 400);
  }
  const spent = await db.updateTable('invites').set({ used_at: now.toISOString() })
    .where('id', '=', invite.id).where('used_at', 'is', null).executeTakeFirst();
  if (spent.numUpdatedRows === 0n) throw createError('INVITE_CODE_EXPIRED', EXPIRED_CODE_MESSAGE, 400);
}
