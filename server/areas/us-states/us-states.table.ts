/** The `us_states` table (see server/db/database.schema.ts for the column conventions). */
export interface UsStatesTable {
  code: string;
  name: string;
  time_zone: string | null;
}
