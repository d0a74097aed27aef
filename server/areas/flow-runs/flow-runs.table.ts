/** The `flow_runs` table (see server/db/database.schema.ts for the column conventions). */
export interface FlowRunsTable {
  id: string;
  flow_id: string;
  flow_version: number;
  current_step: number;
  status: 'active' | 'ineligible' | 'refused' | 'completed';
  /** JSON: answers held by the server, keyed by question id */
  answers_enc: string;
  /** JSON: effect results (remaining units, consumer id, order) */
  context: string;
  consumer_id: string | null;
  order_id: string | null;
  /** optimistic-concurrency counter: a step write must match the version it read */
  revision: number;
  /** 1 for a staff member's preview of a version (writes nothing else, counted nowhere); 0 for a consumer's run */
  preview: number;
  created_at: string;
  updated_at: string;
}
