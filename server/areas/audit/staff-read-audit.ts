import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';

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
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      actor_user_id: read.actorUserId,
      action: read.action,
      entity: read.entity,
      entity_id: read.entityId ?? null,
      detail: read.detail ? JSON.stringify(read.detail) : null,
    })
    .execute();
}

/** The names of the filters that hold a value: `{ state: 'CO', reason: '' }` → `['state']`. */
export function usedFilterNames(filters: Record<string, unknown>): string[] {
  return Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k]) => k)
    .sort();
}
