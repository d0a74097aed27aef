import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerOrderDetail } from '#schemas/generated/consumer-order-detail.ts';
import type { KitBatch, KitBatchList, ShipmentImportResult } from '#schemas/generated/shipments.ts';
import { browserHeaders, createUser, sessionCookie } from './auth-helpers.ts';
import { buildFlowApp, dale, maria, setQuota, walk, type Person } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

const jo: Person = { ...maria, firstName: 'Jo', lastName: 'Baker', dob: '1979-04-09', email: 'jo.baker@example.org', phone: '720-555-0111', address: '22 Elm St', address2: undefined, zip: '80203', qty: 1 };
const NARCAN = '69547-353-02';

describe.each(testDatabases())('kits\' lot and expiry on shipments on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let cookie: string;
  const mrn: Record<'maria' | 'dale' | 'jo', string> = { maria: '', dale: '', jo: '' };

  const as = (options: InjectOptions) => app.inject({ ...options, headers: { ...browserHeaders(app, options.method ?? 'GET', cookie), ...(options.headers ?? {}) } });
  const importCsv = (content: string, apply: boolean) => as({ method: 'POST', url: '/api/shipments/import', payload: { content, apply } });
  const order = (m: string) => app.db.selectFrom('consumer_orders').select(['status', 'kit_lot', 'kit_expires_on']).where('mrn', '=', m).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 480);
    await setQuota(app, 'KY', 300);
    cookie = await sessionCookie(app, await createUser(app.db, { email: 'ship@example.org', role: 'admin' }));
    mrn.maria = (await walk(app, maria)).mrn!;
    mrn.dale = (await walk(app, dale)).mrn!;
    mrn.jo = (await walk(app, { ...jo, product: 'NARCAN' })).mrn!;
  });
  afterAll(() => app.close());

  it('refuses a batch with a bad lot or expiry, naming each field, and keeps nothing', async () => {
    const reply = await as({ method: 'POST', url: '/api/shipments/kit-batches', payload: { ndc: NARCAN, lot: 'ABC 123!', expires: '13/2028' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields.map((f: { questionId: string }) => f.questionId)).toEqual(['lot', 'expires']);
    expect((await as({ method: 'GET', url: '/api/shipments/kit-batches' })).json<KitBatchList>().items).toEqual([]);
    expect((await as({ method: 'POST', url: '/api/shipments/kit-batches', payload: { ndc: '0000-000-00', lot: 'A1', expires: '03/2028' } })).json().fields[0].questionId).toBe('ndc');
  });

  it('keeps the batch staff set for a product, the newest one winning, audited', async () => {
    const first = await as({ method: 'POST', url: '/api/shipments/kit-batches', payload: { ndc: NARCAN, lot: 'old-1', expires: '2027-01' } });
    expect(first.statusCode, first.body).toBe(200);
    clock.at = new Date(clock.at.getTime() + 1000);
    const set = await as({ method: 'POST', url: '/api/shipments/kit-batches', payload: { ndc: NARCAN, lot: ' abc123 ', expires: '03/2028' } });
    expect(set.json<KitBatch>()).toMatchObject({ ndc: NARCAN, lot: 'ABC123', expiresOn: '2028-03-31' });
    const list = (await as({ method: 'GET', url: '/api/shipments/kit-batches' })).json<KitBatchList>().items;
    expect(list).toEqual([expect.objectContaining({ ndc: NARCAN, lot: 'ABC123', expiresOn: '2028-03-31' })]);
    const audit = await app.db.selectFrom('audit_log').select('detail').where('action', '=', 'shipments.kit-batch').execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.detail!)).toMatchObject({ lot: 'ABC123', expiresOn: '2028-03-31' });
  });

  it('reads the lot and expiry from the tracking file, names a bad one with the row, and takes the batch when the file gives none', async () => {
    clock.at = new Date(clock.at.getTime() + 1000);
    const csv = [
      'Order ID,Carrier,Tracking Number,Ship Date,Lot Number,Expiry',
      `${mrn.maria},USPS,9400111899220000000011,2025-03-13,LOT-77,2027-09`,
      `${mrn.dale},UPS,1Z999AA10123456711,2025-03-13,LOT 8!,09/2027`,
      `${mrn.jo},USPS,9400111899220000000013,2025-03-13,,`,
    ].join('\n');
    const preview = (await importCsv(csv, false)).json<ShipmentImportResult>();
    expect(preview.rows.map((r) => [r.outcome, r.lot, r.expires, r.problem])).toEqual([
      ['ship', 'LOT-77', '2027-09-30', null],
      ['error', 'LOT 8!', '2027-09-30', expect.stringContaining('lot number "LOT 8!" is not one')],
      ['ship', null, null, null],
    ]);
    const badDate = (await importCsv(`MRN,Carrier,Tracking,Date,Lot,Expiry date\n${mrn.dale},UPS,1Z999AA10123456711,2025-03-13,L8,31/2027\n`, false)).json<ShipmentImportResult>();
    expect(badDate.rows[0]!.problem).toBe('The expiry "31/2027" is not a date: write the month and year printed on the box, such as 03/2028.');
    const half = (await importCsv(`MRN,Carrier,Tracking,Date,Lot,Expiry\n${mrn.dale},UPS,1Z999AA10123456711,2025-03-13,L8,\n`, false)).json<ShipmentImportResult>();
    expect(half.rows[0]!.problem).toMatch(/lot number without its expiry/);

    const applied = (await importCsv(csv, true)).json<ShipmentImportResult>();
    expect(applied.counts).toMatchObject({ shipped: 2, error: 1 });
    expect(await order(mrn.maria)).toEqual({ status: 'shipped', kit_lot: 'LOT-77', kit_expires_on: '2027-09-30' });
    // Jo's row gave none: the NARCAN batch set before the shipment applies.
    expect(await order(mrn.jo)).toEqual({ status: 'shipped', kit_lot: 'ABC123', kit_expires_on: '2028-03-31' });
  });

  it('imports an old file without the columns; a product without a batch ships without a lot', async () => {
    const applied = (await importCsv(`Order ID,Carrier,Tracking Number,Ship Date\n${mrn.dale},UPS,1Z999AA10123456711,2025-03-13\n`, true)).json<ShipmentImportResult>();
    expect(applied.rows[0]).toMatchObject({ outcome: 'shipped', lot: null, expires: null });
    expect(await order(mrn.dale)).toEqual({ status: 'shipped', kit_lot: null, kit_expires_on: null });
  });

  it('shows the lot and expiry on the staff order detail', async () => {
    const detail = (await as({ method: 'GET', url: `/api/consumer-orders/${mrn.maria}` })).json<ConsumerOrderDetail>();
    expect(detail).toMatchObject({ kitLot: 'LOT-77', kitExpiresOn: '2027-09-30', expiryReminder: false });
  });

  it('leaves batches to staff', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/shipments/kit-batches', headers: browserHeaders(app, 'POST'), payload: { ndc: NARCAN, lot: 'X1', expires: '03/2028' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
