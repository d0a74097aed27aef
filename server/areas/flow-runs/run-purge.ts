import type { Db } from '#server/db/database.ts';

/**
 * Deletes questionnaire runs that hold answers no longer needed: runs that never finished (nobody came back within
 * `unfinishedBefore`), staff previews as old, and finished runs (ordered, ineligible, refused) older than the consumers'
 * retention. An order keeps its own facts; a run is only its path through the questionnaire. Returns counts.
 */
export async function purgeRuns(db: Db, cutoffs: { unfinishedBefore: Date; finishedBefore: Date }): Promise<{ unfinished: number; finished: number }> {
  const unfinished = await db.deleteFrom('flow_runs')
    .where('updated_at', '<', cutoffs.unfinishedBefore.toISOString())
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('preview', '=', 1)]))
    .executeTakeFirst();
  const finished = await db.deleteFrom('flow_runs')
    .where('updated_at', '<', cutoffs.finishedBefore.toISOString())
    .where('status', '<>', 'active')
    .executeTakeFirst();
  return { unfinished: Number(unfinished.numDeletedRows), finished: Number(finished.numDeletedRows) };
}
