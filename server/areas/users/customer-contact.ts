import type { AuditTrail } from '#server/http/audit-trail.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { findUserByEmail } from './users.repository.ts';
import type { Db } from '#server/db/database.ts';
import type { InviteMail } from './invite-email.ts';
import { inviteUserIn } from './users.service.ts';

export interface CustomerContact {
  email: string;
  /** as the applicant wrote it: 'Alex Rivera' */
  name: string;
}

/** 'Alex de la Cruz' → first 'Alex', last 'de la Cruz'; a single word is the first name, and the last name repeats it. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const firstName = words[0]!;
  return { firstName, lastName: words.slice(1).join(' ') || firstName };
}

/**
 * Gives a customer's contact a customer-role user tied to the customer, in the caller's transaction: invited when the
 * email has no account yet; an existing customer-role user is linked to this customer too. A staff account cannot
 * be a customer's user (CONTACT_IS_STAFF). An invitation is an audit entry of its own, by the request's staff member.
 */
export async function giveContactAccess(trx: Db, contact: CustomerContact, customerId: string, audit: AuditTrail, mail: InviteMail, now: Date): Promise<{ userId: string; invited: boolean }> {
  const existing = await findUserByEmail(trx, contact.email);
  if (existing) {
    if (existing.role !== 'customer') throw catalogued('CONTACT_IS_STAFF');
    await trx.insertInto('user_customers').values({ user_id: existing.id, customer_id: customerId })
      .onConflict((oc) => oc.columns(['user_id', 'customer_id']).doNothing()).execute();
    return { userId: existing.id, invited: false };
  }
  const userId = await inviteUserIn(trx, { email: contact.email, ...splitName(contact.name), role: 'customer', customers: [customerId] }, audit, mail, now);
  return { userId, invited: true };
}
