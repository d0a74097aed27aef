import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/*
 * The questionnaire studio (decision 020): flow versions live in the database.
 * - flow_versions: every version of every flow, its JSON as text (exactly as published: its SHA-256 is the one in
 *   flows/flows.lock.json), who made and published it. One open draft per flow (a partial unique index).
 * - The database itself keeps a published version unchangeable, whatever the code does: a trigger refuses any change
 *   to the JSON, hash, id or publication of a version that is not a draft, any status move other than
 *   draft → published → retired, and deleting a version that is not a draft.
 * - flow_scenario_sets: the flow's scenarios (flows/<id>/scenarios.json), run against every draft.
 * Frozen once landed.
 */

const FROZEN = 'a published or retired flow version cannot change: create a draft from it instead';
const STATUS = 'a flow version moves only from draft to published, and from published to retired';
const KEEP = 'only a draft can be deleted';

/** A column of a version that never changes once it left draft. */
const frozenColumns = ['flow_id', 'version', 'definition', 'sha256', 'based_on', 'created_by', 'created_at', 'published_by', 'published_at'];

const legalStatusMove = (o: string, n: string) =>
  `(${n}.status = ${o}.status or (${o}.status = 'draft' and ${n}.status = 'published') or (${o}.status = 'published' and ${n}.status = 'retired'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flow_versions')
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published', 'retired')`))
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('based_on', 'integer')
    .addColumn('notes', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text')
    .addColumn('published_at', 'text')
    .addColumn('retired_by', 'text')
    .addColumn('retired_at', 'text')
    .addPrimaryKeyConstraint('flow_versions_pk', ['flow_id', 'version'])
    .execute();
  await sql`create unique index flow_versions_one_draft on flow_versions (flow_id) where status = 'draft'`.execute(db);
  await db.schema.createIndex('flow_versions_updated').on('flow_versions').column('updated_at').execute();

  await db.schema
    .createTable('flow_scenario_sets')
    .addColumn('flow_id', 'text', (c) => c.primaryKey())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  if (dialectOf(db) === 'postgres') await postgresGuards(db);
  else await sqliteGuards(db);
}

async function sqliteGuards(db: Kysely<any>): Promise<void> {
  const changed = frozenColumns.map((c) => `new.${c} is not old.${c}`).join(' or ');
  await sql`create trigger flow_versions_frozen before update on flow_versions
    when old.status <> 'draft' and (${sql.raw(changed)})
    begin select raise(abort, ${sql.lit(FROZEN)}); end`.execute(db);
  await sql`create trigger flow_versions_status before update of status on flow_versions
    when not ${sql.raw(legalStatusMove('old', 'new'))}
    begin select raise(abort, ${sql.lit(STATUS)}); end`.execute(db);
  await sql`create trigger flow_versions_keep before delete on flow_versions
    when old.status <> 'draft'
    begin select raise(abort, ${sql.lit(KEEP)}); end`.execute(db);
}

async function postgresGuards(db: Kysely<any>): Promise<void> {
  const changed = frozenColumns.map((c) => `new.${c} is distinct from old.${c}`).join(' or ');
  await sql`create function flow_versions_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        if old.status <> 'draft' then raise exception ${sql.lit(KEEP)}; end if;
        return old;
      end if;
      if old.status <> 'draft' and (${sql.raw(changed)}) then raise exception ${sql.lit(FROZEN)}; end if;
      if not ${sql.raw(legalStatusMove('old', 'new'))} then raise exception ${sql.lit(STATUS)}; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger flow_versions_guard before update or delete on flow_versions
    for each row execute function flow_versions_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flow_scenario_sets').ifExists().execute();
  await db.schema.dropTable('flow_versions').ifExists().execute();
  if (dialectOf(db) === 'postgres') await sql`drop function if exists flow_versions_guard()`.execute(db);
}
