import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActions, AuditEntryView } from '#schemas/generated/audit.ts';
import { createUser } from './auth-helpers.ts';
import { testDatabases } from './test-db.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin/admin-fixtures.ts';
import { consumer, plantConsumerOrder } from './audit-walk/planted-people.ts';
import { validApplication } from './membership-fixtures.ts';

type Page = { items: AuditEntryView[]; total: number };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The audit log in people's words (decision 065): sentences, records named as staff name them, filters by kind. */
describe.each(testDatabases())('the audit log in words on $name', (database) => {
  let f: AdminFixture;
  let mrn: string;
  let applicationId: string;
  let staffId: string;
  beforeAll(async () => {
    f = await adminFixture(database);
    await f.db.updateTable('users').set({ first_name: 'Sam', last_name: 'Superadmin' }).where('id', '=', f.userId.superAdmin).execute();
    await f.db.updateTable('users').set({ first_name: 'Alex', last_name: 'Admin' }).where('id', '=', f.userId.admin).execute();
    staffId = await createUser(f.db, { email: 'robin@example.org', role: 'admin', firstName: 'Robin', lastName: 'Reviewer' });
    ({ mrn } = await plantConsumerOrder(f.app, 'received'));
    const applied = await f.as(null, { method: 'POST', url: '/api/user/register', payload: { ...validApplication, legalBusinessName: 'Riverside Clinic', contactName: 'Ottilie Plover' } });
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json<{ id: string }>().id;

    const move = (as: 'admin' | 'superAdmin', payload: object) => f.as(as, { method: 'POST', url: `/api/consumer-orders/${mrn}/status`, payload });
    expect((await move('admin', { status: 'approved', from: 'received' })).statusCode).toBe(200);
    const shipped = await move('superAdmin', { status: 'shipped', from: 'approved', carrier: 'USPS', trackingNumber: '9400111899223300000011' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await f.as('admin', { method: 'POST', url: `/api/membership-applications/${applicationId}/approve`, payload: {} })).statusCode).toBe(200);
    expect((await f.as('superAdmin', { method: 'POST', url: '/api/quotas', payload: { state: 'CO', quantity: 40 } })).statusCode).toBe(201);
    expect((await f.as('superAdmin', { method: 'PATCH', url: '/api/quotas/CO', payload: { quantity: 60 } })).statusCode).toBe(200);
    expect((await f.as('superAdmin', { method: 'PATCH', url: `/api/user/${staffId}`, payload: { disabled: true } })).statusCode).toBe(200);
    expect((await f.as('superAdmin', { method: 'GET', url: `/api/user/${staffId}` })).statusCode).toBe(200);
    expect((await f.as('superAdmin', { method: 'DELETE', url: `/api/user/${staffId}` })).statusCode).toBe(204);
    const bulk = await f.as('customer', { method: 'POST', url: '/api/bulk-orders', payload: { customerId: 'C-1', productId: NARCAN, quantity: 12 } });
    expect(bulk.statusCode, bulk.body).toBe(201);
  });
  afterAll(() => f.app.close());

  const audit = async (query = '') => {
    const reply = await f.as('superAdmin', { method: 'GET', url: `/api/audit${query}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Page>();
  };
  const sentences = async (query = '') => (await audit(query)).items.map((e) => e.sentence);

  it('says each entry as a sentence, naming the order by its number and never the person', async () => {
    const all = await sentences('?limit=100');
    expect(all).toEqual(expect.arrayContaining([
      `Sam Superadmin shipped order ${mrn} by USPS`,
      `Alex Admin approved order ${mrn}`,
      'Alex Admin approved the membership application of Riverside Clinic',
      'Sam Superadmin set Colorado\'s monthly quota at 40 units',
      'Sam Superadmin changed Colorado\'s monthly quota from 40 to 60 units',
      expect.stringMatching(/^Test customer placed Denver Harm Reduction's bulk order of NARCAN/i),
    ]));
    const shipped = (await audit('?kind=orders-shipped')).items[0]!;
    expect(shipped.details).toEqual(['From approved to shipped']);
    expect(shipped.detail).toEqual({ from: 'approved', to: 'shipped', carrier: 'USPS' });
    const text = JSON.stringify((await audit('?limit=100')).items.map((e) => [e.sentence, e.details]));
    expect(text).not.toMatch(UUID);
    expect(text).not.toContain('Ottilie');
    for (const value of Object.values(consumer)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/again: |consumer_order|consumer-orders\.|"to":/);
  });

  it('names a facility\'s contact by the facility, staff by name, and a deleted account as deleted', async () => {
    const all = await sentences('?limit=100');
    expect(all).toContain('Alex Admin invited a user of Riverside Clinic to the portal');
    expect(all).toContain('Sam Superadmin deleted a user account');
    expect(all).toContain('Sam Superadmin opened the account of a user since deleted');
    const [changed] = (await audit('?kind=users-changed')).items;
    expect(changed).toMatchObject({ sentence: 'Sam Superadmin changed the account of a user since deleted', details: ['Changed: access', 'Status from active to disabled'] });
  });

  it('filters by kind of action in words, by person and by day, sorts by time both ways, and refuses an unknown kind', async () => {
    const choices = (await f.as('superAdmin', { method: 'GET', url: '/api/audit/choices' })).json<AuditActions>();
    expect(choices.kinds).toEqual(expect.arrayContaining([{ value: 'orders-shipped', label: 'Orders shipped' }, { value: 'quotas-changed', label: 'Quotas changed' }]));
    expect(choices.actors.map((a) => a.name)).toEqual(expect.arrayContaining(['Sam Superadmin', 'Alex Admin']));

    expect(await sentences('?kind=orders-shipped')).toEqual([`Sam Superadmin shipped order ${mrn} by USPS`]);
    expect(await sentences('?kind=orders-approved')).toEqual([`Alex Admin approved order ${mrn}`]);
    expect(await sentences('?kind=quotas-changed&order=at%20ASC')).toEqual([
      'Sam Superadmin set Colorado\'s monthly quota at 40 units', 'Sam Superadmin changed Colorado\'s monthly quota from 40 to 60 units',
    ]);
    const byAlex = await audit(`?actorUserId=${f.userId.admin}`);
    expect(byAlex.items.length).toBeGreaterThan(0);
    expect(byAlex.items.every((e) => e.sentence.startsWith('Alex Admin '))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?kind=orders-shipped&from=${today}&to=${today}`)).total).toBe(1);
    expect((await audit('?kind=orders-shipped&to=2000-01-01')).total).toBe(0);
    const newest = await audit('?limit=100');
    const oldest = await audit('?limit=100&order=at%20ASC');
    expect(oldest.items.map((e) => e.id)).toEqual([...newest.items].reverse().map((e) => e.id));
    const unknown = await f.as('superAdmin', { method: 'GET', url: '/api/audit?kind=orders-eaten' });
    expect(unknown.statusCode).toBe(400);
  });

  it('puts the sentence and its detail in words in the CSV', async () => {
    const csv = await f.as('superAdmin', { method: 'GET', url: '/api/audit/export?kind=orders-shipped' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`Sam Superadmin shipped order ${mrn} by USPS,From approved to shipped`);
  });
});
