import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';
import { writeAuditEntry } from './audit-entry.ts';

export interface StaffChange {
  actorUserId: string;
  /** what was done, e.g. `flows.publish`, `flows.draft.create` */
  action: string;
  entity: string;
  entityId: string;
  detail?: Record<string, unknown>;
}

/** Records a change a staff member made (a questionnaire version created, saved, published, retired, rolled back). */
export async function recordStaffChange(db: Kysely<Database> | Transaction<Database>, change: StaffChange, at: Date = new Date()): Promise<void> {
  await writeAuditEntry(db, change, at);
}
