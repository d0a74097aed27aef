import { type Kysely } from 'kysely';

/*
 * Decision 086: a questionnaire posted without a script passes its captcha by the limits of the network it comes from.
 * One row per pass and network counted (an IPv4 address; an IPv6 /64 and its /48), the network as a keyed hash, kept
 * a day (server/areas/captcha/no-script-passes.ts). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('no_script_passes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('network_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('no_script_passes_network').on('no_script_passes').columns(['network_key', 'at']).execute();
  await db.schema.createIndex('no_script_passes_at').on('no_script_passes').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('no_script_passes').ifExists().execute();
}
