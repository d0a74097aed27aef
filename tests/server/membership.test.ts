import { APPLICATION_REFERENCE_PATTERN } from '#schemas/mrn.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitApplication } from '#server/areas/membership/membership.service.ts';
import { validApplication as valid } from './membership-fixtures.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

const requiredFields = [
  'legalBusinessName', 'name', 'street', 'city', 'state', 'zip', 'attention', 'county', 'phone', 'contactName',
  'contactPhone', 'contactEmail', 'sendOrderConfirmationEmails', 'sendShipmentNotificationEmails',
  'partOfPurchasingGroup', 'facilityType', 'otherGpoAffiliation',
] as const;

/** Each rule of docs/product.md#membership-applications the server must refuse, with the field its message must name. */
const refusals: [string, Record<string, unknown>, string][] = [
  ['a blank required text', { legalBusinessName: '   ' }, 'legalBusinessName'],
  ['a zip of 4 digits', { zip: '8020' }, 'zip'],
  ['a zip+4', { zip: '80202-1234' }, 'zip'],
  ['a phone of 9 digits', { phone: '303-555-010' }, 'phone'],
  ['an unformatted contact phone', { contactPhone: '3035550101' }, 'contactPhone'],
  ['a malformed fax', { fax: '555-0100' }, 'fax'],
  ['a contact email without a domain', { contactEmail: 'alex@localhost' }, 'contactEmail'],
  ['a contact email with a space', { contactEmail: 'alex rivera@example.org' }, 'contactEmail'],
  ['an unknown state', { state: 'XX' }, 'state'],
  ['an unknown facility type', { facilityType: 'Hospital' }, 'facilityType'],
  ['a yes/no answer that is not a boolean', { partOfPurchasingGroup: 'maybe' }, 'partOfPurchasingGroup'],
  ['an unknown other-GPO answer', { otherGpoAffiliation: 'perhaps' }, 'otherGpoAffiliation'],
  ['a purchasing-group member without an affiliation', { partOfPurchasingGroup: true }, 'affiliation'],
  ['a purchasing-group member with a blank affiliation', { partOfPurchasingGroup: true, affiliation: '  ' }, 'affiliation'],
  ['another GPO without its name and products', { otherGpoAffiliation: 'yes' }, 'currentGpoName'],
  ['an unsure GPO answer without the products', { otherGpoAffiliation: 'unsure', currentGpoName: 'Vizient' }, 'productsPurchased'],
  ['a name longer than the form allows', { legalBusinessName: 'x'.repeat(121) }, 'legalBusinessName'],
  ['a misspelt optional field', { faxNumber: '303-555-0199' }, 'unknown property "faxNumber"'],
];

describe.each(testDatabases())('POST /api/user/register on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.deleteFrom('outbox').execute();
    await app.db.deleteFrom('membership_applications').execute();
  });

  const register = (payload: unknown) => app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object });
  const counts = async () => ({
    applications: (await app.db.selectFrom('membership_applications').select('id').execute()).length,
    emails: (await app.db.selectFrom('outbox').select('id').execute()).length,
  });

  it('stores the application as pending and writes the acknowledgement to the contact into the outbox', async () => {
    const res = await register({ ...valid, legalBusinessName: '  Mile High Harm Reduction Inc.  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; reference: string; status: string }>();
    expect(body.status).toBe('pending');
    expect(body.reference).toMatch(APPLICATION_REFERENCE_PATTERN);

    const row = await app.db.selectFrom('membership_applications').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.legal_business_name).toBe('Mile High Harm Reduction Inc.');
    expect(row.contact_email).toBe(valid.contactEmail);
    expect(JSON.parse(row.application)).toEqual(valid);

    const emails = await app.db.selectFrom('outbox').selectAll().execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to_address: valid.contactEmail, kind: 'application', status: 'pending' });
    expect(emails[0]!.subject).toBe('We received your membership application');
    expect(emails[0]!.text_body).toContain('Dear Alex Rivera,');
    // The applicant quotes a short reference, not the row's UUID.
    expect(emails[0]!.text_body).toContain(`Reference: ${body.reference}`);
    expect(emails[0]!.text_body).not.toContain(body.id);
    expect(emails[0]!.text_body).toContain('on behalf of Mile High Harm Reduction Inc.');
  });

  it('acknowledges in the language the form was filled in, and refuses a language the portal does not speak', async () => {
    const res = await register({ ...valid, language: 'es', otherGpoAffiliation: 'unsure', currentGpoName: 'Vizient', productsPurchased: 'Naloxona nasal' });
    expect(res.statusCode).toBe(201);
    const [email] = await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'application').orderBy('created_at', 'desc').limit(1).execute();
    expect(email!.subject).toBe('Recibimos su solicitud de membresía');
    expect(email!.text_body).toContain('Estimado/a Alex Rivera:');
    expect(email!.text_body).toContain('Afiliado a otra GPO: No está seguro');
    expect(email!.text_body).not.toMatch(/Dear|Thank you|Reference/);
    const before = await counts();
    const refused = await register({ ...valid, language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('keeps the conditional answers when their question applies, and drops them when it does not', async () => {
    const member = { ...valid, partOfPurchasingGroup: true, affiliation: 'Front Range Co-op', otherGpoAffiliation: 'unsure', currentGpoName: 'Vizient', productsPurchased: 'Nasal naloxone', fax: '303-555-0199' };
    const kept = await register(member);
    expect(kept.statusCode).toBe(201);
    const keptRow = await app.db.selectFrom('membership_applications').select('application').where('id', '=', kept.json<{ id: string }>().id).executeTakeFirstOrThrow();
    expect(JSON.parse(keptRow.application)).toEqual(member);

    const dropped = await register({ ...valid, affiliation: 'Front Range Co-op', currentGpoName: 'Vizient', productsPurchased: 'x', fax: '' });
    expect(dropped.statusCode).toBe(201);
    const droppedRow = await app.db.selectFrom('membership_applications').select('application').where('id', '=', dropped.json<{ id: string }>().id).executeTakeFirstOrThrow();
    expect(JSON.parse(droppedRow.application)).toEqual(valid);
  });

  it.each(requiredFields)('refuses an application without %s, storing nothing', async (field) => {
    const { [field]: _left, ...rest } = valid;
    const res = await register(rest);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(`${field} is required`);
    expect(await counts()).toEqual({ applications: 0, emails: 0 });
  });

  it.each(refusals)('refuses %s with 400 {code, message}, storing nothing', async (_case, change, field) => {
    const res = await register({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
    expect(await counts()).toEqual({ applications: 0, emails: 0 });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/register', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_JSON' });
    expect(await counts()).toEqual({ applications: 0, emails: 0 });
  });

  it('writes neither the application nor the email when the email cannot be written', async () => {
    // The schema would refuse this address; calling the service directly makes enqueueEmail fail inside the transaction.
    await expect(submitApplication(app.db, { ...valid, contactEmail: 'no-at-sign' })).rejects.toThrow(/not an email address/);
    expect(await counts()).toEqual({ applications: 0, emails: 0 });
  });
});

describe('POST /api/user/register rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => app.close());

  it('answers 429 with the error shape once a client exceeds the public limit', async () => {
    const send = () => app.inject({ method: 'POST', url: '/api/user/register', payload: valid, remoteAddress: '203.0.113.9' });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
  });
});
