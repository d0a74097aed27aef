import type { Db } from '#server/db/database.ts';

/**
 * Marks a captcha challenge as used; false when it was used before (a replay). Call in the transaction that accepts
 * the answer, so a solution is spent exactly when it was accepted; a concurrent second use waits for the first and
 * then finds the row. Forgets challenges that have expired, which no longer verify anyway.
 */
export async function spendCaptcha(db: Db, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('captcha_spent').where('expires_at', '<', now.toISOString()).execute();
  const result = await db
    .insertInto('captcha_spent')
    .values({ id, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
