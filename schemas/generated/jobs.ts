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
}
/**
 * This interface was referenced by `JobsApi`'s JSON-Schema
 * via the `definition` "NextRun".
 */
export interface NextRun {
  period: string;
  dueAt: string;
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
 * via the `definition` "RunJobRequest".
 */
export interface RunJobRequest {
  /**
   * the period to run; one that has run already answers that run
   */
  period: string;
}
