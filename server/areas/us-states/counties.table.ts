/** The `counties` table (see server/db/database.schema.ts for the column conventions). */
export interface CountiesTable {
  state_code: string;
  name: string;
}
