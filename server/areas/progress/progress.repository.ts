import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';
import { QUOTA_USED_UNITS } from '#schemas/number-bounds.ts';
import { storedInteger } from '#server/db/stored-number.ts';

export interface UsageRow {
  state: string;
  stateName: string;
  period: string;
  usedUnits: number;
}

type Db = Kysely<Database>;

/** Units used per state in the given months (`YYYY-MM`): the counter the order path increments. */
export async function usageIn(db: Db, periods: string[], state?: string): Promise<UsageRow[]> {
  if (periods.length === 0) return [];
  let query = db
    .selectFrom('quota_usage as u')
    .leftJoin('us_states as s', 's.code', 'u.state')
    .select(['u.state as state', 's.name as stateName', 'u.period as period', 'u.used_units as usedUnits'])
    .where('u.period', 'in', periods);
  if (state) query = query.where('u.state', '=', state);
  return (await query.execute()).map((r) => ({ state: r.state, stateName: r.stateName ?? r.state, period: r.period, usedUnits: storedInteger(r.usedUnits, QUOTA_USED_UNITS) }));
}
