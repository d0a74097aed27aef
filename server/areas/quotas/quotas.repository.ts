import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Quota } from '#schemas/generated/quota.ts';
import { QUOTA_QUANTITY_STORED } from '#schemas/number-bounds.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { nullsLargest, type ListOrder } from '#server/lists/list-order.ts';
import { usStateRelation } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';


function select(db: Db) {
  return db
    .selectFrom('quotas as q')
    .leftJoin(usStateRelation(db).as('s'), 's.code', 'q.state')
    .select([
      'q.id as id',
      'q.state as state',
      's.name as stateName',
      'q.quota_period as quotaPeriod',
      'q.quantity as quantity',
      'q.created_at as createdAt',
      'q.updated_at as updatedAt',
    ]);
}

function toQuota(row: Omit<Quota, 'stateName' | 'quantity'> & { stateName: string | null; quantity: number | string }): Quota {
  return { ...row, stateName: row.stateName ?? row.state, quantity: storedInteger(row.quantity, QUOTA_QUANTITY_STORED) };
}

/** The columns GET /api/quotas sorts on; the state code breaks ties. */
export const QUOTA_SORT_COLUMN = { state: 'q.state', stateName: 's.name', quotaPeriod: 'q.quota_period', quantity: 'q.quantity' } as const;
export type QuotaSortField = keyof typeof QUOTA_SORT_COLUMN;
export const DEFAULT_QUOTA_SORT: ListOrder<QuotaSortField> = { field: 'state', direction: 'asc' };

export async function listQuotas(db: Db, order: ListOrder<QuotaSortField> = DEFAULT_QUOTA_SORT): Promise<Quota[]> {
  const { field, direction } = order;
  let query = select(db);
  // A quota of a state missing from us_states has no name: it sorts last, the same on both databases.
  if (field === 'stateName') query = query.orderBy(nullsLargest(QUOTA_SORT_COLUMN.stateName, direction));
  else if (field !== 'state') query = query.orderBy(sql.ref(QUOTA_SORT_COLUMN[field]), direction);
  return (await query.orderBy('q.state', direction).execute()).map(toQuota);
}

/** The states that have a quota. */
export async function quotaStates(db: Db): Promise<string[]> {
  return (await db.selectFrom('quotas').select('state').execute()).map((q) => q.state);
}

export async function findQuotaById(db: Db, id: string): Promise<Quota | undefined> {
  const row = await select(db).where('q.id', '=', id).executeTakeFirst();
  return row && toQuota(row);
}

export async function findQuotaByState(db: Db, state: string): Promise<Quota | undefined> {
  const row = await select(db).where('q.state', '=', state).executeTakeFirst();
  return row && toQuota(row);
}

/** Inserts a state's quota; a second quota for the same state breaks the unique constraint (the caller says 409). */
export async function insertQuota(db: Db, input: { state: string; quantity: number }, now: Date = new Date()): Promise<Quota> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('quotas')
    .values({ id, state: input.state, quota_period: 'MONTHLY', quantity: input.quantity, created_at: at, updated_at: at })
    .execute();
  return (await findQuotaById(db, id))!;
}

export async function updateQuotaQuantity(db: Db, state: string, quantity: number, now: Date = new Date()): Promise<Quota | undefined> {
  const result = await db
    .updateTable('quotas')
    .set({ quantity, updated_at: now.toISOString() })
    .where('state', '=', state)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findQuotaByState(db, state);
}

/** Deletes a quota; returns the deleted quota (the client removes its row by state) or undefined when unknown. */
export async function deleteQuota(db: Db, id: string): Promise<Quota | undefined> {
  const quota = await findQuotaById(db, id);
  if (!quota) return undefined;
  await db.deleteFrom('quotas').where('id', '=', id).execute();
  return quota;
}
