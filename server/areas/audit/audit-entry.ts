import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';

/** One row of audit_log: who did what to which record; `detail` holds names and counts, never a personal value. */
export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: Record<string, unknown>;
}

export async function writeAuditEntry(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
