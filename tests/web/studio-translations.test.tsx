import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowVersion, TranslationPreview, TranslationTable } from '#schemas/generated/flow-studio-api.ts';
import { placeOf } from '#web/features/studio/problem-place.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const v2 = JSON.parse(readFileSync('flows/consumer/v2.json', 'utf8')) as Record<string, unknown>;
const draft: FlowVersion = {
  flowId: 'consumer', version: 3, status: 'draft', live: false, sha256: 'x', basedOn: 2, notes: null, createdBy: null, createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, publishedAt: null, retiredBy: null, retiredAt: null, runsInProgress: 0,
};
const table: TranslationTable = {
  flowId: 'consumer', version: 3, sourceLocale: 'en', locale: 'es', locales: ['en', 'es'], baseline: 2,
  counts: { missing: 1, changed: 1, translated: 1 },
  rows: [
    { pointer: '/title', source: 'Request free naloxone', target: 'Pida naloxona gratis', status: 'translated' },
    { pointer: '/steps/0/title', source: 'Your state', target: null, status: 'missing' },
    { pointer: '/drug/fallback', source: 'this medicine', target: 'este medicamento', status: 'changed' },
  ],
};

const preview: TranslationPreview = {
  version: 3, sha256: 'sha-of-draft', locale: 'es', sourceLocale: 'en', counts: { changed: 1, unchanged: 225, refused: 1 },
  changes: [{ pointer: '/steps/0/title', source: 'Your state', before: null, after: 'Su estado' }],
  refused: [{ place: 'row 3', pointer: '/nope', source: null, kind: 'unknown-text', reason: 'Unknown text: this version has no such text (the file may have been made from another version).' }],
};

let fetchMock: ReturnType<typeof vi.fn>;
let importReply: () => Response;
let previewReply: () => Response;
/** The bodies posted to …/versions/3<ending>. */
const posts = (ending: string) => fetchMock.mock.calls
  .filter(([url, init]) => url === `/api/flows/consumer/versions/3${ending}` && init?.method === 'POST')
  .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
beforeEach(() => {
  importReply = () => json(200, { locale: 'es', imported: 1, refused: 1, saved: { version: draft, check: { ok: true, problems: [], scenarios: [] } } });
  previewReply = () => json(200, preview);
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/flows/consumer/versions/3') return json(200, { version: draft, definition: { ...v2, version: 3, status: 'draft' } });
    if (url.startsWith('/api/flows/consumer/versions/3/translations') && method === 'GET' && !url.includes('export')) return json(200, table);
    if (url === '/api/flows/consumer/versions/3/translations' && method === 'POST') return importReply();
    if (url === '/api/flows/consumer/versions/3/translations/preview' && method === 'POST') return previewReply();
    return json(404, { code: 'NOT_FOUND', message: `no mock for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the studio\'s translations page', () => {
  it('names the questionnaire\'s own texts in words: its title, a message, an order rule, a brand', () => {
    expect(placeOf('/title', v2)).toBe("the questionnaire's title");
    expect(placeOf('/messages/required', v2)).toMatch(/^message '.+'$/);
    expect(placeOf('/orderRules/request/1/reason', v2)).toBe("order rules › about the request › rule 'A new request may have 1 to {cap} kits.' › reason");
    expect(placeOf('/drug/brands/0/name', v2)).toMatch(/^the drug › brand '.+' › name$/);
  });

  it('shows what needs work side by side, each text named by its place, and every text on asking', async () => {
    signIn('admin');
    renderAt('/questionnaire/consumer/3/translations');
    expect(await screen.findByText('3 texts in Spanish: 1 missing, 1 written for an English text changed since version 2, 1 translated.', undefined, lazyPage)).toBeInTheDocument();
    // jsdom lays the page out as a phone: a card per text (the table is for wider screens).
    const list = () => screen.getByRole('list', { name: 'Texts in English and Spanish' });
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Step 1 'Your state' › titleMissingEnglishYour stateSpanish—");
    expect(items[1]).toHaveTextContent("the drug › its name before a brand is chosenWritten for the old EnglishEnglishthis medicineSpanisheste medicamento");
    expect(within(items[1]!).getByText('este medicamento')).toHaveAttribute('lang', 'es');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('shows what a file changes before anything is applied, and applies the changes only on Apply', async () => {
    signIn('admin');
    renderAt('/questionnaire/consumer/3/translations');
    await screen.findByRole('button', { name: 'Import a translated file' }, lazyPage);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const content = 'pointer,en,es\n/steps/0/title,Your state,Su estado\n/nope,x,y';
    fireEvent.change(input, { target: { files: [new File([content], 'consumer-v3-es.csv', { type: 'text/csv' })] } });
    const preview = await screen.findByRole('region', { name: "What 'consumer-v3-es.csv' changes in Spanish" });
    expect(within(preview).getByRole('status')).toHaveTextContent('1 text changes, 225 stay as they are, 1 is refused. Nothing is applied until you apply it.');
    const changes = within(preview).getByRole('list', { name: 'Texts this file changes in Spanish' });
    expect(within(changes).getByRole('listitem')).toHaveTextContent("Step 1 'Your state' › titleEnglishYour stateSpanish nowno translation yetSpanish from the fileSu estado");
    expect(within(preview).getByRole('list', { name: 'Texts refused' })).toHaveTextContent('File row 3Unknown text: this version has no such text (the file may have been made from another version).');
    const previewed = posts('/translations/preview');
    expect(previewed).toEqual([{ format: 'csv', content }]);
    expect(posts('/translations')).toEqual([]);

    fireEvent.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText('1 Spanish text changed. 1 refused text was left as it was.')).toBeInTheDocument();
    expect(posts('/translations')).toEqual([{ format: 'csv', content, previewed: 'sha-of-draft' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /changes in Spanish/ })).not.toBeInTheDocument());
  });

  it('says a file that changes nothing does so and offers nothing to apply; a file it cannot read is listed with its lines', async () => {
    previewReply = () => json(200, { ...preview, counts: { changed: 0, unchanged: 226, refused: 0 }, changes: [], refused: [] });
    signIn('admin');
    renderAt('/questionnaire/consumer/3/translations');
    await screen.findByRole('button', { name: 'Import a translated file' }, lazyPage);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'same.xlf')] } });
    const region = await screen.findByRole('region', { name: "What 'same.xlf' changes in Spanish" });
    expect(region).toHaveTextContent('This file changes no Spanish text: the draft has these translations already. Nothing will be applied.');
    expect(within(region).queryByRole('button', { name: /^Apply/ })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /changes in Spanish/ })).not.toBeInTheDocument());

    previewReply = () => json(422, {
      code: 'TRANSLATION_IMPORT_REFUSED', message: 'The file was not imported: The file is not XLIFF 2.0 (an <xliff version="2.0"> document). Nothing was changed.',
      problems: [{ pointer: '', message: 'The file is not XLIFF 2.0 (an <xliff version="2.0"> document).' }],
    });
    fireEvent.change(input, { target: { files: [new File(['x'], 'back.xlf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file was not imported: The file is not XLIFF 2.0');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("'notes.txt' is neither an XLIFF file (.xlf) nor a CSV file (.csv)."));
    expect(posts('/translations')).toEqual([]);
  });
});
