import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test-db.ts';
import { adminFixture, NARCAN, type AdminFixture } from './admin-fixtures.ts';

describe.each(testDatabases())('product and US-state lookups on $name', (database) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(database);
  });
  afterAll(() => f.app.close());

  it('lists the products for any signed-in user', async () => {
    const reply = await f.as('customer', { method: 'GET', url: '/api/products' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().map((p: { ndc: string }) => p.ndc).sort()).toEqual(['0093-2165-68', '69547-353-02']);
    expect((await f.as(null, { method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });

  it('finds products by name (case-insensitive) and by id; 404 for an unknown id', async () => {
    const search = await f.as('admin', { method: 'GET', url: '/api/products/search/narcan' });
    expect(search.json()).toEqual([{ id: NARCAN, name: expect.stringContaining('NARCAN'), brand: 'NARCAN', sapProductId: '100000353', ndc: '69547-353-02' }]);
    expect((await f.as('admin', { method: 'GET', url: '/api/products/search/aspirin' })).json()).toEqual([]);
    expect((await f.as('admin', { method: 'GET', url: `/api/products/id/${NARCAN}` })).json().ndc).toBe('69547-353-02');
    const missing = await f.as('admin', { method: 'GET', url: '/api/products/id/aspirin' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'There is no such product.' });
  });

  it('lists every state with size=999, in name order', async () => {
    const states = (await f.as('admin', { method: 'GET', url: '/api/usstates?size=999' })).json<{ code: string; name: string }[]>();
    expect(states.length).toBeGreaterThanOrEqual(50);
    expect(states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(states.map((s) => s.name)).toEqual([...states.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    const page = (await f.as('admin', { method: 'GET', url: '/api/usstates?size=2&page=1' })).json();
    expect(page).toEqual([states[2], states[3]]);
  });

  it('finds states by name and by code; 404 and 400 for bad ones', async () => {
    expect((await f.as('admin', { method: 'GET', url: '/api/usstates/search/kent' })).json()).toEqual([{ code: 'KY', name: 'Kentucky' }]);
    expect((await f.as('admin', { method: 'GET', url: '/api/usstates/id/co' })).json()).toEqual({ code: 'CO', name: 'Colorado' });
    expect((await f.as('admin', { method: 'GET', url: '/api/usstates/id/XX' })).statusCode).toBe(404);
    expect((await f.as('admin', { method: 'GET', url: '/api/usstates/id/Colorado' })).statusCode).toBe(400);
    expect((await f.as('admin', { method: 'GET', url: '/api/usstates?size=1000' })).statusCode).toBe(400);
  });
});
