import type { Db } from '#server/db/database.ts';
import { calendarDayIn } from '#engine/dates.ts';

/**
 * Dates as a state sees them (docs/product.md#rules-of-an-order): a state's "today" and quota month are counted in its own time
 * zone, while instants are stored in UTC. States without a time zone (not served) count in UTC.
 */

// Time zones change date on whole minutes, so a state's date is the same for a whole minute: remembered per minute,
// because formatting a date in a time zone costs more than the rest of deciding a step's date.
const lastDate = new Map<string, { minute: number; date: string }>();

/** stateDate(new Date('2025-03-01T05:00:00Z'), 'America/Denver') === '2025-02-28' */
export function stateDate(at: Date, timeZone: string | null | undefined): string {
  const zone = timeZone ?? 'UTC';
  const minute = Math.floor(at.getTime() / 60_000);
  const cached = lastDate.get(zone);
  if (cached?.minute === minute) return cached.date;
  const date = calendarDayIn(at, zone);
  lastDate.set(zone, { minute, date });
  return date;
}

/** stateMonth(new Date('2025-03-01T05:00:00Z'), 'America/Denver') === '2025-02' */
export function stateMonth(at: Date, timeZone: string | null | undefined): string {
  return stateDate(at, timeZone).slice(0, 7);
}

export interface StateInfo {
  code: string;
  name: string;
  timeZone: string | null;
}

const cache = new WeakMap<object, Promise<Map<string, StateInfo>>>();

/** The states (reference data, fixed while the server runs), read once per database. */
export function statesOf(db: Db): Promise<Map<string, StateInfo>> {
  let states = cache.get(db);
  if (!states) {
    states = db
      .selectFrom('us_states')
      .select(['code', 'name', 'time_zone'])
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.code, { code: r.code, name: r.name, timeZone: r.time_zone }])));
    // A failed read is not cached: the next request tries again.
    states.catch(() => cache.delete(db));
    cache.set(db, states);
  }
  return states;
}

/** The state's time zone, or null for an unknown state or one without a time zone. */
export async function timeZoneOf(db: Db, state: string | null | undefined): Promise<string | null> {
  if (!state) return null;
  return (await statesOf(db)).get(state)?.timeZone ?? null;
}
