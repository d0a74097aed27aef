import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { Db } from '#server/db/database.ts';
import type { MembershipApplicationsTable } from './membership-applications.table.ts';

export type MembershipApplicationRow = Selectable<MembershipApplicationsTable>;

/** Stores an application for review (status pending) and returns its row. */
export async function insertApplication(db: Db, application: MembershipApplication, now: Date): Promise<MembershipApplicationRow> {
  const row: MembershipApplicationRow = {
    id: randomUUID(),
    legal_business_name: application.legalBusinessName,
    contact_email: application.contactEmail,
    application: JSON.stringify(application),
    status: 'pending',
    created_at: now.toISOString(),
  };
  await db.insertInto('membership_applications').values(row).execute();
  return row;
}

export async function findApplication(db: Db, id: string): Promise<MembershipApplicationRow | undefined> {
  return db.selectFrom('membership_applications').selectAll().where('id', '=', id).executeTakeFirst();
}
