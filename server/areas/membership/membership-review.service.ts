import type { ApplicationDetail, ApproveRequest } from '#schemas/generated/membership-review.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { findCustomer, insertCustomer } from '#server/areas/customers/index.ts';
import { giveContactAccess, type InviteMail } from '#server/areas/users/index.ts';
import type { Db } from '#server/db/database.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { approvalEmail, rejectionEmail } from './decision-email.ts';
import { applicationDetail, applicationOf, findApplicationById, recordDecision } from './membership-review.repository.ts';
import type { MembershipApplicationRow } from './membership.repository.ts';

/** Who decides (the request's audit trail names them and records the decision), and when. */
export interface Reviewer {
  audit: AuditTrail;
  /** for the contact's invite */
  mail: InviteMail;
  now: Date;
}

async function pendingApplication(db: Db, id: string): Promise<MembershipApplicationRow> {
  const row = await findApplicationById(db, id);
  if (!row) throw catalogued('NOT_FOUND', 'There is no such membership application.');
  if (row.status !== 'pending') throw catalogued('APPLICATION_DECIDED', `This application was already ${row.status}.`);
  return row;
}

/**
 * Approves a pending application in one transaction: the customer (an existing one linked, or a new one from the
 * application under the given id, else under the application's reference), the contact's customer-role user tied to
 * it (invited, or an existing customer user linked), the approval email, and who decided when.
 */
export async function approveApplication(db: Db, id: string, request: ApproveRequest, by: Reviewer): Promise<ApplicationDetail> {
  const row = await pendingApplication(db, id);
  const application = applicationOf(row);
  const reference = row.reference ?? row.id;
  const customerId = request.customerId?.trim() || reference;
  await db.transaction().execute(async (trx) => {
    if (!(await recordDecision(trx, id, { status: 'approved', by: by.audit.actorUserId, at: by.now, customerId }))) {
      throw catalogued('APPLICATION_DECIDED', 'Someone decided this application a moment ago. Reload it to see the decision.');
    }
    const existing = await findCustomer(trx, customerId);
    if (!existing) {
      await insertCustomer(trx, customerId, {
        customerName: application.legalBusinessName, street: application.street, city: application.city, state: application.state,
        zip: application.zip, phone: application.phone, accountType: application.facilityType,
      }, by.now);
    }
    const access = await giveContactAccess(trx, { email: application.contactEmail, name: application.contactName }, customerId, by.audit, by.mail, by.now);
    await enqueueEmail(trx, approvalEmail(application, reference, access.invited), by.now);
    await by.audit.record(trx, {
      entityId: id,
      detail: { reference, customerId, customer: existing ? 'linked' : 'created', contact: access.invited ? 'invited' : 'linked' },
    }, by.now);
  });
  return applicationDetail(db, (await findApplicationById(db, id))!);
}

/** Rejects a pending application with the reason the applicant reads, in one transaction with its email. */
export async function rejectApplication(db: Db, id: string, reason: string, by: Reviewer): Promise<ApplicationDetail> {
  const row = await pendingApplication(db, id);
  const reference = row.reference ?? row.id;
  const why = reason.trim();
  await db.transaction().execute(async (trx) => {
    if (!(await recordDecision(trx, id, { status: 'rejected', by: by.audit.actorUserId, at: by.now, reason: why }))) {
      throw catalogued('APPLICATION_DECIDED', 'Someone decided this application a moment ago. Reload it to see the decision.');
    }
    await enqueueEmail(trx, rejectionEmail(applicationOf(row), reference, why), by.now);
    // The reason is the reviewer's free text about a facility: kept on the application, not copied to the audit log.
    await by.audit.record(trx, { entityId: id, detail: { reference } }, by.now);
  });
  return applicationDetail(db, (await findApplicationById(db, id))!);
}
