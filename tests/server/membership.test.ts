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
  ['another GPO without the products', { otherGpoAffiliation: 'yes', currentGpoName: 'Vizient' }, 'productsPurchased'],
  ['an unsure GPO answer with a name that shows nothing', { otherGpoAffiliation: 'unsure', currentGpoName: '\u2800' }, 'currentGpoName'],
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
    expect(emails[0]!.subject).toBe(`We received your membership application ${body.reference}`);
    const text = emails[0]!.text_body;
    expect(text).toContain('Dear Alex Rivera,');
    // The applicant quotes a short reference, not the row's UUID.
    expect(text).toContain(`Your reference: ${body.reference}\nQuote it if you call or write to us about your application.`);
    expect(text).not.toContain(body.id);
    // A name that ends with a full stop ends the sentence with it: never "Inc..".
    expect(text).toContain('on behalf of Mile High Harm Reduction Inc.\n');
    expect(text).not.toContain('..');
    // What happens next, as the page after Register says it: who reviews it, roughly when, the email that follows.
    expect(text).toContain("What happens next:\n- The programme's staff review every application, usually within 5 working days.\n");
    expect(text).toContain('If it is approved, the email says how to set up the account your facility will order with. If it is not, the email gives the reason.');
    expect(text).toContain('- You do not need to apply again while we review it.');
  });

  it('ends the sentence after a name without a full stop of its own with one', async () => {
    const res = await register({ ...valid, legalBusinessName: 'Front Range Recovery' });
    expect(res.statusCode).toBe(201);
    const [email] = await app.db.selectFrom('outbox').selectAll().execute();
    expect(email!.text_body).toContain('on behalf of Front Range Recovery.\n');
  });

  it('acknowledges in the language the form was filled in, and refuses a language the portal does not speak', async () => {
    const res = await register({ ...valid, language: 'es', otherGpoAffiliation: 'unsure', currentGpoName: 'Vizient', productsPurchased: 'Naloxona nasal' });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    const [email] = await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'application').orderBy('created_at', 'desc').limit(1).execute();
    expect(email!.subject).toBe(`Recibimos su solicitud de membresía ${reference}`);
    expect(email!.text_body).toContain('Estimado/a Alex Rivera:');
    expect(email!.text_body).toContain('en nombre de Mile High Harm Reduction Inc.\n');
    expect(email!.text_body).toContain(`Su referencia: ${reference}`);
    expect(email!.text_body).toContain('Lo que sigue:\n- El personal del programa revisa cada solicitud, por lo general en un plazo de 5 días hábiles.');
    expect(email!.text_body).toContain('Afiliado a otra GPO: No está seguro');
    expect(email!.text_body).toContain('GPO actual: Vizient');
    expect(email!.text_body).not.toMatch(/Dear|Thank you|Reference|What happens/);
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

    // Not sure about another group: neither its name nor its products are required.
    const unsure = await register({ ...valid, otherGpoAffiliation: 'unsure' });
    expect(unsure.statusCode).toBe(201);
    const unsureRow = await app.db.selectFrom('membership_applications').select('application').where('id', '=', unsure.json<{ id: string }>().id).executeTakeFirstOrThrow();
    expect(JSON.parse(unsureRow.application)).toEqual({ ...valid, otherGpoAffiliation: 'unsure' });
    const unsureReference = unsure.json<{ reference: string }>().reference;
    const [unsureEmail] = await app.db.selectFrom('outbox').select('text_body').where('subject', 'like', `%${unsureReference}`).execute();
    expect(unsureEmail!.text_body).toContain('Affiliated with another GPO: Not sure\n');
    expect(unsureEmail!.text_body).not.toContain('Current GPO');

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
