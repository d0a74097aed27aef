import type { ExpiringKits } from '#schemas/generated/expiring-kits.ts';
import { addDays } from '#engine/dates.ts';
import { expiringKitCounts } from '#server/areas/consumer-orders/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';

/** How far ahead Progress looks for kits that expire, in bands of this many days. */
export const EXPIRY_BANDS_DAYS = [30, 60, 90] as const;

/**
 * Progress's kits that expire (docs/product.md#kits-that-expire): per state, the kits shipped that expire from
 * `today` (the programme's calendar day) to 90 days on, in 30-day bands, and how many will get the kit-expiry email.
 * States without one are left out.
 */
export async function expiringKitsFrom(db: Db, today: string): Promise<ExpiringKits> {
  const ends = EXPIRY_BANDS_DAYS.map((days) => addDays(today, days - 1) as string);
  const [counts, states] = await Promise.all([expiringKitCounts(db, today, ends[ends.length - 1] as string), statesOf(db)]);
  const byState = new Map<string, ExpiringKits['rows'][number]>();
  for (const c of counts) {
    const row = byState.get(c.state) ?? { state: c.state, stateName: states.get(c.state)?.name ?? c.state, bands: [0, 0, 0] as [number, number, number], total: 0, withEmail: 0 };
    const band = ends.findIndex((end) => c.expiresOn <= end);
    row.bands[band as 0 | 1 | 2] += c.kits;
    row.total += c.kits;
    row.withEmail += c.kitsWithEmail;
    byState.set(c.state, row);
  }
  return { today, rows: [...byState.values()].sort((a, b) => a.stateName.localeCompare(b.stateName)) };
}
