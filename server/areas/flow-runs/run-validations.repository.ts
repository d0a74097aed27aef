import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.ts';

/** The window of the per-run limit on consumer validations. */
export const RUN_VALIDATION_WINDOW_MS = 3_600_000;

export type RunValidationCount =
  | { allowed: true }
  /** retryAfterSeconds: when enough of the run's validations leave the window for one more to be allowed. */
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one validation asked for by the run and says whether it is within `limit` in the last hour, this one
 * included. Written before it is counted, so requests arriving together at different processes all see each other; a
 * refused request counts too, so a run that keeps asking stays refused. Rows older than the window are deleted in
 * passing.
 */
export async function countRunValidation(db: Db, runId: string, now: Date, limit: number): Promise<RunValidationCount> {
  const since = new Date(now.getTime() - RUN_VALIDATION_WINDOW_MS).toISOString();
  await db.insertInto('run_validations').values({ id: randomUUID(), run_id: runId, at: now.toISOString() }).execute();
  await db.deleteFrom('run_validations').where('at', '<=', since).execute();
  const rows = await db.selectFrom('run_validations').select('at')
    .where('run_id', '=', runId).where('at', '>', since).orderBy('at', 'desc').execute();
  if (rows.length <= limit) return { allowed: true };
  // One more is allowed once only limit − 1 remain: when the newest row beyond those leaves the window.
  const leaving = Date.parse(rows[limit - 1]!.at) + RUN_VALIDATION_WINDOW_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((leaving - now.getTime()) / 1000)) };
}
