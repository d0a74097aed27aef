import type { Db } from '#server/db/database.ts';
import type { Cadence } from './cadence.ts';

/** What a job's run is given: the period it is for, its span in time, and the moment it runs (injected in tests). */
export interface JobContext {
  db: Db;
  period: string;
  /** the instants the period covers, [from, to) */
  span: { from: Date; to: Date };
  now: Date;
  timeZone: string;
}

/**
 * What a run did: counts for the Jobs page and the audit log (never a personal value), and the writes that must happen
 * exactly once (emails), which the scheduler commits in one transaction with the run's completion.
 */
export interface JobResult {
  outcome: Record<string, number>;
  /** the writes to make exactly once; counts it returns are added to the outcome */
  commit?: (trx: Db) => Promise<Record<string, number> | void>;
}

/** A scheduled job (decision 027): its name, when it runs, how many missed periods it catches up, and its work. */
export interface JobDefinition {
  /** `weekly-orders`: with the period, the run's name (`weekly-orders@2026-W47`) */
  name: string;
  /** for people: 'Weekly orders report' */
  title: string;
  cadence: Cadence;
  /** at most this many missed periods are run when a process comes back (the latest ones) */
  catchUp: number;
  /** Reads and prepares; work that may be repeated safely (a deletion) can be done here, emails go in `commit`. */
  run(ctx: JobContext): Promise<JobResult>;
}
