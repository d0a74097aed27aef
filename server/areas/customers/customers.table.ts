/** The `customers` table (see server/db/database.schema.ts for the column conventions). */
export interface CustomersTable {
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  account_type: string;
  created_at: string;
  updated_at: string;
}
