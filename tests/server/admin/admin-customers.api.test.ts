import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '#schemas/generated/customer.ts';
import { testDatabases } from '../test-db.ts';
import { adminFixture, type AdminFixture } from './admin-fixtures.ts';

type Page = { items: Customer[]; total: number };

describe.each(testDatabases())('customers API on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
  });
  afterAll(() => f.app.close());

  it('lists customers by name with like filters', async () => {
    const all = (await f.as('admin', { method: 'GET', url: '/api/customers' })).json<Page>();
    expect(all.total).toBe(2);
    expect(all.items.map((c) => c.customerName)).toEqual(['Denver Harm Reduction', 'Lexington Fire Department']);
    const byName = (await f.as('admin', { method: 'GET', url: '/api/customers?customerName=FIRE' })).json<Page>();
    expect(byName.items.map((c) => c.customerId)).toEqual(['C-2']);
    const literal = (await f.as('admin', { method: 'GET', url: '/api/customers?customerName=%25' })).json<Page>();
    expect(literal.total).toBe(0);
    const paged = (await f.as('admin', { method: 'GET', url: '/api/customers?limit=1&offset=1' })).json<Page>();
    expect(paged).toMatchObject({ total: 2, items: [{ customerId: 'C-2' }] });
  });

  it('shows a customer-role user only their own customers', async () => {
    const page = (await f.as('customer', { method: 'GET', url: '/api/customers' })).json<Page>();
    expect(page).toMatchObject({ total: 1, items: [{ customerId: 'C-1' }] });
  });

  it('lets a superAdmin add a customer by id, with an empty body or details', async () => {
    const empty = await f.as('superAdmin', { method: 'POST', url: '/api/customers/C-3' });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toMatchObject({ customerId: 'C-3', customerName: '', state: '' });
    const full = await f.as('superAdmin', {
      method: 'POST', url: '/api/customers/C-4',
      payload: { customerName: ' Pueblo Clinic ', street: '1 Elm St', city: 'Pueblo', state: 'co', zip: '81003', phone: '7195550100', accountType: 'Healthcare Facility' },
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ customerId: 'C-4', customerName: 'Pueblo Clinic', state: 'CO', zip: '81003' });
  });

  it('refuses a duplicate id (409), a bad body (400) and anyone below superAdmin (403)', async () => {
    const dup = await f.as('superAdmin', { method: 'POST', url: '/api/customers/C-1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ code: 'CUSTOMER_EXISTS', message: 'Customer C-1 already exists.' });
    const zip = await f.as('superAdmin', { method: 'POST', url: '/api/customers/C-5', payload: { zip: 'abc' } });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toMatch(/zip must match pattern/);
    expect((await f.as('admin', { method: 'POST', url: '/api/customers/C-6' })).statusCode).toBe(403);
    expect((await f.as('customer', { method: 'POST', url: '/api/customers/C-6' })).statusCode).toBe(403);
  });

  it('lets staff edit a customer; 404 for an unknown one', async () => {
    const reply = await f.as('admin', { method: 'PATCH', url: '/api/customers/C-3', payload: { customerName: 'Aurora Outreach', city: 'Aurora' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ customerId: 'C-3', customerName: 'Aurora Outreach', city: 'Aurora' });
    const missing = await f.as('admin', { method: 'PATCH', url: '/api/customers/nope', payload: { city: 'X' } });
    expect(missing.statusCode).toBe(404);
    expect((await f.as('customer', { method: 'PATCH', url: '/api/customers/C-1', payload: { city: 'X' } })).statusCode).toBe(403);
  });

  it('refuses an unknown filter rather than ignoring it', async () => {
    const reply = await f.as('admin', { method: 'GET', url: '/api/customers?name=x' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/unknown parameter "name"/);
  });
});
