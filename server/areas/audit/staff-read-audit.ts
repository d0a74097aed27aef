import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';
import { writeAuditEntry } from './audit-entry.ts';

export interface StaffRead {
  actorUserId: string;
  /** what was done, e.g. `consumer-orders.list`, `consumer-orders.export` */
  action: string;
  entity: string;
  entityId?: string | null;
  /** which filters were used and how many rows left the server: names and counts only, never a value */
  detail?: { filters?: string[]; rows?: number; [key: string]: unknown };
}

/**
 * Records that a staff member read consumers' data (architecture.md: every staff read is audited).
 * Filter *names* are kept, their values are not: a tracking number or a date of birth typed into a
 * filter is itself personal.
 */
export async function recordStaffRead(db: Kysely<Database>, read: StaffRead, at: Date = new Date()): Promise<void> {
  await writeAuditEntry(db, read, at);
}

/** The names of the filters that hold a value: `{ state: 'CO', reason: '' }` → `['state']`. */
export function usedFilterNames(filters: Record<string, unknown>): string[] {
  return Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k]) => k)
    .sort();
}
