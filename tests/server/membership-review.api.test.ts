import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_REFERENCE_PATTERN } from '#schemas/mrn.ts';
import type { ApplicationDetail, ApplicationSummary } from '#schemas/generated/membership-review.ts';
import { createCustomer, createUser } from './auth-helpers.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { validApplication as valid } from './membership-fixtures.ts';
import { testDatabases } from './test-db.ts';

/** Membership applications reviewed by staff (docs/product.md#membership-applications), on each database. */
describe.each(testDatabases())('membership review API on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
  });
  afterAll(() => f.app.close());

  // Each application its own phone and street unless a test gives them: only what a test shares is a likely duplicate.
  let applied = 0;
  async function apply(changes: Partial<typeof valid> = {}): Promise<{ id: string; reference: string }> {
    applied += 1;
    const own = { phone: `720-555-${String(1000 + applied)}`, street: `${100 + applied} Own Street` };
    const reply = await f.as(null, { method: 'POST', url: '/api/user/register', payload: { ...valid, ...own, ...changes } });
    expect(reply.statusCode).toBe(201);
    return reply.json();
  }
  const detail = async (id: string) => (await f.as('admin', { method: 'GET', url: `/api/membership-applications/${id}` })).json<ApplicationDetail>();
  const emailsTo = (to: string) => f.db.selectFrom('outbox').select(['kind', 'subject', 'text_body']).where('to_address', '=', to).orderBy('created_at').execute();

  it('lists the queue for admins only, filtered by status, facility type, state and date', async () => {
    await apply({ contactEmail: 'queue.one@example.org', legalBusinessName: 'Queue One LLC' });
    await apply({ contactEmail: 'queue.two@example.org', legalBusinessName: 'Queue Two LLC', state: 'KY', facilityType: 'First Responder' });
    expect((await f.as(null, { method: 'GET', url: '/api/membership-applications' })).statusCode).toBe(401);
    expect((await f.as('customer', { method: 'GET', url: '/api/membership-applications' })).statusCode).toBe(403);
    const all = (await f.as('admin', { method: 'GET', url: '/api/membership-applications?status=pending' })).json<{ items: ApplicationSummary[]; total: number }>();
    expect(all.items.map((a) => a.legalBusinessName)).toEqual(['Queue One LLC', 'Queue Two LLC']);
    expect(all.items[0]).toMatchObject({ status: 'pending', facilityType: 'Community Based Organization', state: 'CO', contactName: 'Alex Rivera', decidedAt: null });
    expect(all.items[0]!.reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    const ky = (await f.as('admin', { method: 'GET', url: '/api/membership-applications?state=ky&facilityType=First%20Responder' })).json<{ items: ApplicationSummary[] }>();
    expect(ky.items.map((a) => a.legalBusinessName)).toEqual(['Queue Two LLC']);
    const future = (await f.as('admin', { method: 'GET', url: '/api/membership-applications?from=2999-01-01' })).json<{ total: number }>();
    expect(future.total).toBe(0);
    expect((await f.as('admin', { method: 'GET', url: '/api/membership-applications?from=yesterday' })).statusCode).toBe(400);
    expect((await f.as('admin', { method: 'GET', url: '/api/membership-applications?status=maybe' })).statusCode).toBe(400);
    expect((await f.as('admin', { method: 'GET', url: '/api/membership-applications?colour=red' })).statusCode).toBe(400);
  });

  it('approves: creates the customer and invites the contact as its user, in one go; a decided application stays decided', async () => {
    const { id, reference } = await apply({ contactEmail: 'new.member@example.org', legalBusinessName: 'Foothills Recovery Inc.', contactName: 'Dana de la Cruz' });
    const approved = await f.as('admin', { method: 'POST', url: `/api/membership-applications/${id}/approve`, payload: {} });
    expect(approved.statusCode).toBe(200);
    const body = approved.json<ApplicationDetail>();
    expect(body.summary.status).toBe('approved');
    expect(body.decision).toMatchObject({ status: 'approved', by: 'Test admin', reason: null, customerId: reference });
    expect(await f.db.selectFrom('customers').select(['id', 'name', 'state', 'account_type']).where('id', '=', reference).executeTakeFirst())
      .toEqual({ id: reference, name: 'Foothills Recovery Inc.', state: 'CO', account_type: 'Community Based Organization' });
    const user = await f.db.selectFrom('users').select(['id', 'role', 'status', 'first_name', 'last_name']).where('email', '=', 'new.member@example.org').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'customer', status: 'invited', first_name: 'Dana', last_name: 'de la Cruz' });
    expect(await f.db.selectFrom('user_customers').select('customer_id').where('user_id', '=', user.id).execute()).toEqual([{ customer_id: reference }]);
    const mails = await emailsTo('new.member@example.org');
    expect(mails.map((m) => m.kind)).toEqual(['application', 'invite', 'application-approved']);
    expect(mails[2]!.subject).toBe(`Your membership application ${reference} is approved`);
    const audit = await f.db.selectFrom('audit_log').select(['detail']).where('action', '=', 'membership.approve').where('entity_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toEqual({ reference, customerId: reference, customer: 'created', contact: 'invited' });

    for (const [url, payload] of [[`/api/membership-applications/${id}/approve`, {}], [`/api/membership-applications/${id}/reject`, { reason: 'Too late' }]] as const) {
      const again = await f.as('superAdmin', { method: 'POST', url, payload });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'APPLICATION_DECIDED' });
    }
  });

  it('links an existing customer and an existing customer user instead of creating them', async () => {
    await createCustomer(f.db, 'ERP-7001', 'Lexington Outreach');
    await createUser(f.db, { email: 'already@outreach.example.org', role: 'customer', customers: ['C-2'] });
    const { id } = await apply({ contactEmail: 'already@outreach.example.org', legalBusinessName: 'Lexington Outreach' });
    // The contact is already a user of customer C-2: that customer shares the email.
    expect((await detail(id)).likelyDuplicates.map((d) => [d.kind, d.id, d.matched])).toEqual([['customer', 'C-2', ['email']], ['customer', 'ERP-7001', ['legal name']]]);
    expect((await detail(id)).likelyDuplicates[1]).toEqual({ kind: 'customer', id: 'ERP-7001', label: 'Lexington Outreach (customer ERP-7001)', matched: ['legal name'], why: 'same legal name' });
    const approved = await f.as('admin', { method: 'POST', url: `/api/membership-applications/${id}/approve`, payload: { customerId: 'ERP-7001' } });
    expect(approved.json<ApplicationDetail>().decision?.customerId).toBe('ERP-7001');
    const user = await f.db.selectFrom('users').select('id').where('email', '=', 'already@outreach.example.org').executeTakeFirstOrThrow();
    expect((await f.db.selectFrom('user_customers').select('customer_id').where('user_id', '=', user.id).orderBy('customer_id').execute()).map((r) => r.customer_id)).toEqual(['C-2', 'ERP-7001']);
    expect((await emailsTo('already@outreach.example.org')).map((m) => m.kind)).toEqual(['application', 'application-approved']);
  });

  it('refuses to make a staff account a customer user, and changes nothing', async () => {
    const { id, reference } = await apply({ contactEmail: 'admin@example.org', legalBusinessName: 'Staff Run Clinic' });
    const refused = await f.as('admin', { method: 'POST', url: `/api/membership-applications/${id}/approve`, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_IS_STAFF' });
    expect((await detail(id)).summary.status).toBe('pending');
    expect(await f.db.selectFrom('customers').select('id').where('id', '=', reference).executeTakeFirst()).toBeUndefined();
  });

  it('points out likely duplicates: the same legal name or contact email', async () => {
    const first = await apply({ contactEmail: 'twice@example.org', legalBusinessName: 'Twice Applied Inc.' });
    const second = await apply({ contactEmail: 'TWICE+again@example.org', legalBusinessName: 'twice  applied, inc' });
    const other = await apply({ contactEmail: 'twice@example.org', legalBusinessName: 'Another Name' });
    const dupes = (await detail(second.id)).likelyDuplicates;
    expect(dupes.map((d) => [d.id, d.matched, d.why])).toEqual(expect.arrayContaining([
      [first.id, ['legal name', 'email'], 'same legal name and email'],
      [other.id, ['email'], 'same email'],
    ]));
    expect(dupes.find((d) => d.id === first.id)!.label).toBe(`${first.reference} Twice Applied Inc. (pending)`);
  });

  it('points out a customer with the same phone, or the same street address and ZIP, however they are written', async () => {
    const at = new Date().toISOString();
    await f.db.insertInto('customers').values([
      { id: 'ERP-8001', name: 'Summit County Outreach', street: '9 Elm St', city: 'Frisco', state: 'CO', zip: '80443', phone: '(970) 555-0199', account_type: 'Non Profit Organization', created_at: at, updated_at: at },
      { id: 'ERP-8002', name: 'Elm Street Clinic', street: '77 Pine Rd.', city: 'Frisco', state: 'CO', zip: '80443-1234', phone: '970-555-0222', account_type: 'Healthcare Facility', created_at: at, updated_at: at },
      { id: 'ERP-8003', name: 'Far Away Clinic', street: '77 Pine Rd', city: 'Aspen', state: 'CO', zip: '81611', phone: '970-555-0333', account_type: 'Healthcare Facility', created_at: at, updated_at: at },
    ]).execute();
    await createUser(f.db, { email: 'buyer@summit.example.org', role: 'customer', customers: ['ERP-8001'] });
    const byPhone = await apply({ legalBusinessName: 'High Country Harm Reduction', contactEmail: 'new@high.example.org', phone: '970-555-0199', zip: '80443' });
    expect((await detail(byPhone.id)).likelyDuplicates).toEqual([
      { kind: 'customer', id: 'ERP-8001', label: 'Summit County Outreach (customer ERP-8001)', matched: ['phone'], why: 'same phone' },
    ]);
    const byAddress = await apply({ legalBusinessName: 'Pine Road Health', contactEmail: 'pine@example.org', street: '77 PINE RD', zip: '80443' });
    expect((await detail(byAddress.id)).likelyDuplicates.map((d) => [d.id, d.why])).toEqual([['ERP-8002', 'same street address']]);
    const byEmail = await apply({ legalBusinessName: 'Summit Schools', contactEmail: 'Buyer@Summit.example.org' });
    expect((await detail(byEmail.id)).likelyDuplicates.map((d) => [d.id, d.why])).toEqual([['ERP-8001', 'same email']]);
  });

  it('never points an approved application at the customer made from it', async () => {
    const { id, reference } = await apply({ legalBusinessName: 'Self Made Clinic', contactEmail: 'self@made.example.org' });
    const later = await apply({ legalBusinessName: 'Self Made Clinic', contactEmail: 'other@made.example.org' });
    expect((await f.as('admin', { method: 'POST', url: `/api/membership-applications/${id}/approve`, payload: {} })).statusCode).toBe(200);
    const own = (await detail(id)).likelyDuplicates;
    expect(own.map((d) => d.id)).not.toContain(reference);
    expect(own.map((d) => [d.id, d.why])).toEqual([[later.id, 'same legal name']]);
    // The other application still sees the customer (and no longer the decided application).
    expect((await detail(later.id)).likelyDuplicates.map((d) => [d.kind, d.id, d.why])).toEqual([['customer', reference, 'same legal name']]);
  });

  it('rejects with a reason the applicant reads, in the language they applied in', async () => {
    const { id, reference } = await apply({ contactEmail: 'rechazo@example.org', legalBusinessName: 'Centro Comunitario', language: 'es' });
    const blank = await f.as('admin', { method: 'POST', url: `/api/membership-applications/${id}/reject`, payload: { reason: '   ' } });
    expect(blank.statusCode).toBe(400);
    const rejected = await f.as('admin', { method: 'POST', url: `/api/membership-applications/${id}/reject`, payload: { reason: 'The facility is outside the states we serve.' } });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<ApplicationDetail>().decision).toMatchObject({ status: 'rejected', reason: 'The facility is outside the states we serve.', customerId: null });
    const [, mail] = await emailsTo('rechazo@example.org');
    expect(mail!.subject).toBe(`Su solicitud de membresía ${reference} no fue aprobada`);
    expect(mail!.text_body).toContain('El motivo:\nThe facility is outside the states we serve.');
    expect((await f.as('admin', { method: 'GET', url: '/api/membership-applications/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
