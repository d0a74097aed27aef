import { randomInt } from 'node:crypto';
import { type Kysely } from 'kysely';

/*
 * Membership applications reviewed in the portal (docs/product.md#membership-applications).
 * - reference: the short code the applicant's emails quote (`MA-` and 6 characters without look-alikes), unique;
 *   applications already stored get one here.
 * - facility_type, state: copied out of the application's JSON so the queue filters on them.
 * - decided_at, decided_by (a user id), decision_reason (a rejection's), customer_id (the customer an approval
 *   created or linked).
 * Frozen once landed.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function reference(): string {
  let text = 'MA-';
  for (let i = 0; i < 6; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['reference', 'facility_type', 'state', 'decided_at', 'decided_by', 'decision_reason', 'customer_id']) {
    await db.schema.alterTable('membership_applications').addColumn(column, 'text').execute();
  }
  const rows = await db.selectFrom('membership_applications').select(['id', 'application']).execute() as { id: string; application: string }[];
  const used = new Set<string>();
  for (const row of rows) {
    let ref = reference();
    while (used.has(ref)) ref = reference();
    used.add(ref);
    const application = JSON.parse(row.application) as { facilityType?: string; state?: string };
    await db.updateTable('membership_applications')
      .set({ reference: ref, facility_type: application.facilityType ?? null, state: application.state ?? null })
      .where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('membership_applications_reference').on('membership_applications').column('reference').unique().execute();
  await db.schema.createIndex('membership_applications_status_created').on('membership_applications').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('membership_applications_status_created').ifExists().execute();
  await db.schema.dropIndex('membership_applications_reference').ifExists().execute();
  for (const column of ['customer_id', 'decision_reason', 'decided_by', 'decided_at', 'state', 'facility_type', 'reference']) {
    await db.schema.alterTable('membership_applications').dropColumn(column).execute();
  }
}
