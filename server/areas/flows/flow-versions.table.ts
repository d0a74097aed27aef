/** The `flow_versions` table: every version of every questionnaire flow (see server/db/database.schema.ts). */
export interface FlowVersionsTable {
  flow_id: string;
  version: number;
  status: 'draft' | 'published' | 'retired';
  /** the flow's JSON as text; a published version's is exactly the text its SHA-256 was taken of */
  definition: string;
  sha256: string;
  /** the version a draft was copied from */
  based_on: number | null;
  notes: string | null;
  /** users.id of the staff member, or null for a version imported from flows/ */
  created_by: string | null;
  created_at: string;
  updated_at: string;
  published_by: string | null;
  published_at: string | null;
  retired_by: string | null;
  retired_at: string | null;
}
