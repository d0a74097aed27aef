import { sql, type Expression, type SqlBool } from 'kysely';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { ApplicationDetail, ApplicationsQuery, ApplicationSummary, LikelyDuplicate } from '#schemas/generated/membership-review.ts';
import type { Db } from '#server/db/database.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { staffNames } from '#server/areas/users/index.ts';
import { customersNamed } from '#server/areas/customers/index.ts';
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

/** Other applications with the same legal name or contact email (any case), and customers with the same name. */
export async function likelyDuplicates(db: Db, row: MembershipApplicationRow): Promise<LikelyDuplicate[]> {
  const name = row.legal_business_name.trim().toLowerCase();
  const email = row.contact_email.trim().toLowerCase();
  const [applications, customers] = await Promise.all([
    db.selectFrom('membership_applications').select(['id', 'reference', 'legal_business_name', 'contact_email', 'status'])
      .where('id', '<>', row.id)
      .where((eb) => eb.or([eb(eb.fn('lower', ['legal_business_name']), '=', name), eb(eb.fn('lower', ['contact_email']), '=', email)]))
      .orderBy('created_at', 'desc').limit(10).execute(),
    customersNamed(db, name, 10),
  ]);
  return [
    ...applications.map((a): LikelyDuplicate => {
      const sameName = a.legal_business_name.trim().toLowerCase() === name;
      const sameEmail = a.contact_email.trim().toLowerCase() === email;
      return {
        kind: 'application', id: a.id, label: `${a.reference ?? a.id} ${a.legal_business_name} (${a.status})`,
        why: sameName && sameEmail ? 'same legal name and contact email' : sameName ? 'same legal name' : 'same contact email',
      };
    }),
    ...customers.map((c): LikelyDuplicate => ({ kind: 'customer', id: c.id, label: `${c.name} (customer ${c.id})`, why: 'same legal name' })),
  ];
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
