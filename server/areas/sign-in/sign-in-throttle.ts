import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.ts';

/**
 * Limits on password guessing at the embedded provider (decision 012). Counted in the database, so they hold
 * across server processes; the per-minute limiter of rate-limits.ts stays in front as a first, in-memory fence.
 * - Per account, across all addresses: `accountFreeFailures` wrong passwords, then a wait that doubles with each
 *   further failure, from `accountBaseDelayMs` up to `accountMaxDelayMs`. Attempts refused during a wait are not
 *   counted, so an attacker cannot lengthen it: the owner waits at most one delay, never a lockout.
 * - Per address, across accounts (password spraying): failures naming `ipMaxAccounts` different accounts, or
 *   `ipMaxFailures` failures, within `ipWindowMs` close the address until enough of them age out.
 */
export const SIGN_IN_LIMITS = {
  accountFreeFailures: 5,
  accountBaseDelayMs: 30_000,
  accountMaxDelayMs: 15 * 60_000,
  /** failures older than this are forgotten (and deleted) */
  accountWindowMs: 24 * 60 * 60_000,
  ipWindowMs: 15 * 60_000,
  ipMaxAccounts: 10,
  ipMaxFailures: 30,
} as const;

/** accountDelayMs(4) === 0, accountDelayMs(5) === 30_000, accountDelayMs(6) === 60_000 … capped at 15 minutes. */
export function accountDelayMs(failures: number, limits = SIGN_IN_LIMITS): number {
  if (failures < limits.accountFreeFailures) return 0;
  const doublings = Math.min(failures - limits.accountFreeFailures, 30);
  return Math.min(limits.accountBaseDelayMs * 2 ** doublings, limits.accountMaxDelayMs);
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'account' | 'address' };

export interface Attempt {
  /** keyed hash of the typed email (any text: unknown accounts are counted the same way) */
  accountKey: string;
  ip: string;
  now: Date;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The instant the sorted `times` (ms, oldest first) fall below `max` entries inside a window of `windowMs`. */
function freeAt(times: number[], max: number, windowMs: number): number | null {
  if (times.length < max) return null;
  return times[times.length - max]! + windowMs;
}

/** May this attempt go on to check the password? Reads only; nothing is recorded for a refused attempt. */
export async function checkSignInAttempt(db: Db, attempt: Attempt, limits = SIGN_IN_LIMITS): Promise<ThrottleVerdict> {
  const now = attempt.now.getTime();
  const refuse = (until: number, scope: 'account' | 'address'): ThrottleVerdict =>
    ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)), scope });

  const account = await db.selectFrom('sign_in_failures')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.max('at').as('last')])
    .where('account_key', '=', attempt.accountKey).where('at', '>', iso(now - limits.accountWindowMs))
    .executeTakeFirst();
  const failures = Number(account?.n ?? 0);
  const delay = accountDelayMs(failures, limits);
  if (delay > 0 && account?.last) {
    const until = Date.parse(account.last) + delay;
    if (until > now) return refuse(until, 'account');
  }

  const rows = await db.selectFrom('sign_in_failures').select(['account_key', 'at'])
    .where('ip', '=', attempt.ip).where('at', '>', iso(now - limits.ipWindowMs)).orderBy('at').execute();
  const byFailures = freeAt(rows.map((r) => Date.parse(r.at)), limits.ipMaxFailures, limits.ipWindowMs);
  const lastPerAccount = new Map<string, number>();
  for (const r of rows) lastPerAccount.set(r.account_key, Date.parse(r.at));
  const byAccounts = freeAt([...lastPerAccount.values()].sort((a, b) => a - b), limits.ipMaxAccounts, limits.ipWindowMs);
  const until = Math.max(byFailures ?? 0, byAccounts ?? 0);
  if (until > now) return refuse(until, 'address');
  return { allowed: true };
}

/**
 * Counts the attempt as failed *before* the password is checked, so guesses sent in parallel (to one process or
 * several) are all counted; `forgiveAccount` takes the count back when the password was right. Returns the row id.
 */
export async function countAttempt(db: Db, attempt: Attempt, limits = SIGN_IN_LIMITS): Promise<string> {
  const id = randomUUID();
  await db.insertInto('sign_in_failures')
    .values({ id, account_key: attempt.accountKey, ip: attempt.ip, at: attempt.now.toISOString() }).execute();
  // Housekeeping in passing: idempotent, and cheap on the `at` index.
  await db.deleteFrom('sign_in_failures').where('at', '<=', iso(attempt.now.getTime() - limits.accountWindowMs)).execute();
  return id;
}

/** The right password: the account's back-off starts again from zero. The address's count keeps other accounts' failures. */
export async function forgiveAccount(db: Db, accountKey: string, attemptId: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where((eb) => eb.or([eb('account_key', '=', accountKey), eb('id', '=', attemptId)])).execute();
}

/** "30 seconds", "2 minutes": for the sign-in page's message. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
