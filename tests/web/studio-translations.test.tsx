import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowVersion, TranslationTable } from '#schemas/generated/flow-studio-api.ts';
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

let fetchMock: ReturnType<typeof vi.fn>;
let importReply: () => Response;
beforeEach(() => {
  importReply = () => json(200, { locale: 'es', imported: 2, saved: { version: draft, check: { ok: true, problems: [], scenarios: [] } } });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/flows/consumer/versions/3') return json(200, { version: draft, definition: { ...v2, version: 3, status: 'draft' } });
    if (url.startsWith('/api/flows/consumer/versions/3/translations') && method === 'GET' && !url.includes('export')) return json(200, table);
    if (url === '/api/flows/consumer/versions/3/translations' && method === 'POST') return importReply();
    return json(404, { code: 'NOT_FOUND', message: `no mock for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the studio\'s translations page', () => {
  it('shows what needs work side by side, each text named by its place, and every text on asking', async () => {
    signIn('admin');
    renderAt('/questionnaire/consumer/3/translations');
    expect(await screen.findByText('3 texts in Spanish: 1 missing, 1 changed since version 2, 1 translated.', undefined, lazyPage)).toBeInTheDocument();
    // jsdom lays the page out as a phone: a card per text (the table is for wider screens).
    const list = () => screen.getByRole('list', { name: 'Texts in English and Spanish' });
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Step 1 'Your state' › titleMissingEnglishYour stateSpanish—");
    expect(items[1]).toHaveTextContent('drug › fallbackChanged since translatedEnglishthis medicineSpanisheste medicamento');
    expect(within(items[1]!).getByText('este medicamento')).toHaveAttribute('lang', 'es');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('imports a translated file into the draft, and lists the lines of a file it refuses', async () => {
    signIn('admin');
    renderAt('/questionnaire/consumer/3/translations');
    await screen.findByRole('button', { name: 'Import a translated file' }, lazyPage);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['pointer,en,es\n/steps/0/title,Your state,Su estado'], 'consumer-v3-es.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('2 texts imported in Spanish.')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.find(([url, init]) => url === '/api/flows/consumer/versions/3/translations' && init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual({ format: 'csv', content: 'pointer,en,es\n/steps/0/title,Your state,Su estado' });

    importReply = () => json(422, {
      code: 'TRANSLATION_IMPORT_REFUSED', message: 'The file was not imported: 1 problem, listed with their lines. Nothing was changed.',
      problems: [{ pointer: '/steps/0/title', message: 'row 2: the translation lacks {cap}' }],
    });
    fireEvent.change(input, { target: { files: [new File(['x'], 'back.xlf')] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not imported: 1 problem, listed with their lines. Nothing was changed.');
    expect(alert).toHaveTextContent("row 2: the translation lacks {cap} (Step 1 'Your state' › title)");
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("'notes.txt' is neither an XLIFF file (.xlf) nor a CSV file (.csv)."));
  });
});
