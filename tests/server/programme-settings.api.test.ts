import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '#schemas/generated/audit.ts';
import type { PortalPageData, ProgrammeSettings, ProgrammeSettingsView } from '#schemas/generated/programme-settings.ts';
import { NO_PROGRAMME_SETTINGS } from '#engine/programme-settings.ts';
import { pageWithData } from '#server/plugins/web-app.ts';
import { testDatabases } from './test-db.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { validApplication } from './membership-fixtures.ts';
import { REVERSAL_FLOW_ID, REVERSAL_REPORT_ADDRESS } from '#schemas/reversal-report.ts';

const COLORADO: ProgrammeSettings = {
  programmeName: 'Colorado Naloxone Project',
  marketingSiteUrl: 'https://naloxone.colorado.test',
  contactPhone: '(303) 555-0100',
  contactEmail: ' help@naloxone.colorado.test ',
  privacyStatementUrl: 'https://naloxone.colorado.test/privacy',
  termsOfUseUrl: 'https://naloxone.colorado.test/terms',
  termsOfSaleUrl: null,
  helpUrl: '',
  applicationReviewWorkingDays: 5,
  expiryReminderDays: 30,
};

/** The data block of a page as the server wrote it. */
function pageData(html: string): PortalPageData {
  const match = /<script id="portal-data" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no portal data in ${html.slice(0, 200)}`);
  return JSON.parse(match[1]!) as PortalPageData;
}

describe.each(testDatabases())("the programme's settings on $name", (database) => {
  let f: AdminFixture;
  const webRoot = mkdtempSync(join(tmpdir(), 'programme-web-'));
  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
    f = await adminFixture(database, { webRoot });
  });
  afterAll(async () => {
    await f.app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const put = (role: 'superAdmin' | 'admin' | 'customer' | null, payload: object) => f.as(role, { method: 'PUT', url: '/api/programme', payload });

  it('are all unset on a new portal, and every page carries them with the retention periods', async () => {
    const reply = await f.as('superAdmin', { method: 'GET', url: '/api/programme' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<ProgrammeSettingsView>()).toEqual({ settings: NO_PROGRAMME_SETTINGS, updatedAt: null, updatedBy: null });
    const page = await f.as(null, { method: 'GET', url: '/privacy' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // A new portal's questionnaires at their own address: the reversal report it ships with (the consumer one is /form).
    expect(pageData(page.body)).toEqual({
      programme: NO_PROGRAMME_SETTINGS,
      questionnaires: { [REVERSAL_REPORT_ADDRESS]: { flowId: REVERSAL_FLOW_ID, title: { en: 'Report an overdose reversal', es: 'Informe sobre una sobredosis revertida' } } },
      retention: { consumerMonths: 24, mailDays: 30, unfinishedRunDays: 30 },
    });
  });

  it('are written by a superAdmin only', async () => {
    expect((await put('admin', COLORADO)).statusCode).toBe(403);
    expect((await put('customer', COLORADO)).statusCode).toBe(403);
    expect((await put(null, COLORADO)).statusCode).toBe(401);
    expect((await f.as('admin', { method: 'GET', url: '/api/programme' })).statusCode).toBe(403);
    expect((await f.as(null, { method: 'GET', url: '/api/programme' })).statusCode).toBe(401);
  });

  it('are saved tidied (trimmed, empty as none, the phone as the portal writes it), with an audit entry of what changed', async () => {
    const reply = await put('superAdmin', COLORADO);
    expect(reply.statusCode, reply.body).toBe(200);
    const view = reply.json<ProgrammeSettingsView>();
    expect(view.settings).toEqual({ ...COLORADO, contactPhone: '303-555-0100', contactEmail: 'help@naloxone.colorado.test', helpUrl: null });
    expect(view.updatedBy).toBe('Test superAdmin');
    expect(Date.parse(view.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await f.as('superAdmin', { method: 'GET', url: '/api/programme' })).json<ProgrammeSettingsView>()).toEqual(view);

    const again = await put('superAdmin', { ...view.settings, helpUrl: 'https://naloxone.colorado.test/help' });
    expect(again.statusCode, again.body).toBe(200);

    const audit = (await f.as('superAdmin', { method: 'GET', url: '/api/audit?action=programme.change' })).json<{ items: AuditEntryView[] }>();
    expect(audit.items.map((e) => [e.entity, e.entityId, e.actor?.email, e.detail])).toEqual([
      ['programme', 'programme', 'super@example.org', { changed: ['helpUrl'], before: { helpUrl: null }, after: { helpUrl: 'https://naloxone.colorado.test/help' } }],
      ['programme', 'programme', 'super@example.org', {
        changed: ['programmeName', 'marketingSiteUrl', 'contactPhone', 'contactEmail', 'privacyStatementUrl', 'termsOfUseUrl'],
        before: { programmeName: null, marketingSiteUrl: null, contactPhone: null, contactEmail: null, privacyStatementUrl: null, termsOfUseUrl: null },
        after: {
          programmeName: 'Colorado Naloxone Project', marketingSiteUrl: 'https://naloxone.colorado.test', contactPhone: '303-555-0100',
          contactEmail: 'help@naloxone.colorado.test', privacyStatementUrl: 'https://naloxone.colorado.test/privacy', termsOfUseUrl: 'https://naloxone.colorado.test/terms',
        },
      }],
    ]);
  });

  it('reach the pages at once after a save in this process', async () => {
    const page = await f.as(null, { method: 'GET', url: '/' });
    expect(pageData(page.body).programme).toMatchObject({ marketingSiteUrl: 'https://naloxone.colorado.test', helpUrl: 'https://naloxone.colorado.test/help' });
    expect((await f.as(null, { method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
  });

  it("tell applicants for membership the programme's review time, on the page after Register and in the acknowledgement, and audit its change", async () => {
    const before = (await f.as('superAdmin', { method: 'GET', url: '/api/programme' })).json<ProgrammeSettingsView>().settings;
    const reply = await put('superAdmin', { ...before, applicationReviewWorkingDays: 8 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<ProgrammeSettingsView>().settings.applicationReviewWorkingDays).toBe(8);
    const audit = (await f.as('superAdmin', { method: 'GET', url: '/api/audit?action=programme.change' })).json<{ items: AuditEntryView[] }>();
    expect(audit.items[0]!.detail).toEqual({ changed: ['applicationReviewWorkingDays'], before: { applicationReviewWorkingDays: 5 }, after: { applicationReviewWorkingDays: 8 } });
    // The page after Register reads it from the page it is served in.
    expect(pageData((await f.as(null, { method: 'GET', url: '/register' })).body).programme.applicationReviewWorkingDays).toBe(8);

    const contactEmail = 'review.time@example.org';
    for (const language of ['en', 'es'] as const) {
      const sent = await f.as(null, { method: 'POST', url: '/api/user/register', payload: { ...validApplication, contactEmail, language } });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const texts = (await f.db.selectFrom('outbox').select('text_body').where('kind', '=', 'application').where('to_address', '=', contactEmail).execute()).map((m) => m.text_body);
    expect(texts).toHaveLength(2);
    expect(texts).toEqual(expect.arrayContaining([
      expect.stringContaining("- The programme's staff review every application, usually within 8 working days.\n"),
      expect.stringContaining('- El personal del programa revisa cada solicitud, por lo general en un plazo de 8 días hábiles.\n'),
    ]));

    const refused = await put('superAdmin', { ...before, applicationReviewWorkingDays: 45 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: unknown[] }>().fields).toEqual([
      { questionId: 'applicationReviewWorkingDays', message: 'Membership review time: enter a whole number of working days from 1 to 30' },
    ]);
    expect((await put('superAdmin', { ...before, applicationReviewWorkingDays: 'soon' })).statusCode).toBe(400);
    expect((await put('superAdmin', before)).statusCode).toBe(200);
  });

  it('keep how many days before a kit expires its email goes, 30 until set, within 7 to 120, and audit its change', async () => {
    const before = (await f.as('superAdmin', { method: 'GET', url: '/api/programme' })).json<ProgrammeSettingsView>().settings;
    expect(before.expiryReminderDays).toBe(30);
    const refused = await put('superAdmin', { ...before, expiryReminderDays: 200 });
    expect(refused.json<{ fields: unknown[] }>().fields).toEqual([{ questionId: 'expiryReminderDays', message: 'Kit expiry email: enter a whole number of days from 7 to 120' }]);
    const saved = await put('superAdmin', { ...before, expiryReminderDays: 45 });
    expect(saved.json<ProgrammeSettingsView>().settings.expiryReminderDays).toBe(45);
    const audit = (await f.as('superAdmin', { method: 'GET', url: '/api/audit?action=programme.change' })).json<{ items: AuditEntryView[] }>();
    expect(audit.items[0]!.detail).toEqual({ changed: ['expiryReminderDays'], before: { expiryReminderDays: 30 }, after: { expiryReminderDays: 45 } });
    expect((await put('superAdmin', before)).statusCode).toBe(200);
  });

  it('refuse an address that is not https, a long name, a wrong phone or email, naming each beside its field, and keep what was saved', async () => {
    const before = (await f.as('superAdmin', { method: 'GET', url: '/api/programme' })).json<ProgrammeSettingsView>();
    const reply = await put('superAdmin', {
      ...COLORADO,
      programmeName: 'N'.repeat(81),
      marketingSiteUrl: 'http://naloxone.colorado.test',
      contactPhone: '555-0100',
      contactEmail: 'help at colorado',
      privacyStatementUrl: 'https://localhost/privacy',
    });
    expect(reply.statusCode).toBe(400);
    const body = reply.json<{ code: string; message: string; fields: { questionId: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('5 settings need changing.');
    expect(body.fields).toEqual([
      { questionId: 'programmeName', message: 'Programme name: use at most 80 characters (this has 81)' },
      { questionId: 'marketingSiteUrl', message: 'Programme website: enter an address that starts with https://' },
      { questionId: 'contactPhone', message: 'Contact phone: enter a US phone number of 10 digits, such as 303-555-0100' },
      { questionId: 'contactEmail', message: 'Contact email: enter an email address, such as help@your-programme.org' },
      { questionId: 'privacyStatementUrl', message: 'Privacy statement: enter a whole web address, such as https://www.your-programme.org/privacy' },
    ]);
    const one = await put('superAdmin', { ...COLORADO, helpUrl: 'javascript:alert(1)' });
    expect(one.json<{ message: string }>().message).toBe('Help page: enter an address that starts with https://');
    expect((await put('superAdmin', { ...COLORADO, helpUrl: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await put('superAdmin', { programmeName: 'Only one' })).statusCode).toBe(400);
    expect((await put('superAdmin', { ...COLORADO, extra: 'no' })).statusCode).toBe(400);
    expect((await f.as('superAdmin', { method: 'GET', url: '/api/programme' })).json<ProgrammeSettingsView>()).toEqual(before);
  });
});

describe('the data block written into a page', () => {
  it('cannot be closed by a value, and sits in the head', () => {
    const html = pageWithData('<html><head><title>x</title></head><body></body></html>', {
      programme: { ...NO_PROGRAMME_SETTINGS, programmeName: '</script><script>alert(1)</script>\u2028' },
      retention: { consumerMonths: 24, mailDays: 30, unfinishedRunDays: 30 },
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toMatch(/^<html><head><title>x<\/title><script id="portal-data" type="application\/json">[^<]*<\/script><\/head>/);
    expect(pageData(html).programme.programmeName).toBe('</script><script>alert(1)</script>\u2028');
  });
});
