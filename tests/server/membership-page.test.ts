import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_REFERENCE_PATTERN } from '#schemas/mrn.ts';
import { emptyMembershipForm, type MembershipFormValues } from '#schemas/membership-form.ts';
import { defaultWebRoot } from '#server/plugins/web-app.ts';
import { ensureBuilt } from '../scripts/production-process.ts';
import { validForm as typedForm } from '../web/membership-fixtures.ts';
import { browserHeaders } from './auth-helpers.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

/*
 * The membership application as a page the server renders and takes posted without a script (decision 087): the same
 * rules as the browser's form and the API's schema, 303 to the page of the reference, the form again on a refusal.
 */

/** The form as a browser sends it: every field by its name, a ticked box as `on`, an unticked one not at all. */
const posted = (values: MembershipFormValues): Record<string, string> =>
  Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (typeof value === 'boolean' ? (value ? [[name, 'on']] : []) : [[name, value]])));

const validForm: Record<string, string> = {
  language: 'en',
  ...posted({
    ...typedForm,
    phone: '3035550100',
    sendOrderConfirmationEmails: true,
    // Typed before the answer was No: not asked, so not kept.
    affiliation: 'Front Range Co-op',
    otherGpoAffiliation: 'unsure',
    productsPurchased: 'Nasal naloxone',
  }),
};

