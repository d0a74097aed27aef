import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.ts';

/** The window of the per-run limit on consumer validations. */
export const RUN_VALIDATION_WINDOW_MS = 3_600_000;

/**
 * Counts one validation asked for by the run and returns how many it asked for in the last hour, this one included.
 * Written before it is counted, so requests arriving together at different processes all see each other. Rows older
 * than the window are deleted in passing.
 */
export async function countRunValidation(db: Db, runId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RUN_VALIDATION_WINDOW_MS).toISOString();
  await db.insertInto('run_validations').values({ id: randomUUID(), run_id: runId, at: now.toISOString() }).execute();
  await db.deleteFrom('run_validations').where('at', '<=', since).execute();
  const row = await db.selectFrom('run_validations').select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('run_id', '=', runId).where('at', '>', since).executeTakeFirst();
  return Number(row?.n ?? 0);
}
