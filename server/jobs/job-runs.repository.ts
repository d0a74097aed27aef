import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { JobRunsTable } from './job-runs.table.ts';

/*
 * Claims on runs (decisions 027 and 030): the `(job, period)` primary key lets exactly one process insert a
 * run; the others see it and leave it. A failed run is tried again after its back-off, a run whose process died is
 * taken over once its lease has passed; both by a conditional UPDATE on what was read, so two processes never both win.
 */

export type JobRunRow = Selectable<JobRunsTable>;

/** How long a process holds a run before others take it for dead. */
export const LEASE_MS = 15 * 60_000;
/** Attempts of one run before it is given up (a superAdmin may still run it again). */
export const MAX_ATTEMPTS = 5;
/** Waits after the 1st, 2nd, 3rd and 4th failed attempt. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

export function retryDelay(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]!;
}

export type Claim = { claimed: true; attempts: number } | { claimed: false; run: JobRunRow };

export async function findRun(db: Db, job: string, period: string): Promise<JobRunRow | undefined> {
  return db.selectFrom('job_runs').selectAll().where('job', '=', job).where('period', '=', period).executeTakeFirst();
}

/**
 * Claims the run of `job` for `period`: a new run, a failed one whose retry is due (or any failed one when `force`),
 * or one whose process's lease has passed. Otherwise answers the run as it stands.
 */
export async function claimRun(db: Db, job: string, period: string, now: Date, force = false): Promise<Claim> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const inserted = await db
    .insertInto('job_runs')
    .values({ job, period, started_at: at, finished_at: null, status: 'running', attempts: 1, lease_until: lease })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { claimed: true, attempts: 1 };

  const run = await findRun(db, job, period);
  if (!run) return claimRun(db, job, period, now, force);
  const retryDue = run.status === 'failed' && (force || (run.next_attempt_at !== null && run.next_attempt_at <= at));
  const abandoned = run.status === 'running' && run.lease_until !== null && run.lease_until < at;
  if (!retryDue && !abandoned) return { claimed: false, run };
  const attempts = run.attempts + 1;
  const taken = await db
    .updateTable('job_runs')
    .set({ status: 'running', attempts, started_at: at, finished_at: null, lease_until: lease, next_attempt_at: null })
    .where('job', '=', job)
    .where('period', '=', period)
    .where('status', '=', run.status)
    .where('attempts', '=', run.attempts)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return { claimed: true, attempts };
  return { claimed: false, run: (await findRun(db, job, period)) ?? run };
}

/** Thrown when a run's claim was lost (its lease passed and another process took it) before it finished. */
export class LostClaimError extends Error {
  constructor(job: string, period: string) {
    super(`The run ${job}@${period} was taken over by another process before it finished.`);
    this.name = 'LostClaimError';
  }
}

/** Marks a claimed run done with what it did; in the transaction of its writes, so both happen or neither. */
export async function finishRun(trx: Db, job: string, period: string, attempts: number, outcome: Record<string, number>, now: Date): Promise<void> {
  const result = await trx
    .updateTable('job_runs')
    .set({ status: 'done', finished_at: now.toISOString(), outcome: JSON.stringify(outcome), last_error: null, lease_until: null })
    .where('job', '=', job)
    .where('period', '=', period)
    .where('status', '=', 'running')
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new LostClaimError(job, period);
}

/** Marks a claimed run failed with its error, to be tried again after its back-off, or given up after MAX_ATTEMPTS. */
export async function failRun(db: Db, job: string, period: string, attempts: number, error: string, now: Date): Promise<void> {
  const retryAt = attempts < MAX_ATTEMPTS ? new Date(now.getTime() + retryDelay(attempts)).toISOString() : null;
  await db
    .updateTable('job_runs')
    .set({ status: 'failed', finished_at: now.toISOString(), last_error: error.slice(0, 1000), next_attempt_at: retryAt, lease_until: null })
    .where('job', '=', job)
    .where('period', '=', period)
    .where('status', '=', 'running')
    .where('attempts', '=', attempts)
    .execute();
}

/** The greatest period recorded for a job (its latest run), if any. */
export async function latestPeriod(db: Db, job: string): Promise<string | undefined> {
  const row = await db.selectFrom('job_runs').select((eb) => eb.fn.max('period').as('period')).where('job', '=', job).executeTakeFirst();
  return row?.period ?? undefined;
}

/** Runs of a job to take up again: failed ones whose retry is due, and abandoned ones. */
export async function runsToRetry(db: Db, job: string, now: Date): Promise<JobRunRow[]> {
  const at = now.toISOString();
  return db
    .selectFrom('job_runs')
    .selectAll()
    .where('job', '=', job)
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'failed'), eb('next_attempt_at', '<=', at)]),
      eb.and([eb('status', '=', 'running'), eb('lease_until', '<', at)]),
    ]))
    .orderBy('period')
    .execute();
}

/** A job's latest runs, newest period first. */
export async function recentRuns(db: Db, job: string, limit: number): Promise<JobRunRow[]> {
  return db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('period', 'desc').limit(limit).execute();
}
