import { sql, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { countLimit, countedTotal, type CountedTotal } from '#server/lists/bounded-count.ts';
import type { InstantRange } from '#server/lists/day-range.ts';
import type { Database } from '#server/db/database.schema.ts';
import type { Db } from '#server/db/database.ts';
import type { FlowResponsesTable } from './flow-responses.table.ts';

export type ResponseRow = Selectable<FlowResponsesTable>;

export interface ResponseFilters {
  flowId: string;
  version?: number | undefined;
  range: InstantRange;
}

/** Writes a run's response, once: a second write for the same run (a retried step) changes nothing. True when written. */
export async function insertResponse(db: Db, row: ResponseRow): Promise<boolean> {
  const done = await db.insertInto('flow_responses').values(row).onConflict((oc) => oc.column('run_id').doNothing()).executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function responseOfRun(db: Db, runId: string): Promise<ResponseRow | undefined> {
  return db.selectFrom('flow_responses').selectAll().where('run_id', '=', runId).executeTakeFirst();
}

function matching(filters: ResponseFilters) {
  return (eb: ExpressionBuilder<Database, 'flow_responses'>) => {
    const parts = [eb('flow_id', '=', filters.flowId)];
    if (filters.version !== undefined) parts.push(eb('flow_version', '=', filters.version));
    if (filters.range.from) parts.push(eb('recorded_at', '>=', filters.range.from));
    if (filters.range.to) parts.push(eb('recorded_at', filters.range.toInclusive ? '<=' : '<', filters.range.to));
    return eb.and(parts);
  };
}

/** A page of a questionnaire's responses, newest first, with how many match (counted a bounded way ahead). */
export async function listResponses(db: Db, filters: ResponseFilters, page: { limit: number; offset: number }): Promise<{ items: ResponseRow[] } & CountedTotal> {
  const rows = db.selectFrom('flow_responses').selectAll().where(matching(filters))
    .orderBy('recorded_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset);
  const limited = db.selectFrom('flow_responses').select(sql<number>`1`.as('one')).where(matching(filters)).limit(countLimit(page) + 1);
  const counted = db.selectFrom(limited.as('matching')).select((eb) => eb.fn.countAll<number | string>().as('n'));
  const [items, count] = await Promise.all([rows.execute(), counted.executeTakeFirstOrThrow()]);
  return { items, ...countedTotal(Number(count.n), page) };
}

/** Every matching response in batches, newest first, walked by key (recorded_at, id): memory stays one batch. */
export async function* streamResponses(db: Db, filters: ResponseFilters, batchSize = 1000): AsyncGenerator<ResponseRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const cursor = after;
    let query = db.selectFrom('flow_responses').selectAll().where(matching(filters));
    if (cursor) query = query.where(sql<SqlBool>`(recorded_at, id) < (${cursor.at}, ${cursor.id})`);
    const batch = await query.orderBy('recorded_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { at: last.recorded_at, id: last.id };
  }
}

export async function findResponse(db: Db, flowId: string, id: string): Promise<ResponseRow | undefined> {
  return db.selectFrom('flow_responses').selectAll().where('flow_id', '=', flowId).where('id', '=', id).executeTakeFirst();
}

/** Retention: the personal answers of responses recorded before `cutoff` erased; the others stay. Returns how many. */
export async function erasePersonalAnswersBefore(db: Db, cutoff: Date, now: Date): Promise<number> {
  const done = await db.updateTable('flow_responses').set({ personal_enc: null, personal_erased_at: now.toISOString() })
    .where('recorded_at', '<', cutoff.toISOString()).where('personal_enc', 'is not', null).executeTakeFirst();
  return Number(done.numUpdatedRows);
}
