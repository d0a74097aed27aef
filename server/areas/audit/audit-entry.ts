import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '#server/http/audit-trail.ts';
import type { Db } from '#server/db/database.ts';

/** Writes one entry into the audit log: the audit trail's writer, and the portal's own entries (the retention job). */
export async function writeAuditEntry(db: Db, entry: AuditEntry, at: Date = new Date()): Promise<void> {
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
