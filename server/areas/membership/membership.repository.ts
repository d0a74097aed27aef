import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { Db } from '#server/db/database.ts';
import { APPLICATION_REFERENCE_FORM } from '#schemas/mrn.ts';
import { readableCode } from '#server/crypto/readable-code.ts';
import type { MembershipApplicationsTable } from './membership-applications.table.ts';

export type MembershipApplicationRow = Selectable<MembershipApplicationsTable>;

/** A new application reference: `MA-` and 6 characters without look-alikes (about 30 bits). */
export function newApplicationReference(): string {
  return readableCode(APPLICATION_REFERENCE_FORM);
}

/** Stores an application for review (status pending) under a reference no other application has, and returns its row. */
export async function insertApplication(db: Db, application: MembershipApplication, now: Date): Promise<MembershipApplicationRow> {
  let reference = newApplicationReference();
  while (await db.selectFrom('membership_applications').select('id').where('reference', '=', reference).executeTakeFirst()) reference = newApplicationReference();
  const row: MembershipApplicationRow = {
    id: randomUUID(),
    reference,
    legal_business_name: application.legalBusinessName,
    contact_email: application.contactEmail,
    application: JSON.stringify(application),
    status: 'pending',
    facility_type: application.facilityType,
    state: application.state,
    created_at: now.toISOString(),
    decided_at: null,
    decided_by: null,
    decision_reason: null,
    customer_id: null,
  };
  await db.insertInto('membership_applications').values(row).execute();
  return row;
}

export async function findApplication(db: Db, id: string): Promise<MembershipApplicationRow | undefined> {
  return db.selectFrom('membership_applications').selectAll().where('id', '=', id).executeTakeFirst();
}
