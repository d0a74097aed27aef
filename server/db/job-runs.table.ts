/** The `job_runs` table (see server/db/database.schema.ts for the column conventions). */
export interface JobRunsTable {
  job: string;
  period: string;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'done' | 'failed';
}
