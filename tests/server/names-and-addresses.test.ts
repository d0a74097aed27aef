import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { validApplication } from './membership-fixtures.ts';
import { testDatabases } from './test-db.ts';

/*
 * Names and addresses sent to the API (`"x-name-or-address": true`, decision 044): a text made only of a direction
 * control or of invisible characters is no name, a bidirectional control is refused, and invisible formatting is
 * removed, so what staff read is what was typed. Each case stores nothing when refused.
 */
const RLO = '\u202E';

describe.each(testDatabases())('names and addresses on $name', (database) => {
  let f: AdminFixture;
  const origin = () => ({ origin: f.app.config.publicOrigin });
  beforeAll(async () => {
    f = await adminFixture(database);
  }, 60_000);
  afterAll(() => f.app.close());

  const applications = async () => Number((await f.db.selectFrom('membership_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const apply = (fields: Record<string, unknown>) => f.as(null, { method: 'POST', url: '/api/user/register', payload: { ...validApplication, ...fields } });

  it.each([
    ['a street made only of a right-to-left override', { street: RLO }, /street must contain a visible character/],
    ['a name written backwards with an override', { contactName: `${RLO}areviR xelA` }, /contactName must not contain hidden characters that change the order of the text/],
    ['a left-to-right mark inside a city', { city: 'Den\u200Ever' }, /city must not contain hidden characters/],
    ['a name of zero-width spaces only', { name: '\u200B\u200B' }, /name must contain a visible character/],
    ['a county of Hangul fillers only', { county: '\u3164\u3164' }, /county must contain a visible character/],
    ['a legal name of Braille blanks', { legalBusinessName: '\u2800\u2800' }, /legalBusinessName must contain a visible character/],
    ['an affiliation of a byte-order mark', { partOfPurchasingGroup: true, affiliation: '\uFEFF' }, /affiliation must contain a visible character/],
  ])('refuses a membership application with %s, storing nothing', async (_what, fields, message) => {
    const before = await applications();
    const res = await apply(fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(message) });
    expect(await applications()).toBe(before);
  });

  it('keeps a membership application without the invisible characters it carried', async () => {
    const res = await apply({ contactName: '\uFEFFAl\u200Bex Ri\u00ADvera', street: '1600\u2060 Broadway', name: 'Mile High\u200D' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await f.db.selectFrom('membership_applications').selectAll().where('id', '=', res.json<{ id: string }>().id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.application)).toMatchObject({ contactName: 'Alex Rivera', street: '1600 Broadway', name: 'Mile High' });
    expect(row.legal_business_name).toBe(validApplication.legalBusinessName);
  });

  it('refuses a staff member whose name hides its order or shows nothing, and keeps one without invisible formatting', async () => {
    const invite = (firstName: string, lastName: string, email: string) =>
      f.as('superAdmin', { method: 'POST', url: '/api/user', headers: origin(), payload: { firstName, lastName, email, claims: { role: 'admin' } } });
    const reversed = await invite(`${RLO}nosnhoJ`, 'Smith', 'rlo@example.org');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/firstName must not contain hidden characters/);
    const blank = await invite('Jo', '\u200B', 'blank@example.org');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/lastName must contain a visible character/);
    expect(await f.db.selectFrom('users').select('id').where('email', 'in', ['rlo@example.org', 'blank@example.org']).execute()).toEqual([]);

    const kept = await invite('Jo\u00AD', 'Smi\u200Dth', 'jo.smith@example.org');
    expect(kept.statusCode, kept.body).toBe(201);
    const id = kept.json<{ id: string }>().id;
    expect(await f.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ first_name: 'Jo', last_name: 'Smith' });
    const renamed = await f.as('superAdmin', { method: 'PATCH', url: `/api/user/${id}`, headers: origin(), payload: { lastName: `Smith${RLO}` } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toMatch(/lastName must not contain hidden characters/);
  });

  it('refuses a customer whose name or street hides its order, and keeps a blank one blank', async () => {
    const created = await f.as('superAdmin', { method: 'POST', url: '/api/customers/C-9', headers: origin(), payload: { customerName: `${RLO}latipsoH` } });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/customerName must not contain hidden characters/);
    expect(await f.db.selectFrom('customers').select('id').where('id', '=', 'C-9').execute()).toEqual([]);

    expect((await f.as('superAdmin', { method: 'POST', url: '/api/customers/C-9', headers: origin(), payload: { customerName: '' } })).statusCode).toBe(201);
    const street = await f.as('superAdmin', { method: 'PATCH', url: '/api/customers/C-9', headers: origin(), payload: { street: '\u2800' } });
    expect(street.statusCode).toBe(400);
    expect(street.json().message).toMatch(/street must contain a visible character/);
    const kept = await f.as('superAdmin', { method: 'PATCH', url: '/api/customers/C-9', headers: origin(), payload: { customerName: 'Lake\u200B Clinic', city: 'Lex\uFEFFington' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ customerName: 'Lake Clinic', city: 'Lexington' });
  });

  it('refuses a consumer validation with an address made of a direction control, or a city whose order one changes', async () => {
    const res = await f.as('admin', {
      method: 'POST', url: '/api/consumers/validation', headers: origin(),
      payload: {
        firstName: 'Ana', lastName: 'Reyes', phone: '720-555-0100', email: 'ana@example.org', dateOfBirth: '1990-05-17', gender: 'Female',
        address: '22 Oak Ave', address2: null, state: 'CO', county: null, city: `Aur${RLO}ora`, zipCode: '80012',
        shipToAddressType: 'Home', shipToAddress: RLO, shipToAddress2: null, shipToState: 'CO', shipToCounty: null, shipToCity: 'Aurora', shipToZipCode: '80012',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/shipToAddress must contain a visible character/);
    expect(res.json().message).toMatch(/city must not contain hidden characters that change the order of the text/);
  });
});
