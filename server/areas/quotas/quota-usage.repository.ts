import { QUOTA_QUANTITY_STORED, QUOTA_USED_UNITS } from '#schemas/number-bounds.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { compiledQueries } from '#server/db/compiled-query.ts';
import type { Db } from '#server/db/database.ts';

/** A state's monthly limit in units, or undefined when the state has no quota (nothing can be ordered there). */
export async function quotaLimitOf(db: Db, state: string): Promise<number | undefined> {
  const row = await db.selectFrom('quotas').select('quantity').where('state', '=', state).executeTakeFirst();
  return row ? storedInteger(row.quantity, QUOTA_QUANTITY_STORED) : undefined;
}

/** Units already ordered in the state's month `period` (YYYY-MM). */
export async function usedUnitsOf(db: Db, state: string, period: string): Promise<number> {
  const row = await db.selectFrom('quota_usage').select('used_units').where('state', '=', state).where('period', '=', period).executeTakeFirst();
  return row ? storedInteger(row.used_units, QUOTA_USED_UNITS) : 0;
}

export interface UsageRow {
  state: string;
  period: string;
  usedUnits: number;
}

/** Units used per state in the given months (`YYYY-MM`), of one state or all: the counter the order path increments. */
export async function usageIn(db: Db, periods: readonly string[], state?: string): Promise<UsageRow[]> {
  if (periods.length === 0) return [];
  let query = db.selectFrom('quota_usage').select(['state', 'period', 'used_units']).where('period', 'in', periods);
  if (state) query = query.where('state', '=', state);
  return (await query.execute()).map((r) => ({ state: r.state, period: r.period, usedUnits: storedInteger(r.used_units, QUOTA_USED_UNITS) }));
}

interface QuotaUsageRow { state: string; quantity: number; period: string | null; used_units: number | null }

// One round trip: each quota with the usage rows of the asked months (a state appears once per usage row). Compiled
// once per number of states asked for (the questionnaire asks for one on every step that shows the remaining units).
const quotaUsageQuery = compiledQueries<number, Record<string, string>, QuotaUsageRow>((count) => String(count), (db, arg, count) => {
  const listOf = (name: string) => Array.from({ length: count }, (_, i) => arg(`${name}${i}`));
  return db
    .selectFrom('quotas as q')
    .leftJoin('quota_usage as u', (join) => join.onRef('u.state', '=', 'q.state').on('u.period', 'in', listOf('period')))
    .select(['q.state', 'q.quantity', 'u.period', 'u.used_units'])
    .where('q.state', 'in', listOf('state'));
});

/** Remaining units per state for the given periods: limit − used, never below 0; states without a quota have 0. */
export async function remainingUnits(db: Db, states: { state: string; period: string }[]): Promise<{ state: string; remaining: number }[]> {
  if (states.length === 0) return [];
  const args: Record<string, string> = {};
  states.forEach((s, i) => {
    args[`state${i}`] = s.state;
    args[`period${i}`] = s.period;
  });
  const { rows } = await quotaUsageQuery(states.length)(db, args);
  const limitOf = new Map(rows.map((r) => [r.state, storedInteger(r.quantity, QUOTA_QUANTITY_STORED)]));
  const usedOf = new Map(rows.filter((r) => r.period !== null).map((r) => [`${r.state}|${r.period}`, storedInteger(r.used_units, QUOTA_USED_UNITS)]));
  return states.map(({ state, period }) => ({
    state,
    remaining: Math.max(0, (limitOf.get(state) ?? 0) - (usedOf.get(`${state}|${period}`) ?? 0)),
  }));
}

/**
 * Takes `units` from the state's month, if they fit under `limit`: one conditional UPDATE, whose row lock makes
 * concurrent orders wait for each other on both databases (docs/decisions/002). Call inside the order's
 * transaction. Returns the month's used units after the order (its threshold alerts are decided from them), or null
 * (and changes nothing) when the units do not fit.
 */
export async function takeUnits(db: Db, state: string, period: string, units: number, limit: number): Promise<number | null> {
  if (units > limit) return null;
  await db
    .insertInto('quota_usage')
    .values({ state, period, used_units: 0 })
    .onConflict((oc) => oc.columns(['state', 'period']).doNothing())
    .execute();
  const row = await db
    .updateTable('quota_usage')
    .set((eb) => ({ used_units: eb('used_units', '+', units) }))
    .where('state', '=', state)
    .where('period', '=', period)
    .where((eb) => eb(eb('used_units', '+', units), '<=', limit))
    .returning('used_units')
    .executeTakeFirst();
  return row ? storedInteger(row.used_units, QUOTA_USED_UNITS) : null;
}

/**
 * Gives `units` back to the state's month (a cancelled order's): call inside the cancellation's transaction, so the
 * quota and the order's status never disagree. Never below 0.
 */
export async function returnUnits(db: Db, state: string, period: string, units: number): Promise<void> {
  await db
    .updateTable('quota_usage')
    .set((eb) => ({ used_units: eb.case().when('used_units', '<', units).then(0).else(eb('used_units', '-', units)).end() }))
    .where('state', '=', state)
    .where('period', '=', period)
    .execute();
}