const stateOf = (body: string) =>
  JSON.parse(/<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as Record<string, unknown>;

describe.each(testDatabases())('the membership application as a page on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The page is rendered by the built server render (decision 084).
    ensureBuilt();
    app = await buildTestApp({ database, webRoot: defaultWebRoot });
  }, 240_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.deleteFrom('outbox').execute();
    await app.db.deleteFrom('membership_applications').execute();
  });

  const post = (form: Record<string, string>, headers: Record<string, string> = {}) => app.inject({
    method: 'POST',
    url: '/register',
    payload: new URLSearchParams(form).toString(),
    headers: { ...browserHeaders(app, 'POST'), 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  const stored = () => app.db.selectFrom('membership_applications').selectAll().execute();

  it('renders the empty form, with every field asked after an answer and its note', async () => {
    const page = await app.inject({ url: '/register', headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('GPO Membership Application</h1>');
    expect(page.body).toContain('method="post"');
    expect(page.body).toContain('name="affiliation"');
    expect(page.body).toContain('Only if you answered Yes: fill this in when your facility is part of a purchasing group.');
    expect(page.body).not.toContain('There is a problem');
    expect(stateOf(page.body)).toEqual({ page: 'register', values: emptyMembershipForm, problems: {} });
  });

  it('stores a sent form as the API would and answers 303 to the page of its reference', async () => {
    const sent = await post(validForm);
    expect(sent.statusCode, sent.body).toBe(303);
    const location = String(sent.headers.location);
    expect(location).toMatch(/^\/register\/received\/MA-[A-Z0-9]{6}$/);
    const reference = location.split('/').at(-1)!;
    expect(reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    const [row] = await stored();
    expect(row).toMatchObject({ reference, status: 'pending', legal_business_name: 'Mile High Harm Reduction Inc.' });
    const application = JSON.parse(row!.application) as Record<string, unknown>;
    // Phones as the API keeps them; the unasked affiliation and the blank optional name left out; the box unticked is false.
    expect(application).toMatchObject({
      phone: '303-555-0100', contactPhone: '303-555-0101', partOfPurchasingGroup: false, otherGpoAffiliation: 'unsure',
      productsPurchased: 'Nasal naloxone', sendOrderConfirmationEmails: true, sendShipmentNotificationEmails: false, language: 'en',
    });
    expect(application).not.toHaveProperty('affiliation');
    expect(application).not.toHaveProperty('currentGpoName');
    expect(application).not.toHaveProperty('fax');
    const emails = await app.db.selectFrom('outbox').selectAll().execute();
    expect(emails.map((e) => e.subject)).toEqual([`We received your membership application ${reference}`]);

    const received = await app.inject({ url: location, headers: { 'accept-language': 'en-US' } });
    expect(received.statusCode).toBe(200);
    expect(received.body).toContain('Application received');
    expect(received.body).toContain(`>${reference}<`);
  });

  it('refuses a form with mistakes with the form again: its problems, in the reader’s language, and every value as typed', async () => {
    const form = { ...validForm, language: 'es', legalBusinessName: '  ', zip: '802', contactEmail: 'alex@', partOfPurchasingGroup: 'yes', affiliation: '' };
    const refused = await post(form, { cookie: 'portal.language=es' });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['cache-control']).toBe('no-store');
    const state = stateOf(refused.body);
    expect(state.problems).toEqual({ legalBusinessName: 'required', zip: 'invalidZip', contactEmail: 'invalidEmail', affiliation: 'required' });
    expect(state.values).toMatchObject({ legalBusinessName: '  ', zip: '802', contactEmail: 'alex@', contactPhone: '1 (303) 555-0101', partOfPurchasingGroup: 'yes' });
    expect(refused.body).toContain('<html lang="es"');
    expect(refused.body).toContain('Hay un problema');
    expect(refused.body).toContain('Código postal no válido');
    expect(refused.body).toContain('Nombre legal de la empresa: este dato es obligatorio');
    expect(refused.body).toContain('value="802"');
    expect(await stored()).toEqual([]);

    // Corrected, it is sent, and the acknowledgement speaks the language the form was read in.
    const sent = await post({ ...form, legalBusinessName: 'Mile High Harm Reduction Inc.', zip: '80202', contactEmail: 'alex@milehigh.example.org', affiliation: 'Front Range Co-op' });
    expect(sent.statusCode).toBe(303);
    const [row] = await stored();
    expect(JSON.parse(row!.application)).toMatchObject({ language: 'es', affiliation: 'Front Range Co-op' });
    const [email] = await app.db.selectFrom('outbox').selectAll().execute();
    expect(email!.subject).toContain('Recibimos su solicitud');
  });

  it('keeps a hand-made post the API’s schema refuses, and says the application was not sent', async () => {
    // The browser stops at the field's 120 characters; a post made by hand does not.
    const refused = await post({ ...validForm, legalBusinessName: 'x'.repeat(121), state: 'XX' });
    expect(refused.statusCode).toBe(422);
    // A choice outside the list is taken as not chosen: a field's problem.
    expect(stateOf(refused.body).problems).toEqual({ state: 'required' });
    const tooLong = await post({ ...validForm, legalBusinessName: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(422);
    expect(stateOf(tooLong.body)).toMatchObject({ problems: {}, notSent: true, values: { legalBusinessName: 'x'.repeat(121) } });
    expect(tooLong.body).toContain('Your application was not sent. Nothing you typed is lost: press Register to try again.');
    expect(await stored()).toEqual([]);
  });

  it('shows the not-found page (404) for an address after Register whose reference could not be one', async () => {
    const page = await app.inject({ url: '/register/received/nonsense', headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page not found');
  });
});

describe('the membership application page’s protection', () => {
  it('takes the public routes’ limit of posts a minute per client, as the API does', async () => {
    const app = await buildTestApp({ webRoot: defaultWebRoot, env: { RATE_LIMIT_MAX: '2' } });
    try {
      const post = () => app.inject({
        method: 'POST', url: '/register', payload: 'zip=802', headers: { ...browserHeaders(app, 'POST'), 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect((await post()).statusCode).toBe(422);
      expect((await post()).statusCode).toBe(422);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      // A page that says so, never the API's JSON (decision 084).
      expect(limited.body).toContain('Too many requests came from your network in a short time.');
      expect(limited.body).toContain('<script id="page-state" type="application/json">{"page":"problem","status":429}</script>');
      // Reading the form is not limited.
      expect((await app.inject({ url: '/register' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
