import type { FastifyInstance, InjectOptions } from 'fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentImportResult } from '#schemas/generated/shipments.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { buildFlowApp, dale, maria, setQuota, walk, type Person } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';
import { ensureBuilt } from '../scripts/production-process.ts';
import { defaultWebRoot } from '#server/plugins/web-app.ts';

const jo: Person = { ...maria, firstName: 'Jo', lastName: 'Baker', dob: '1979-04-09', email: 'jo.baker@example.org', phone: '720-555-0111', address: '22 Elm St', address2: undefined, zip: '80203', qty: 1 };

describe.each(testDatabases())('shipments and Track My Shipment on $name', (database) => {
  let app: FastifyInstance;
  let cookie: string;
  const mrn: Record<'maria' | 'dale' | 'jo', string> = { maria: '', dale: '', jo: '' };

  const as = (options: InjectOptions) => app.inject({ ...options, headers: { ...browserHeaders(app, options.method ?? 'GET', cookie), ...(options.headers ?? {}) } });
  const track = (body: unknown) => app.inject({ method: 'POST', url: '/api/track', headers: browserHeaders(app, 'POST'), payload: body as Record<string, unknown> });
  const importCsv = (content: string, apply: boolean) => as({ method: 'POST', url: '/api/shipments/import', payload: { content, apply } });

  beforeAll(async () => {
    // The page of Track My Shipment is rendered by the built server render (decision 084).
    ensureBuilt();
    ({ app } = await buildFlowApp(database, { webRoot: defaultWebRoot }));
    await setQuota(app, 'CO', 480);
    await setQuota(app, 'KY', 300);
    cookie = await sessionCookie(app, await createUser(app.db, { email: 'ship@example.org', role: 'admin' }));
    mrn.maria = (await walk(app, maria)).mrn!;
    mrn.dale = (await walk(app, dale)).mrn!;
    mrn.jo = (await walk(app, jo)).mrn!;
  }, 240_000);
  afterAll(() => app.close());

  it('tracks a placed order by MRN and ZIP, with nothing personal in the answer', async () => {
    const reply = await track({ mrn: ` ${mrn.maria.toLowerCase()} `, zip: '80202' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      mrn: mrn.maria, status: 'approved', orderDate: expect.any(String), orderedOn: '2025-03-14', carrier: null, trackingNumber: null, trackingUrl: null, shippedOn: null, deliveredOn: null,
    });
    expect(reply.body).not.toMatch(/Maria|Lopez|Bannock|Denver|80202/);
  });

  it('answers a wrong ZIP exactly as an unknown MRN', async () => {
    const wrongZip = await track({ mrn: mrn.maria, zip: '80203' });
    const unknown = await track({ mrn: 'NX-ZZZZZZZZ', zip: '80202' });
    const badZip = await track({ mrn: mrn.maria, zip: 'abc' });
    expect(wrongZip.statusCode).toBe(404);
    expect(wrongZip.body).toBe(unknown.body);
    expect(badZip.body).toBe(unknown.body);
    expect((await track({ mrn: mrn.maria, zip: '80202', email: maria.email })).statusCode).toBe(400);
  });

  it('answers the same question posted without a script, as a page (decision 084)', async () => {
    const post = (form: string) => app.inject({
      method: 'POST', url: '/track', payload: form, headers: { ...browserHeaders(app, 'POST'), 'content-type': 'application/x-www-form-urlencoded' },
    });
    const stateOf = (body: string) => JSON.parse(/<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as Record<string, unknown>;
    const found = await post(`mrn=${encodeURIComponent(` ${mrn.maria.toLowerCase()} `)}&zip=80202`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.body).toContain('Approved: we are preparing your order for mailing.');
    expect(stateOf(found.body)).toMatchObject({ page: 'track', found: { status: 'approved', orderedOn: '2025-03-14' } });
    expect(found.body).not.toMatch(/Maria|Lopez|Bannock/);
    // A wrong ZIP reads as an unknown number; a ZIP that cannot be one is refused before anything is looked up.
    const wrongZip = await post(`mrn=${mrn.maria}&zip=80203`);
    const unknown = await post('mrn=NX-ZZZZZZZZ&zip=80203');
    expect(stateOf(wrongZip.body)).toEqual({ page: 'track', mrn: mrn.maria, zip: '80203', notFound: true });
    expect(stateOf(unknown.body)).toEqual({ page: 'track', mrn: 'NX-ZZZZZZZZ', zip: '80203', notFound: true });
    expect(wrongZip.body).toContain('We could not find an order with this number and ZIP code.');
    const refused = await post('mrn=NX-1&zip=abc');
    expect(refused.statusCode).toBe(422);
    expect(stateOf(refused.body)).toEqual({ page: 'track', mrn: 'NX-1', zip: 'abc', invalid: ['mrn', 'zip'] });
    expect(refused.body).toContain('There is a problem');
    // The order number of the confirmation's link is filled in.
    expect(stateOf((await app.inject({ url: `/track?mrn=${mrn.maria}` })).body)).toEqual({ page: 'track', mrn: mrn.maria });
  });

  it('gives the mailing service a pick list of approved orders once, and again only when asked', async () => {
    const first = await as({ method: 'POST', url: '/api/shipments/pick-list', payload: {} });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(first.body) as string[][];
    expect(header).toEqual(['Order ID', 'Name', 'Company', 'Address', 'Address Line 2', 'City', 'State', 'Zipcode', 'Country', 'Email', 'Phone', 'Order Items', 'NDC', 'Kits', 'Lot Number', 'Expiry']);
    expect(rows.map((r) => r[0]).sort()).toEqual([mrn.maria, mrn.dale, mrn.jo].sort());
    expect(rows.find((r) => r[0] === mrn.maria)).toEqual([mrn.maria, 'Maria Lopez', '', '1437 Bannock St', 'Apt 4', 'Denver', 'CO', '80202', 'US', maria.email, '303-555-0142', expect.stringMatching(/^4 × /), expect.any(String), '4', '', '']);
    const second = await as({ method: 'POST', url: '/api/shipments/pick-list', payload: {} });
    expect(parse(second.body)).toHaveLength(1);
    const again = await as({ method: 'POST', url: '/api/shipments/pick-list', payload: { again: true } });
    expect(parse(again.body)).toHaveLength(4);
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'shipments.pick-list').execute();
    expect(audit).toHaveLength(3);
    expect(audit.map((a) => a.detail).join()).not.toContain('Maria');
  });

  it('previews a tracking file row by row and applies only the good rows, once', async () => {
    const csv = [
      'Order ID,Carrier,Tracking Number,Ship Date',
      `${mrn.maria},USPS,9400 1118 9922 0000 0000 01,11/20/2024`,
      `${mrn.dale},ups,1Z999AA10123456784,2024-11-20`,
      'NX-ZZZZZZZZ,USPS,9400111899220000000002,2024-11-20',
      `${mrn.jo},Pony Express,9400111899220000000003,2024-11-20`,
    ].join('\r\n');
    const preview = await importCsv(csv, false);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json<ShipmentImportResult>();
    expect(p.applied).toBe(false);
    expect(p.counts).toEqual({ ship: 2, shipped: 0, unchanged: 0, error: 2 });
    expect(p.rows.map((r) => [r.row, r.outcome, r.problem])).toEqual([
      [2, 'ship', null],
      [3, 'ship', null],
      [4, 'error', 'There is no order NX-ZZZZZZZZ.'],
      [5, 'error', expect.stringContaining('Pony Express')],
    ]);
    expect((await app.db.selectFrom('consumer_orders').select('status').where('mrn', '=', mrn.maria).executeTakeFirstOrThrow()).status).toBe('approved');

    const applied = (await importCsv(csv, true)).json<ShipmentImportResult>();
    expect(applied.counts).toEqual({ ship: 0, shipped: 2, unchanged: 0, error: 2 });
    const dale = await app.db.selectFrom('consumer_orders').selectAll().where('mrn', '=', mrn.dale).executeTakeFirstOrThrow();
    expect(dale).toMatchObject({ status: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784', shipped_on: '2024-11-20' });
    const mails = await app.db.selectFrom('outbox').select(['kind', 'text_body', 'subject']).where('kind', '=', 'order-shipped').execute();
    expect(mails).toHaveLength(2);
    // Dale ordered in English; the UPS link is in his email.
    expect(mails.map((m) => m.text_body).join()).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    const twice = (await importCsv(csv, true)).json<ShipmentImportResult>();
    expect(twice.counts).toEqual({ ship: 0, shipped: 0, unchanged: 2, error: 2 });
    expect(await app.db.selectFrom('outbox').select('id').where('kind', '=', 'order-shipped').execute()).toHaveLength(2);
  });

  it('refuses a row whose tracking number is on another order or twice in the file, and a date in the future', async () => {
    const rows = (await importCsv([
      'MRN,Carrier,Tracking,Date',
      `${mrn.jo},USPS,1Z999AA10123456784,2024-11-20`,
      `${mrn.jo},USPS,9400111899220000000009,2999-01-01`,
    ].join('\n'), false)).json<ShipmentImportResult>().rows;
    expect(rows[0]!.problem).toBe(`The tracking number is already on order ${mrn.dale}.`);
    expect(rows[1]!.problem).toMatch(/also on row 2|in the future/);
  });

  it('refuses a file without the columns it needs, naming them', async () => {
    const reply = await importCsv('Order ID,Tracking Number\nNX-AAAAAAAA,9400111899220000000001', false);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ code: 'SHIPMENT_FILE_REFUSED', message: expect.stringMatching(/no carrier, no ship date column/) });
    expect((await importCsv('', false)).statusCode).toBe(422);
  });

  it('tracks a shipped order: carrier, number, link and ship day', async () => {
    const reply = await track({ mrn: mrn.dale, zip: '41501' });
    expect(reply.json()).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', shippedOn: '2024-11-20' });
  });

  it('leaves shipments to staff: a consumer or anonymous caller gets nothing', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/shipments/pick-list', headers: browserHeaders(app, 'POST'), payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const detail = await app.inject({ method: 'GET', url: `/api/consumer-orders/${mrn.maria}`, headers: browserHeaders(app, 'GET') });
    expect(detail.statusCode).toBe(401);
  });
});
