import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowSummary, FlowVersionDetail, TranslationImported, TranslationTable } from '#schemas/generated/flow-studio-api.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';
import { testDatabases } from './test-db.ts';

describe.each(testDatabases())('the studio\'s translations on $name', (database) => {
  let f: AdminFixture;
  let live: number;
  let draft: number;
  beforeAll(async () => {
    f = await adminFixture(database);
    live = (await f.as('admin', { method: 'GET', url: '/api/flows' })).json<FlowSummary[]>()[0]!.live!.version;
    draft = (await f.as('admin', { method: 'POST', url: '/api/flows/consumer/drafts', payload: { from: live } })).json<FlowVersionDetail>().version.version;
  });
  afterAll(() => f.app.close());

  const get = (url: string, role: 'admin' | 'customer' = 'admin') => f.as(role, { method: 'GET', url });
  const importFile = (version: number, format: 'xliff' | 'csv', content: string) =>
    f.as('admin', { method: 'POST', url: `/api/flows/consumer/versions/${version}/translations`, payload: { format, content } });
  const definition = async (version: number) => (await get(`/api/flows/consumer/versions/${version}`)).json<FlowVersionDetail>().definition as unknown as Flow;
  const table = async (version: number, locale = 'es') => (await get(`/api/flows/consumer/versions/${version}/translations?locale=${locale}`)).json<TranslationTable>();

  it('shows every text side by side with its status, to staff only', async () => {
    const t = await table(draft);
    expect(t).toMatchObject({ flowId: 'consumer', version: draft, sourceLocale: 'en', locale: 'es', baseline: live });
    expect(t.rows.length).toBe(t.counts.missing + t.counts.changed + t.counts.translated);
    expect(t.rows[0]).toMatchObject({ pointer: '/title', source: 'Request free naloxone' });
    expect(new Set(t.rows.map((r) => r.status))).toEqual(new Set(t.locales.includes('es') ? ['translated'] : ['missing']));
    expect((await get(`/api/flows/consumer/versions/${draft}/translations`, 'customer')).statusCode).toBe(403);
    expect((await get(`/api/flows/consumer/versions/99/translations`)).statusCode).toBe(404);
    expect((await get(`/api/flows/consumer/versions/${draft}/translations?locale=../x`)).statusCode).toBe(400);
  });

  it('exports XLIFF 2.0 and CSV, and a file brought back unchanged changes nothing but what it translates', async () => {
    const xliff = await get(`/api/flows/consumer/versions/${draft}/translations/export?locale=fr&format=xliff`);
    expect(xliff.statusCode).toBe(200);
    expect(xliff.headers['content-type']).toMatch(/^application\/xliff\+xml/);
    expect(xliff.headers['content-disposition']).toBe(`attachment; filename="consumer-v${draft}-fr.xlf"`);
    expect(xliff.body).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">');
    expect(xliff.body).toMatch(/<unit id="u1" name="\/title">/);

    const before = await definition(draft);
    const translated = xliff.body
      .replace('<source>Request free naloxone</source>', '<source>Request free naloxone</source>\n          <target>Demander de la naloxone gratuite</target>')
      .replace(/(<source>A new request may have 1 to \{cap\} kits\.<\/source>)/, '$1\n          <target>Une nouvelle demande peut avoir de 1 à {cap} trousses.</target>');
    const reply = await importFile(draft, 'xliff', translated);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<TranslationImported>()).toMatchObject({ locale: 'fr', imported: 2 });
    const after = await definition(draft);
    expect(after.locales).toEqual([...before.locales, 'fr']);
    expect(after.title).toEqual({ ...before.title, fr: 'Demander de la naloxone gratuite' });
    expect(after.orderRules?.request?.[1]?.reason.fr).toBe('Une nouvelle demande peut avoir de 1 à {cap} trousses.');
    const strip = (flow: Flow) => JSON.stringify(flow, (key, value) => (key === 'fr' || key === 'locales' ? undefined : value));
    expect(strip(after)).toBe(strip(before));
    const check = reply.json<TranslationImported>().saved.check;
    expect(check.problems.filter((p) => p.message.includes("'fr'")).length).toBeGreaterThan(100);

    const csv = await get(`/api/flows/consumer/versions/${draft}/translations/export?locale=fr&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.split('\n');
    expect(lines[0]).toBe('pointer,en,fr,status');
    expect(lines).toContain('/title,Request free naloxone,Demander de la naloxone gratuite,translated');
    const edited = csv.body.replace('/drug/fallback,this drug,,missing', '/drug/fallback,this drug,"ce médicament, « naloxone »",missing');
    const again = await importFile(draft, 'csv', edited);
    expect(again.statusCode).toBe(200);
    expect(again.json<TranslationImported>()).toMatchObject({ locale: 'fr', imported: 3 });
    expect((await definition(draft)).drug.fallback.fr).toBe('ce médicament, « naloxone »');
    expect((await table(draft, 'fr')).counts.translated).toBe(3);
  });

  it('refuses a file with unknown texts or broken placeholders, naming the lines, and changes nothing', async () => {
    const before = JSON.stringify(await definition(draft));
    const csv = [
      'pointer,en,fr,status',
      '/title,Request free naloxone,Bonjour,translated',
      '/steps/99/title,Nothing,Rien,missing',
      '"/orderRules/request/1/reason","A new request may have 1 to {cap} kits.","De 1 à {kap} trousses.",translated',
    ].join('\n');
    const reply = await importFile(draft, 'csv', csv);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      code: 'TRANSLATION_IMPORT_REFUSED',
      problems: [
        { pointer: '/steps/99/title', message: "row 3: '/steps/99/title' is not a text of this version" },
        { pointer: '/orderRules/request/1/reason', message: 'row 4: the translation lacks {cap} and has {kap} that the source does not' },
      ],
    });
    expect(JSON.stringify(await definition(draft))).toBe(before);

    const xml = (await get(`/api/flows/consumer/versions/${draft}/translations/export?locale=fr&format=xliff`)).body
      .replace('<target>Demander de la naloxone gratuite</target>', '<target>Demander <b>gratuite</b></target>');
    const markup = await importFile(draft, 'xliff', xml);
    expect(markup.statusCode).toBe(422);
    expect(markup.json().problems[0].message).toMatch(/^line \d+: the target holds inline markup/);
    expect((await importFile(draft, 'xliff', '<xliff version="1.2"/>')).json()).toMatchObject({ code: 'TRANSLATION_IMPORT_REFUSED', message: expect.stringContaining('not XLIFF 2.0') });
    expect((await importFile(draft, 'csv', 'a,b\n1,2')).json()).toMatchObject({ code: 'TRANSLATION_IMPORT_REFUSED', message: expect.stringContaining('The first row must name the columns') });
    expect(JSON.stringify(await definition(draft))).toBe(before);
  });

  it('refuses a translation longer than a text may hold before the draft is touched, naming the text; the draft still saves', async () => {
    const before = await definition(draft);
    const csv = `pointer,en,es,status\n/drug/fallback,this drug,${'ñ'.repeat(1000)},missing\n/title,Request free naloxone,"${'x'.repeat(1_900_000)}",missing\n`;
    const reply = await importFile(draft, 'csv', csv);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      code: 'TRANSLATION_IMPORT_REFUSED',
      message: 'The file was not imported: 1 problem, listed with their lines. Nothing was changed.',
      problems: [{ pointer: '/title', message: "row 3: the translation of '/title' is 1,900,000 characters long; a text of the questionnaire holds at most 1,000: shorten it" }],
    });
    expect(await definition(draft)).toEqual(before);
    const saved = await f.as('admin', { method: 'PUT', url: `/api/flows/consumer/versions/${draft}`, payload: before as unknown as Record<string, unknown> });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('never imports into a published version', async () => {
    const csv = 'pointer,en,fr\n/title,Request free naloxone,Bonjour';
    expect((await importFile(live, 'csv', csv)).json()).toMatchObject({ code: 'FLOW_VERSION_LOCKED' });
  });

  it('refuses to publish a version whose languages are incomplete', async () => {
    const reply = await f.as('superAdmin', { method: 'POST', url: `/api/flows/consumer/versions/${draft}/publish`, payload: { notes: 'French, half done' } });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ code: 'FLOW_CHECKS_FAILED' });
    expect(reply.json().problems).toContainEqual({ pointer: '/steps/0/title', message: "missing the 'fr' translation" });
  });
});
