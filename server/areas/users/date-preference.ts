import { datePreferenceOf } from '#schemas/date-preference.ts';
import type { ChosenDatePreference } from '#schemas/generated/user-api.ts';
import type { Db } from '#server/db/database.ts';

/** How a staff member chose to read dates and times (decision 066); null until they choose, or for no such account. */
export async function chosenDatePreference(db: Db, userId: string): Promise<ChosenDatePreference> {
  const row = await db.selectFrom('users').select(['date_format', 'time_format']).where('id', '=', userId).executeTakeFirst();
  return row ? datePreferenceOf(row.date_format, row.time_format) : null;
}

/** Keeps their choice (null: back to their browser's language) and answers it as kept. */
export async function chooseDatePreference(db: Db, userId: string, choice: ChosenDatePreference, now: Date): Promise<ChosenDatePreference> {
  await db.updateTable('users')
    .set({ date_format: choice?.date ?? null, time_format: choice?.time ?? null, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return chosenDatePreference(db, userId);
}
