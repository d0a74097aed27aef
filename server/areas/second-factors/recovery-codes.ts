import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { deriveKey } from '#server/auth/session-keys.ts';
import type { Db } from '#server/db/database.ts';

/**
 * Recovery codes (decision 073): ten a person, each 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L,
 * 5/S, 2/Z, 8/B, U/V), shown once as `xxxxx-xxxxx` and stored only as an HMAC-SHA256 with a key derived from
 * SESSION_SECRET. Typed with or without the hyphen, in any case, with spaces.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'acdefghjkmnpqrtwxy34679';
const LENGTH = 10;

/** The key the codes are hashed with, derived from SESSION_SECRET for this purpose only; made once by the caller. */
export type RecoveryCodeKey = Buffer;
export const recoveryCodeKey = (sessionSecret: string): RecoveryCodeKey => deriveKey(sessionSecret, 'recovery-codes');

export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, '');
}

export function hashRecoveryCode(key: RecoveryCodeKey, typed: string): string {
  return createHmac('sha256', key).update(normaliseRecoveryCode(typed)).digest('base64url');
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A new set of ten codes for the person; every earlier code stops working. Returns the codes, to be shown once. */
export async function replaceRecoveryCodes(db: Db, key: RecoveryCodeKey, input: { userId: string; now: Date }): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', input.userId).execute();
  await db.insertInto('recovery_codes').values(codes.map((code) => ({
    id: randomUUID(), user_id: input.userId, code_hash: hashRecoveryCode(key, code), created_at: input.now.toISOString(), used_at: null,
  }))).execute();
  return codes;
}

/** Spends one code: true once for each code, in one conditional UPDATE (two requests with the same code: one wins). */
export async function consumeRecoveryCode(db: Db, key: RecoveryCodeKey, input: { userId: string; code: string; now: Date }): Promise<boolean> {
  const normalised = normaliseRecoveryCode(input.code);
  if (normalised.length !== LENGTH) return false;
  const result = await db.updateTable('recovery_codes').set({ used_at: input.now.toISOString() })
    .where('user_id', '=', input.userId).where('code_hash', '=', hashRecoveryCode(key, normalised)).where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

/** How many unused codes the person has left. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The person's last factor went: their recovery codes, which stand in for one, go with it. */
export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
