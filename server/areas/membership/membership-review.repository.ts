import { sql, type Expression, type SqlBool } from 'kysely';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { ApplicationDetail, ApplicationsQuery, ApplicationSummary, LikelyDuplicate } from '#schemas/generated/membership-review.ts';
import type { Db } from '#server/db/database.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { customerIdsOf, findUserByEmail, staffNames } from '#server/areas/users/index.ts';
import { customerIdentities } from '#server/areas/customers/index.ts';
import { duplicateOf, facilityKeys, type FacilityKeys } from './application-duplicates.ts';
import type { MembershipApplicationRow } from './membership.repository.ts';

export type ApplicationFilters = Omit<ApplicationsQuery, 'limit' | 'offset'>;

function conditions(filters: ApplicationFilters): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  const range = dayRange(filters.from || undefined, filters.to || undefined, 'submitted');
  if (range.from) list.push(sql<SqlBool>`created_at >= ${range.from}`);
  if (range.to) list.push(range.toInclusive ? sql<SqlBool>`created_at <= ${range.to}` : sql<SqlBool>`created_at < ${range.to}`);
  if (filters.status) list.push(sql<SqlBool>`status = ${filters.status}`);
  if (filters.facilityType) list.push(sql<SqlBool>`facility_type = ${filters.facilityType}`);
  if (filters.state) list.push(sql<SqlBool>`state = ${filters.state.toUpperCase()}`);
  return list;
}

export function applicationOf(row: MembershipApplicationRow): MembershipApplication {
  return JSON.parse(row.application) as MembershipApplication;
}

export function summaryOf(row: MembershipApplicationRow): ApplicationSummary {
  const a = applicationOf(row);
  return {
    id: row.id, reference: row.reference ?? row.id, legalBusinessName: row.legal_business_name, name: a.name,
    facilityType: a.facilityType, state: a.state, contactName: a.contactName, contactEmail: row.contact_email, status: row.status,
    submittedAt: row.created_at, decidedAt: row.decided_at,
  };
}

/** The queue: oldest first while pending (first come, first served), newest first otherwise. */
export async function listApplications(db: Db, filters: ApplicationFilters, page: { limit: number; offset: number }): Promise<{ items: ApplicationSummary[]; total: number }> {
  const where = conditions(filters);
  const direction = filters.status === 'pending' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    db.selectFrom('membership_applications').selectAll().where((eb) => eb.and(where))
      .orderBy('created_at', direction).orderBy('id', direction).limit(page.limit).offset(page.offset).execute(),
    db.selectFrom('membership_applications').select((eb) => eb.fn.countAll<string | number>().as('n')).where((eb) => eb.and(where)).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(summaryOf), total: Number(count.n) };
}

export function findApplicationById(db: Db, id: string): Promise<MembershipApplicationRow | undefined> {
  return db.selectFrom('membership_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The keys an application is compared by (decision 064). */
function keysOf(row: MembershipApplicationRow): FacilityKeys {
  const a = applicationOf(row);
  return facilityKeys({ legalName: a.legalBusinessName, email: a.contactEmail, phone: a.phone, street: a.street, zip: a.zip });
}

/**
 * The customers and the other pending applications that share a detail with this application (decision 064): the
 * legal name, the contact email (a customer's: one of its users'), the phone or the street address, normalised. Never
 * the customer this application's approval created or linked, so a decided application does not point at itself.
 * Every customer is compared (a purchasing group's customers, thousands at most); the pending queue is short.
 */
export async function likelyDuplicates(db: Db, row: MembershipApplicationRow): Promise<LikelyDuplicate[]> {
  const mine = keysOf(row);
  const contact = await findUserByEmail(db, row.contact_email);
  const [applications, customers, contactCustomers] = await Promise.all([
    db.selectFrom('membership_applications').selectAll().where('id', '<>', row.id).where('status', '=', 'pending')
      .orderBy('created_at', 'desc').execute(),
    customerIdentities(db),
    contact ? customerIdsOf(db, contact.id) : Promise.resolve([]),
  ]);
  const emailCustomers = new Set(contactCustomers);
  const found: LikelyDuplicate[] = [];
  for (const c of customers) {
    if (c.id === row.customer_id) continue;
    const keys = facilityKeys({ legalName: c.name, phone: c.phone, street: c.street, zip: c.zip });
    const d = duplicateOf('customer', c.id, `${c.name} (customer ${c.id})`, mine, keys, emailCustomers.has(c.id) ? ['email'] : []);
    if (d) found.push(d);
  }
  for (const a of applications) {
    const d = duplicateOf('application', a.id, `${a.reference ?? a.id} ${a.legal_business_name} (${a.status})`, mine, keysOf(a));
    if (d) found.push(d);
  }
  return found.slice(0, 20);
}

/** Decides a pending application: false when it was decided already (by someone else a moment ago, too). */
export async function recordDecision(trx: Db, id: string, decision: { status: 'approved' | 'rejected'; by: string; at: Date; reason?: string; customerId?: string }): Promise<boolean> {
  const result = await trx.updateTable('membership_applications')
    .set({ status: decision.status, decided_at: decision.at.toISOString(), decided_by: decision.by, decision_reason: decision.reason ?? null, customer_id: decision.customerId ?? null })
    .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function applicationDetail(db: Db, row: MembershipApplicationRow): Promise<ApplicationDetail> {
  const decider = row.decided_by ? (await staffNames(db, [row.decided_by])).get(row.decided_by) : undefined;
  return {
    summary: summaryOf(row),
    application: applicationOf(row),
    decision: row.status === 'pending' || !row.decided_at ? null : {
      status: row.status, at: row.decided_at, by: decider ?? null,
      reason: row.decision_reason ?? null, customerId: row.customer_id ?? null,
    },
    likelyDuplicates: await likelyDuplicates(db, row),
  };
}
