import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type {
  CheckResult, DraftSaved, FlowSummary, FlowVersion, FlowVersionDetail, TranslationImported, TranslationPreview, TranslationTable,
} from '#schemas/generated/flow-studio-api.ts';
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
  const previewFile = (version: number, format: 'xliff' | 'csv', content: string) =>
    f.as('admin', { method: 'POST', url: `/api/flows/consumer/versions/${version}/translations/preview`, payload: { format, content } });
  const applyFile = (version: number, format: 'xliff' | 'csv', content: string, previewed: string) =>
    f.as('admin', { method: 'POST', url: `/api/flows/consumer/versions/${version}/translations`, payload: { format, content, previewed } });
  /** A file previewed, then applied as the preview allows: the preview and the apply's reply. */
  const importFile = async (version: number, format: 'xliff' | 'csv', content: string) => {
    const preview = await previewFile(version, format, content);
    expect(preview.statusCode, preview.body).toBe(200);
    return { preview: preview.json<TranslationPreview>(), applied: await applyFile(version, format, content, preview.json<TranslationPreview>().sha256) };
  };
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

  it('previews a file without touching the draft: each change with its English, before and after, and the counts', async () => {
    const csv = (await get(`/api/flows/consumer/versions/${draft}/translations/export?locale=es&format=csv`)).body;
    const before = JSON.stringify(await definition(draft));
    const edited = csv.replace('/title,Request free naloxone,Pida naloxona gratis,translated', '/title,Request free naloxone,Pida naloxona sin costo,translated');
    const reply = await previewFile(draft, 'csv', edited);
    expect(reply.statusCode).toBe(200);
    const preview = reply.json<TranslationPreview>();
    const texts = csv.trim().split('\n').length - 1;
    expect(preview).toMatchObject({
      version: draft, locale: 'es', sourceLocale: 'en',
      counts: { changed: 1, unchanged: texts - 1, refused: 0 },
      changes: [{ pointer: '/title', source: 'Request free naloxone', before: 'Pida naloxona gratis', after: 'Pida naloxona sin costo' }],
      refused: [],
    });
    expect(JSON.stringify(await definition(draft))).toBe(before);
    expect((await f.as('customer', { method: 'POST', url: `/api/flows/consumer/versions/${draft}/translations/preview`, payload: { format: 'csv', content: edited } })).statusCode).toBe(403);

    const applied = await applyFile(draft, 'csv', edited, preview.sha256);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<TranslationImported>()).toMatchObject({ locale: 'es', imported: 1, refused: 0 });
    expect((await definition(draft)).title.es).toBe('Pida naloxona sin costo');
    // The draft is not the one previewed any more: the same file is previewed again before it applies.
    const again = await applyFile(draft, 'csv', edited, preview.sha256);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TRANSLATION_IMPORT_REFUSED', message: 'The draft changed since this file was previewed: look at what it changes again. Nothing was changed.' });
  });

  it('says a file that changes nothing does so, and applies nothing', async () => {
    const csv = (await get(`/api/flows/consumer/versions/${draft}/translations/export?locale=es&format=csv`)).body;
    const { preview, applied } = await importFile(draft, 'csv', csv);
    expect(preview.counts).toEqual({ changed: 0, unchanged: csv.trim().split('\n').length - 1, refused: 0 });
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toMatchObject({ code: 'TRANSLATION_IMPORT_REFUSED', message: 'The file changes nothing: it has the translations the draft has already. Nothing was changed.' });
    const refusedOnly = await importFile(draft, 'csv', 'pointer,en,es\n/steps/99/title,Nothing,Nada\n');
    expect(refusedOnly.preview.counts).toEqual({ changed: 0, unchanged: 0, refused: 1 });
    expect(refusedOnly.applied.json()).toMatchObject({ message: 'The file changes nothing: every text it changes is refused. Nothing was changed.' });
  });

  it('exports XLIFF 2.0 and CSV, and a new language comes in with its texts only', async () => {
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
    const { preview, applied } = await importFile(draft, 'xliff', translated);
    expect(preview.counts.changed).toBe(2);
    expect(preview.changes[0]).toEqual({ pointer: '/title', source: 'Request free naloxone', before: null, after: 'Demander de la naloxone gratuite' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json<TranslationImported>()).toMatchObject({ locale: 'fr', imported: 2 });
    const after = await definition(draft);
    expect(after.locales).toEqual([...before.locales, 'fr']);
    expect(after.title).toEqual({ ...before.title, fr: 'Demander de la naloxone gratuite' });
    expect(after.orderRules?.request?.[1]?.reason.fr).toBe('Une nouvelle demande peut avoir de 1 à {cap} trousses.');
    const strip = (flow: Flow) => JSON.stringify(flow, (key, value) => (key === 'fr' || key === 'locales' ? undefined : value));
    expect(strip(after)).toBe(strip(before));
    const check = applied.json<TranslationImported>().saved.check;
    expect(check.problems.filter((p) => p.message.includes("'fr'")).length).toBeGreaterThan(100);

    const csv = await get(`/api/flows/consumer/versions/${draft}/translations/export?locale=fr&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.split('\n');
    expect(lines[0]).toBe('pointer,en,fr,status');
    expect(lines).toContain('/title,Request free naloxone,Demander de la naloxone gratuite,translated');
    const edited = csv.body.replace('/drug/fallback,this drug,,missing', '/drug/fallback,this drug,"ce médicament, « naloxone »",missing');
    const again = await importFile(draft, 'csv', edited);
    expect(again.preview.counts.changed).toBe(1);
    expect(again.applied.json<TranslationImported>()).toMatchObject({ locale: 'fr', imported: 1 });
    expect((await definition(draft)).drug!.fallback.fr).toBe('ce médicament, « naloxone »');
    expect((await table(draft, 'fr')).counts.translated).toBe(3);
  });

  it('refuses the texts with unknown places, broken placeholders, markup or too many characters, each with its reason, and applies the rest', async () => {
    const csv = [
      'pointer,en,fr,status',
      '/title,Request free naloxone,Bonjour,translated',
      '/steps/99/title,Nothing,Rien,missing',
      '"/orderRules/request/1/reason","A new request may have 1 to {cap} kits.","De 1 à {kap} trousses.",translated',
      `/drug/fallback,this drug,"${'x'.repeat(1_900_000)}",missing`,
    ].join('\n');
    const before = JSON.stringify(await definition(draft));
    const preview = (await previewFile(draft, 'csv', csv)).json<TranslationPreview>();
    expect(preview.counts).toEqual({ changed: 1, unchanged: 0, refused: 3 });
    expect(preview.refused).toEqual([
      { place: 'row 3', pointer: '/steps/99/title', source: null, kind: 'unknown-text', reason: 'Unknown text: this version has no such text (the file may have been made from another version).' },
      {
        place: 'row 4', pointer: '/orderRules/request/1/reason', source: 'A new request may have 1 to {cap} kits.', kind: 'placeholders',
        reason: 'Placeholders differ: the translation lacks {cap} and has {kap} that the source does not. It must keep every {placeholder} of the English text.',
      },
      { place: 'row 5', pointer: '/drug/fallback', source: 'this drug', kind: 'too-long', reason: 'Too long: 1,900,000 characters, and a text of the questionnaire holds at most 1,000. Shorten it.' },
    ]);
    expect(JSON.stringify(await definition(draft))).toBe(before);
    const applied = await applyFile(draft, 'csv', csv, preview.sha256);
    expect(applied.json<TranslationImported>()).toMatchObject({ locale: 'fr', imported: 1, refused: 3 });
    const after = await definition(draft);
    expect(after.title.fr).toBe('Bonjour');
    expect(after.orderRules?.request?.[1]?.reason.fr).toBe('Une nouvelle demande peut avoir de 1 à {cap} trousses.');

    const xml = (await get(`/api/flows/consumer/versions/${draft}/translations/export?locale=fr&format=xliff`)).body
      .replace('<target>Bonjour</target>', '<target>Demander <b>gratuite</b></target>');
    const markup = (await previewFile(draft, 'xliff', xml)).json<TranslationPreview>();
    expect(markup.refused).toEqual([expect.objectContaining({ pointer: '/title', kind: 'markup', place: expect.stringMatching(/^line \d+$/) })]);
    expect((await previewFile(draft, 'xliff', '<xliff version="1.2"/>')).json()).toMatchObject({ code: 'TRANSLATION_IMPORT_REFUSED', message: expect.stringContaining('not XLIFF 2.0') });
    expect((await previewFile(draft, 'csv', 'a,b\n1,2')).json()).toMatchObject({ code: 'TRANSLATION_IMPORT_REFUSED', message: expect.stringContaining('The first row must name the columns') });
    expect((await previewFile(draft, 'csv', 'pointer,en\n/title,x')).statusCode).toBe(422);
  });

  it('never previews or imports into a published version', async () => {
    const csv = 'pointer,en,fr\n/title,Request free naloxone,Bonjour';
    expect((await previewFile(live, 'csv', csv)).json()).toMatchObject({ code: 'FLOW_VERSION_LOCKED' });
    expect((await applyFile(live, 'csv', csv, 'x')).json()).toMatchObject({ code: 'FLOW_VERSION_LOCKED' });
  });

  it('refuses to publish a version whose languages are incomplete', async () => {
    const reply = await f.as('superAdmin', { method: 'POST', url: `/api/flows/consumer/versions/${draft}/publish`, payload: { notes: 'French, half done' } });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ code: 'FLOW_CHECKS_FAILED' });
    expect(reply.json().problems).toContainEqual({ pointer: '/steps/0/title', message: "missing the 'fr' translation" });
  });

  it('knows a Spanish text written for the old English text: the check says so, publishing asks to accept it, a new translation clears it', async () => {
    expect((await f.as('admin', { method: 'DELETE', url: `/api/flows/consumer/versions/${draft}` })).statusCode).toBe(204);
    const made = (await f.as('admin', { method: 'POST', url: '/api/flows/consumer/drafts', payload: { from: live } })).json<FlowVersionDetail>().version.version;
    const patched = await f.as('admin', {
      method: 'PATCH', url: `/api/flows/consumer/versions/${made}`,
      payload: [{ op: 'replace', path: '/title/en', value: 'Get free naloxone' }, { op: 'replace', path: '/messages/required/en', value: 'Please answer this question.' }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const stale = patched.json<DraftSaved>().check.staleTranslations;
    expect(stale).toEqual([
      { pointer: '/title', locale: 'es', oldSource: 'Request free naloxone', source: 'Get free naloxone', translation: 'Pida naloxona gratis' },
      { pointer: '/messages/required', locale: 'es', oldSource: 'Answer this question.', source: 'Please answer this question.', translation: 'Responda esta pregunta.' },
    ]);
    expect((await get(`/api/flows/consumer/versions/${made}/check`)).json<CheckResult>().staleTranslations).toEqual(stale);

    const publish = (body: Record<string, unknown>) => f.as('superAdmin', { method: 'POST', url: `/api/flows/consumer/versions/${made}/publish`, payload: { notes: 'A new title', ...body } });
    const refused = await publish({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'FLOW_STALE_TRANSLATIONS_NOT_ACCEPTED',
      message: '2 Spanish texts were written for the old English texts. Read them and accept them to publish, or update them first.',
      reasons: [
        "'Request free naloxone' became 'Get free naloxone'; the Spanish still says 'Pida naloxona gratis'",
        "'Answer this question.' became 'Please answer this question.'; the Spanish still says 'Responda esta pregunta.'",
      ],
    });

    const { applied } = await importFile(made, 'csv', 'pointer,en,es\n/title,Get free naloxone,Obtenga naloxona gratis\n');
    expect(applied.json<TranslationImported>().saved.check.staleTranslations).toEqual([stale![1]]);
    expect((await table(made)).counts.changed).toBe(1);
    const diff = (await get(`/api/flows/consumer/diff?from=${live}&to=${made}`)).json<{ changes: { pointer: string; translations?: unknown }[] }>();
    expect(diff.changes.find((c) => c.pointer === '/messages/required')?.translations).toEqual([{ locale: 'es', before: 'Responda esta pregunta.', after: 'Responda esta pregunta.' }]);

    expect((await publish({})).json()).toMatchObject({ code: 'FLOW_STALE_TRANSLATIONS_NOT_ACCEPTED', message: expect.stringMatching(/^1 Spanish text was written for the old English text\./) });
    const published = await publish({ acceptStaleTranslations: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<FlowVersion>()).toMatchObject({ version: made, status: 'published' });
  });
});
