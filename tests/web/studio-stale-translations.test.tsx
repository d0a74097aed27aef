import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckResult, FlowChange, FlowDiff, FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

/*
 * Translations in the studio's review (decision 069): a draft's Spanish texts written for an English text that
 * changed, in its check and in the publish review, published only once accepted; a translation's change in Compare,
 * before and after, with the English it translates.
 */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const v5 = JSON.parse(readFileSync('flows/consumer/v5.json', 'utf8')) as Record<string, unknown>;

const version = (n: number, over: Partial<FlowVersion> = {}): FlowVersion => ({
  flowId: 'consumer', version: n, status: 'published', live: false, sha256: 'x', basedOn: null, notes: null, createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, publishedAt: '2026-11-01T10:00:00.000Z',
  retiredBy: null, retiredAt: null, runsInProgress: 0, ...over,
});
const draft = version(6, { status: 'draft', basedOn: 5, publishedAt: null });
const live = version(5, { live: true });
const check: CheckResult = {
  ok: true, problems: [], scenarios: [],
  staleTranslations: [{ pointer: '/title', locale: 'es', oldSource: 'Request free naloxone', source: 'Get free naloxone', translation: 'Pida naloxona gratis' }],
};
const textChange = (over: Partial<FlowChange>): FlowChange => ({ pointer: '/title', kind: 'text', summary: '', before: null, after: null, breaking: false, breakingReason: null, ...over });
const changes: FlowChange[] = [
  textChange({
    summary: "The questionnaire's title changed from 'Request free naloxone' to 'Get free naloxone'", before: 'Request free naloxone', after: 'Get free naloxone',
    translations: [{ locale: 'es', before: 'Pida naloxona gratis', after: 'Pida naloxona gratis' }],
  }),
  textChange({
    pointer: '/messages/required', summary: 'The message shown when a required question is left unanswered: the text changed in Spanish', before: 'Responda esta pregunta.', after: 'Conteste esta pregunta.',
    source: 'Answer this question.', translations: [{ locale: 'es', before: 'Responda esta pregunta.', after: 'Conteste esta pregunta.' }],
  }),
];
const diff: FlowDiff = { flowId: 'consumer', from: 5, to: 6, breaking: 0, runsInProgress: 0, changes, groups: [{ heading: 'The whole questionnaire', changes }] };

const staff = {
  id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Admin', status: 'active', createdAt: '2025-01-01T00:00:00.000Z', lastLogin: null,
  subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false }, claims: { role: 'superAdmin', customers: [] },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/flows') return json(200, [{ flowId: 'consumer', title: 'Request free naloxone', live, draft, versions: 2 }]);
    if (url === '/api/flows/consumer/versions') return json(200, [draft, live]);
    if (url === '/api/flows/consumer/versions/6') return json(200, { version: draft, definition: { ...v5, version: 6, status: 'draft', title: { en: 'Get free naloxone', es: 'Pida naloxona gratis' } } });
    if (url === '/api/flows/consumer/versions/6/check') return json(200, check);
    if (url.startsWith('/api/flows/consumer/diff')) return json(200, diff);
    if (url === '/api/flows/consumer/versions/6/publish' && method === 'POST') return json(200, { ...draft, status: 'published', live: true });
    // The admin shell refreshes the session on the first mouse movement.
    if (url === '/api/user/refresh') return json(200, { user: staff, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(404, { code: 'NOT_FOUND', message: `no mock for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('translations in the studio\'s review', () => {
  it('the draft\'s check lists a Spanish text written for the old English, and publishing asks to accept it', async () => {
    const user = userEvent.setup();
    signIn('superAdmin');
    renderAt('/questionnaire/consumer/6');
    const panel = await screen.findByRole('region', { name: 'Translations to look at (1)' }, lazyPage);
    expect(panel).toHaveTextContent('1 Spanish text was written for the old English text.');
    expect(panel).toHaveTextContent('English thenRequest free naloxoneEnglish nowGet free naloxoneSpanish, unchangedPida naloxona gratis');

    await user.click(screen.getByRole('button', { name: 'Review and publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and publish version 6' });
    expect(await within(dialog).findByRole('region', { name: 'Translations to look at (1)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Spanish: unchanged, written for the old English text')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'A new title');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Read the translations written for the old English texts and tick the box to publish them as they are.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/publish'))).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'I have read the translation written for the old English text: it still says the same' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review and publish version 6' })).not.toBeInTheDocument());
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/flows/consumer/versions/6/publish' && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ notes: 'A new title', acceptStaleTranslations: true });
  });

  it('Compare shows a translation\'s change before and after, with the English it translates', async () => {
    signIn('admin');
    renderAt('/questionnaire/consumer/compare?from=5&to=6');
    const item = (await screen.findByText('The message shown when a required question is left unanswered: the text changed in Spanish', undefined, lazyPage)).closest('li')!;
    expect(item).toHaveTextContent('English (unchanged)Answer this question.SpanishBeforeResponda esta pregunta.AfterConteste esta pregunta.');
    expect(within(item).getByText('Conteste esta pregunta.')).toHaveAttribute('lang', 'es');
    const title = screen.getByText(/title changed from/).closest('li')!;
    expect(title).toHaveTextContent('EnglishBeforeRequest free naloxoneAfterGet free naloxoneSpanish: unchanged, written for the old English textTo look atPida naloxona gratis');
  });
});
