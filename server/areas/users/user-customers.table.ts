/** The `user_customers` table (see server/db/database.schema.ts for the column conventions). */
export interface UserCustomersTable {
  user_id: string;
  customer_id: string;
}
