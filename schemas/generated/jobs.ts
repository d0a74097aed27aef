/* eslint-disable */
/**
 * Generated from schemas/jobs.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * GET /api/jobs and POST /api/jobs/{name}/run (superAdmin, decision 027): the scheduled jobs, their schedule in the programme's time zone, their last runs and the next. Use the definitions.
 */
export interface JobsApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `JobsApi`'s JSON-Schema
 * via the `definition` "JobsOverview".
 */
export interface JobsOverview {
  /**
   * the programme's time zone (PROGRAMME_TIME_ZONE), in which schedules and periods are counted
   */
  timeZone: string;
  jobs: JobView[];
}
/**
 * This interface was referenced by `JobsApi`'s JSON-Schema
 * via the `definition` "JobView".
 */
export interface JobView {
  /**
   * weekly-orders, monthly-orders, quota-thresholds…
   */
  name: string;
  title: string;
  /**
   * when it runs, in words, in the programme's time zone
   */
  schedule: string;
  /**
   * what one period of it is: a run by hand may name a day (`day`) for a week, a month or a day
   */
  unit: 'week' | 'month' | 'day' | 'hour';
  /**
   * the hour of the programme's day its run is due at; null for an hourly job
   */
  runsAtHour: number | null;
  /**
   * how many missed periods a process that was down runs when it starts
   */
  catchUp: number;
  /**
   * its latest run has failed three times or more
   */
  failing: boolean;
  next: NextRun;
  /**
   * the latest runs, newest period first
   */
  runs: JobRun[];
  /**
   * the latest periods that are over, newest first: what a run by hand offers (decision 066)
   */
  choices: PeriodChoice[];
}
/**
 * This interface was referenced by `JobsApi`'s JSON-Schema
 * via the `definition` "NextRun".
 */
export interface NextRun {
  period: string;
  dueAt: string;
  /**
   * the first instant the period covers
   */
  from: string;
  /**
   * the instant after its last
   */
  to: string;
}
/**
 * This interface was referenced by `JobsApi`'s JSON-Schema
 * via the `definition` "JobRun".
 */
export interface JobRun {
  job: string;
  /**
   * 2026-W47 (a week), 2026-11 (a month), 2026-11-23 (a day), 2026-11-23T10 (an hour)
   */
  period: string;
  /**
   * the first instant the period covers
   */
  from: string;
  /**
   * the instant after its last
   */
  to: string;
  status: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  attempts: number;
  lastError: string | null;
  /**
   * when a failed run is tried again; null once given up (it can still be run by hand)
   */
  nextAttemptAt: string | null;
  /**
   * what the run did, as counts (emails, orders, alerts…)
   */
  outcome: {
    [k: string]: number;
  } | null;
}
/**
 * This interface was referenced by `JobsApi`'s JSON-Schema
 * via the `definition` "PeriodChoice".
 */
export interface PeriodChoice {
  /**
   * the period's key, to send back in RunJobRequest
   */
  period: string;
  /**
   * the first instant it covers
   */
  from: string;
  /**
   * the instant after its last
   */
  to: string;
}
/**
 * The period to run, one of two ways: its key (`period`, one of the job's choices), or a day of the programme's calendar (`day`, 2026-11-26), which names the week, month or day holding it. One that has run already answers that run.
 *
 * This interface was referenced by `JobsApi`'s JSON-Schema
 * via the `definition` "RunJobRequest".
 */
export interface RunJobRequest {
  period?: string;
  day?: string;
}
