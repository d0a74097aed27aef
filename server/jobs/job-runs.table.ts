import type { ColumnType } from 'kysely';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** The `job_runs` table (see server/db/database.schema.ts for the column conventions): one row per job and period. */
export interface JobRunsTable {
  job: string;
  /** the period the run is for: `2026-W47`, `2026-11`, `2026-11-23`, `2026-11-23T10` (server/jobs/cadence.ts) */
  period: string;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'done' | 'failed';
  /** attempts so far, the one running included (migration 0015) */
  attempts: Optional<number>;
  last_error: Optional<string | null>;
  /** when a failed run may be tried again; null once it has been given up */
  next_attempt_at: Optional<string | null>;
  /** until when the process running it holds it: past that, the process is taken for dead and another may run it */
  lease_until: Optional<string | null>;
  /** what the run did, counts only (JSON), e.g. {"emails":3} */
  outcome: Optional<string | null>;
}
