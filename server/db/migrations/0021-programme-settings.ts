import { type Kysely } from 'kysely';

/*
 * Decision 058, the programme's own pages: its name, contact details and the addresses of its website, privacy
 * statement, terms and help, which a superAdmin sets in the portal. One row, made at the first save.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('programme_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('programme_name', 'text')
    .addColumn('marketing_site_url', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('privacy_statement_url', 'text')
    .addColumn('terms_of_use_url', 'text')
    .addColumn('terms_of_sale_url', 'text')
    .addColumn('help_url', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('programme_settings').execute();
}
