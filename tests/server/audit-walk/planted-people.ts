import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import { validApplication } from '../membership-fixtures.ts';
import { NARCAN } from '../admin/admin-fixtures.ts';

/**
 * People whose details are planted in the walk's database, each value distinctive enough that finding it in a reply
 * means the reply showed that person. A route that says it shows no personal data must never carry one.
 */
export const consumer = {
  firstName: 'Wilhelmina', lastName: 'Quarrington', email: 'wilhelmina.quarrington@example.net', phone: '720-555-0199',
  dob: '1979-04-23', street: '8472 Juniper Hollow Rd', city: 'Lakewood', zip: '80226',
};

export const applicant = { contactName: 'Ottoline Ferncastle', contactEmail: 'ottoline.ferncastle@example.net', contactPhone: '303-555-0187' };

/** Every planted value that is a person's, as it would appear in a reply. */
export const personalMarkers = [
  consumer.firstName, consumer.lastName, consumer.email, consumer.phone, consumer.street, ...Object.values(applicant),
];

/** Two membership applications of the same contact, for an approval and a rejection. */
export function applications(): MembershipApplication[] {
  return ['Juniper Outreach Collective', 'Hollow Creek Recovery'].map((name) => ({ ...validApplication, legalBusinessName: `${name} Inc.`, name, ...applicant }));
}

/** A consumer with real enciphered details and one order of theirs in `status`; returns the order's id and MRN. */
export async function plantConsumerOrder(app: FastifyInstance, status: 'received' | 'approved'): Promise<{ id: string; mrn: string }> {
  const enc = (value: string) => app.fieldCipher.encrypt(value);
  const consumerId = randomUUID();
  const now = new Date().toISOString();
  await app.db.insertInto('consumers').values({
    id: consumerId, person_hash: randomUUID(), email_hash: randomUUID(), address_hash: randomUUID(),
    first_name_enc: enc(consumer.firstName), last_name_enc: enc(consumer.lastName), email_enc: enc(consumer.email), phone_enc: enc(consumer.phone),
    dob_enc: enc(consumer.dob), gender_enc: enc('Female'), address_enc: enc(consumer.street), city_enc: enc(consumer.city), state: 'CO',
    zip_enc: enc(consumer.zip), county: null, ship_address_type: 'Home', ship_address_enc: enc(consumer.street), ship_address2_enc: null,
    ship_city_enc: enc(consumer.city), ship_state: 'CO', ship_zip_enc: enc(consumer.zip), ship_county: null, flagged_for_review: 0,
    created_at: now, purged_at: null,
  }).execute();
  const id = randomUUID();
  const mrn = `NX-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const day = now.slice(0, 10);
  await app.db.insertInto('consumer_orders').values({
    id, mrn, run_id: randomUUID(), consumer_id: consumerId, product_id: NARCAN, state: 'CO', county: null, quantity: 1, units: 2,
    reason: 'New Request', why: null, order_date: day, period: day.slice(0, 7), tracking_number: null, flagged_for_review: 0,
    review_reason: null, created_at: now, status,
  }).execute();
  return { id, mrn };
}
