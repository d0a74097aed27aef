import type { JobRun, JobView, PeriodChoice } from '#schemas/generated/jobs.ts';
import type { Cadence } from '#server/jobs/cadence.ts';
import type { JobRunRow } from '#server/jobs/job-runs.repository.ts';
import type { JobOverview } from '#server/jobs/scheduler.ts';

/** How many finished periods a run by hand offers (the latest first). */
export const PERIOD_CHOICES = 3;

/** The instants a period covers, as the API gives them. */
function spanOf(cadence: Cadence, period: string, timeZone: string): { from: string; to: string } {
  const { from, to } = cadence.span(period, timeZone);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** A job_runs row as the API shows it, with the instants its period covers. */
export function jobRunView(row: JobRunRow, cadence: Cadence, timeZone: string): JobRun {
  return {
    job: row.job,
    period: row.period,
    ...spanOf(cadence, row.period, timeZone),
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    outcome: row.outcome ? (JSON.parse(row.outcome) as Record<string, number>) : null,
  };
}

/** The latest periods that are over at `now`, newest first: the choices of a run by hand (decision 066). */
export function periodChoices(cadence: Cadence, now: Date, timeZone: string): PeriodChoice[] {
  const latest = cadence.latestDue(now, timeZone);
  return Array.from({ length: PERIOD_CHOICES }, (_, i) => {
    const period = cadence.step(latest, -i, timeZone);
    return { period, ...spanOf(cadence, period, timeZone) };
  });
}

export function jobView(o: JobOverview, failing: readonly string[], now: Date, timeZone: string): JobView {
  const { cadence } = o.job;
  return {
    name: o.job.name,
    title: o.job.title,
    schedule: cadence.description,
    unit: cadence.unit,
    runsAtHour: cadence.hour,
    catchUp: o.job.catchUp,
    failing: failing.includes(o.job.name),
    next: { period: o.next.period, dueAt: o.next.dueAt.toISOString(), ...spanOf(cadence, o.next.period, timeZone) },
    runs: o.runs.map((r) => jobRunView(r, cadence, timeZone)),
    choices: periodChoices(cadence, now, timeZone),
  };
}
