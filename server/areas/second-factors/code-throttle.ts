import type { Db } from '#server/db/database.ts';
import { createError } from '#server/errors/app-error.ts';

/**
 * The sign-in throttle (decision 012), which the route table passes down from the sign-in area: attempts at codes are
 * counted in the database like passwords, under the account key of `second-factor:<user id>` (decision 073).
 */
export interface CodeThrottle {
  checkSignInAttempt(db: Db, attempt: CodeAttempt): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  countAttempt(db: Db, attempt: CodeAttempt): Promise<string>;
  forgiveAccount(db: Db, accountKey: string, attemptId: string): Promise<void>;
  describeWait(seconds: number): string;
}

export interface CodeAttempt {
  accountKey: string;
  ip: string;
  now: Date;
}

/**
 * Counts an attempt at a code before it is checked (parallel guesses all count); throws 429 while the account or
 * address must wait. Returns the `forgive` to call when the code was right.
 */
export async function countCodeAttempt(db: Db, throttle: CodeThrottle, attempt: CodeAttempt, onWait: (seconds: number) => void): Promise<() => Promise<void>> {
  const verdict = await throttle.checkSignInAttempt(db, attempt);
  if (!verdict.allowed) {
    onWait(verdict.retryAfterSeconds);
    throw createError('RATE_LIMITED', `Too many wrong codes. For your security, please wait ${throttle.describeWait(verdict.retryAfterSeconds)} before trying again.`, 429);
  }
  const attemptId = await throttle.countAttempt(db, attempt);
  return () => throttle.forgiveAccount(db, attempt.accountKey, attemptId);
}
