import type { JobRun, JobView } from '#schemas/generated/jobs.ts';
import type { JobRunRow } from '#server/jobs/job-runs.repository.ts';
import type { JobOverview } from '#server/jobs/scheduler.ts';

/** A job_runs row as the API shows it. */
export function jobRunView(row: JobRunRow): JobRun {
  return {
    job: row.job,
    period: row.period,
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    outcome: row.outcome ? (JSON.parse(row.outcome) as Record<string, number>) : null,
  };
}

export function jobView(o: JobOverview, failing: readonly string[]): JobView {
  return {
    name: o.job.name,
    title: o.job.title,
    schedule: o.job.cadence.description,
    catchUp: o.job.catchUp,
    failing: failing.includes(o.job.name),
    next: { period: o.next.period, dueAt: o.next.dueAt.toISOString() },
    runs: o.runs.map(jobRunView),
  };
}
