import { randomUUID } from 'node:crypto';
import { QUOTA_QUANTITY_STORED } from '#schemas/number-bounds.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { stateMonth } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';

/** Notes the value a state's quota takes from `at` on (null: deleted); in the change's transaction. */
export async function recordQuotaValue(db: Db, entry: { state: string; quantity: number | null; at: Date; actorUserId: string | null }): Promise<void> {
  await db.insertInto('quota_history').values({
    id: randomUUID(), state: entry.state, quantity: entry.quantity, effective_at: entry.at.toISOString(), actor_user_id: entry.actorUserId,
  }).execute();
}

/**
 * The quota in force in each state at the end of each month asked (`YYYY-MM`, the state's own month): the last
 * value set in that month or before it. A state absent from the map for a month had no quota then (none set yet,
 * or deleted). Keys are `STATE|YYYY-MM`. A quota written without a history (a database filled by a script) counts
 * as in force since it was created, as migration 0013 took it.
 */
export async function quotasInForce(db: Db, periods: string[], timeZones: ReadonlyMap<string, string | null>, state?: string): Promise<Map<string, number>> {
  const last = [...periods].sort().at(-1);
  const inForce = new Map<string, number>();
  if (!last) return inForce;
  let query = db.selectFrom('quota_history').select(['state', 'quantity', 'effective_at']).orderBy('state').orderBy('effective_at').orderBy('id');
  if (state) query = query.where('state', '=', state);
  let quotas = db.selectFrom('quotas').select(['state', 'quantity', 'created_at']);
  if (state) quotas = quotas.where('state', '=', state);
  const [history, current] = await Promise.all([query.execute(), quotas.execute()]);
  const kept = new Set(history.map((r) => r.state));
  const rows = [...history, ...current.filter((q) => !kept.has(q.state)).map((q) => ({ state: q.state, quantity: q.quantity, effective_at: q.created_at }))];
  const byState = new Map<string, { month: string; quantity: number | null }[]>();
  for (const r of rows) {
    const month = stateMonth(new Date(r.effective_at), timeZones.get(r.state));
    if (month > last) continue;
    const list = byState.get(r.state) ?? [];
    list.push({ month, quantity: r.quantity === null ? null : storedInteger(r.quantity, QUOTA_QUANTITY_STORED) });
    byState.set(r.state, list);
  }
  for (const [code, changes] of byState) {
    for (const period of periods) {
      let value: number | null | undefined;
      for (const change of changes) if (change.month <= period) value = change.quantity;
      if (value !== undefined && value !== null) inForce.set(`${code}|${period}`, value);
    }
  }
  return inForce;
}
