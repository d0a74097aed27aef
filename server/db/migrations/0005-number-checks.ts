import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/*
 * The database refuses numbers no route may store, so a future route that forgets to validate cannot store
 * them either (issue: `"1e400"` became `Inf` in SQLite and took every list reading it down).
 * - PostgreSQL: CHECK constraints `<table>_<column>_range`.
 * - SQLite cannot add a constraint to an existing table, and rebuilding these tables (foreign keys, indexes
 *   of 0003) for it is riskier than the check; so BEFORE INSERT / BEFORE UPDATE triggers `<table>_<column>_range_*`
 *   abort the statement the same way. Decision 010.
 * Rows already out of range are first repaired, each one reported in audit_log (action `data.repair`, the old
 * value in `detail`): a value above the range becomes its maximum, below (or not a number) its minimum,
 * a fraction its whole part. The figures are those of schemas/number-bounds.ts when this was written; frozen.
 */
export const rangeChecks: [table: string, key: string, column: string, min: number, max: number][] = [
  ['quotas', 'id', 'quantity', 0, 100_000_000],
  ['quota_usage', 'state', 'used_units', 0, 100_000_000],
  ['bulk_orders', 'id', 'quantity', 1, 1_000_000],
  ['consumer_orders', 'id', 'quantity', 1, 100],
  ['consumer_orders', 'id', 'units', 1, 10_000],
  ['consumer_orders', 'id', 'flagged_for_review', 0, 1],
  ['consumers', 'id', 'flagged_for_review', 0, 1],
];

/** SQL that is true when the column holds a whole number within [min, max] (NULL is left to NOT NULL). */
function inRange(ref: string, min: number, max: number) {
  return sql`(${sql.raw(ref)} between ${sql.lit(min)} and ${sql.lit(max)} and ${sql.raw(ref)} = cast(${sql.raw(ref)} as integer))`;
}

async function repair(db: Kysely<any>, table: string, key: string, column: string, min: number, max: number): Promise<void> {
  const extraKey = table === 'quota_usage' ? ', period' : '';
  const bad = await sql<{ key: string; extra?: string; value: string }>`
    select ${sql.raw(key)} as key${sql.raw(extraKey ? ', period as extra' : '')}, cast(${sql.raw(column)} as text) as value
    from ${sql.table(table)} where ${sql.raw(column)} is not null and not ${inRange(column, min, max)}`.execute(db);
  const at = new Date().toISOString();
  for (const row of bad.rows) {
    const detail = JSON.stringify({ table, column, old: row.value, min, max, ...(row.extra ? { period: row.extra } : {}) });
    await db.insertInto('audit_log').values({ id: randomUUID(), at, actor_user_id: null, action: 'data.repair', entity: table, entity_id: String(row.key), detail }).execute();
  }
  if (bad.rows.length === 0) return;
  // Above the range (SQLite's Inf and text sort above every number) → max; below, or NaN → min; else the whole part.
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = case
      when ${sql.raw(column)} > ${sql.lit(max)} then ${sql.lit(max)}
      when ${sql.raw(column)} >= ${sql.lit(min)} then cast(${sql.raw(column)} as integer)
      else ${sql.lit(min)} end
    where ${sql.raw(column)} is not null and not ${inRange(column, min, max)}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const [table, key, column, min, max] of rangeChecks) {
    await repair(db, table, key, column, min, max);
    const name = `${table}_${column}_range`;
    if (postgres) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} check (${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)})`.execute(db);
      continue;
    }
    for (const event of ['insert', 'update']) {
      await sql`create trigger ${sql.id(`${name}_${event}`)} before ${sql.raw(event === 'insert' ? 'insert' : `update of ${column}`)} on ${sql.table(table)}
        when new.${sql.ref(column)} is not null and not ${inRange(`new.${column}`, min, max)}
        begin select raise(abort, ${sql.lit(`CHECK constraint failed: ${name}`)}); end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const [table, , column] of [...rangeChecks].reverse()) {
    const name = `${table}_${column}_range`;
    if (postgres) await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(name)}`.execute(db);
    else for (const event of ['insert', 'update']) await sql`drop trigger if exists ${sql.id(`${name}_${event}`)}`.execute(db);
  }
}
