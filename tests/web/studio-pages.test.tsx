import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowDiff, FlowSummary, FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import { placeOf } from '#web/features/studio/problem-place.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const v2 = JSON.parse(readFileSync('flows/consumer/v2.json', 'utf8')) as Record<string, unknown>;

const version = (n: number, over: Partial<FlowVersion> = {}): FlowVersion => ({
  flowId: 'consumer', version: n, status: 'published', live: false, sha256: 'x', basedOn: null, notes: null, createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, publishedAt: '2026-11-01T10:00:00.000Z',
  retiredBy: null, retiredAt: null, runsInProgress: 0, ...over,
});
const draft = version(3, { status: 'draft', basedOn: 2, publishedAt: null, createdBy: { id: 'u1', name: 'Ada Admin' } });
const live = version(2, { live: true, runsInProgress: 4 });
const summary: FlowSummary = { flowId: 'consumer', title: 'Request free naloxone', live, draft, versions: 3, address: '/form', recordsResponses: false };
const change = (breaking: boolean) => ({
  pointer: '/steps/4/questions/0/choices/4', kind: breaking ? 'choice-removed' : 'text', before: 'Office', after: null, breaking,
  summary: breaking ? "Step 5 'Required Information', question 'Shipping address type': the choice 'Office' was removed" : "The questionnaire's title changed",
  breakingReason: breaking ? 'stored answers and reports refer to this choice' : null,
});
const diff: FlowDiff = {
  flowId: 'consumer', from: 2, to: 3, breaking: 1, runsInProgress: 4,
  changes: [change(false), change(true)] as FlowDiff['changes'],
  groups: [{ heading: 'The whole questionnaire', changes: [change(false)] }, { heading: "Step 5 'Required Information'", changes: [change(true)] }] as FlowDiff['groups'],
};

const staff = {
  id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Admin', status: 'active', createdAt: '2025-01-01T00:00:00.000Z', lastLogin: null,
  subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false }, claims: { role: 'superAdmin', customers: [] },
};

let fetchMock: ReturnType<typeof vi.fn>;
let publishReply: () => Response;
let patchReply: () => Promise<Response>;
let noScenarios = false;
beforeEach(() => {
  noScenarios = false;
  publishReply = () => json(200, { ...draft, status: 'published', live: true });
  patchReply = async () => json(200, { version: draft, check: { ok: false, problems: [{ pointer: '/title/en', message: 'must not be empty' }, { pointer: '/title/es', message: 'must not be empty' }], scenarios: [] } });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/flows') return json(200, [summary]);
    if (url === '/api/flows/consumer/versions') return json(200, [draft, live, version(1, { status: 'retired' })]);
    if (url === '/api/flows/consumer/versions/3' && method === 'PATCH') return patchReply();
    if (url === '/api/flows/consumer/versions/3') return json(200, { version: draft, definition: { ...v2, version: 3, status: 'draft' } });
    if (url === '/api/flows/consumer/versions/3/check') {
      if (noScenarios) return json(200, { ok: true, problems: [], scenarios: [] });
      return json(200, { ok: false, problems: [{ pointer: '/steps/4/questions/0/text/en', message: 'must not be empty' }], scenarios: [{ name: 'colorado-order', title: 'Colorado order', passed: true, message: 'A first request in Colorado' }] });
    }
    if (url.startsWith('/api/flows/consumer/diff')) return json(200, diff);
    if (url === '/api/flows/consumer/versions/3/publish' && method === 'POST') return publishReply();
    // The admin shell refreshes the session on the first mouse movement.
    if (url === '/api/user/refresh') return json(200, { user: staff, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(404, { code: 'NOT_FOUND', message: `no mock for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the questionnaire studio', () => {
  it('names the place of a problem in the questionnaire\'s own words', () => {
    expect(placeOf('/steps/4/questions/0/text/en', v2)).toBe("Step 5 'Required Information' › question 'Shipping address type' › English text");
    expect(placeOf('/title/es', v2)).toBe("the questionnaire's title in Spanish");
    expect(placeOf('/steps/4/id', v2)).toBe("Step 5 'Required Information' › id");
    expect(placeOf('', v2)).toBe('The whole questionnaire');
    expect(placeOf('/constants/refillCap', v2)).toBe("programme number 'Most kits on a refill'");
    expect(placeOf('/constants/houseCap', v2)).toBe("programme number 'house cap'");
    expect(placeOf('/computed/kitCap/if/0', v2)).toBe("computed value 'kitCap' › if › item 1");
  });

  it('lists each questionnaire with its versions; only a superAdmin is offered retire and roll back', async () => {
    signIn('admin');
    renderAt('/questionnaire');
    const table = await screen.findByRole('table', { name: 'Versions of Request free naloxone' }, lazyPage);
    await within(table).findByRole('link', { name: 'Version 3' });
    expect(within(table).getByText('Live')).toBeInTheDocument();
    expect(within(table).getByText('Retired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue draft 3' })).toHaveAttribute('href', '/questionnaire/consumer/3');
    expect(within(table).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('offers a superAdmin to roll back to an older version', async () => {
    signIn('superAdmin');
    renderAt('/questionnaire');
    const table = await screen.findByRole('table', { name: 'Versions of Request free naloxone' }, lazyPage);
    expect(await within(table).findByRole('button', { name: 'Roll back to v1' })).toBeInTheDocument();
  });

  it('shows a draft\'s problems where they are and its scenarios, and publishes only with notes and the breaking changes accepted', async () => {
    const user = userEvent.setup();
    signIn('superAdmin');
    renderAt('/questionnaire/consumer/3');
    expect(await screen.findByRole('heading', { name: 'Problems (1)' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByText("Step 5 'Required Information' › question 'Shipping address type' › English text")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scenarios: 1 of 1 pass' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review and publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and publish version 3' });
    expect(await within(dialog).findByText('4 people are part-way through version 2: they finish on it.')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/the choice 'Office' was removed/)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(/notes are kept in the version history/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'No more parcels to offices');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Read the breaking changes and tick the box to accept them.')).toBeInTheDocument();

    publishReply = () => json(422, { code: 'FLOW_CHECKS_FAILED', message: 'This version cannot be published until its problems are fixed.', problems: [{ pointer: '/steps/4/questions/0/text/en', message: 'must not be empty' }] });
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read the 1 breaking change/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(/must not be empty/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Notes/ })).toHaveValue('No more parcels to offices');
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/flows/consumer/versions/3/publish' && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ notes: 'No more parcels to offices', acceptBreaking: true });

    publishReply = () => json(200, { ...draft, status: 'published', live: true });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review and publish version 3' })).not.toBeInTheDocument());
  });

  it('shows the same review of what changes when rolling back as when publishing', async () => {
    const user = userEvent.setup();
    signIn('superAdmin');
    renderAt('/questionnaire');
    const table = await screen.findByRole('table', { name: 'Versions of Request free naloxone' }, lazyPage);
    await user.click(await within(table).findByRole('button', { name: 'Roll back to v1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back to version 1?' });
    expect(await within(dialog).findByText('4 people are part-way through version 2: they finish on it.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Breaking changes (1)' })).toBeInTheDocument();
    // Each change's kind in words, never the schema's kind ('text', 'choice-removed').
    expect(within(dialog).getAllByText('Wording').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Choice removed').length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('text')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/flows/consumer/diff?from=2&to=1')).toBe(true);
  });

  it('says how saving goes in one polite status beside the title, with no toast, and why a save failed', async () => {
    const user = userEvent.setup();
    signIn('superAdmin');
    renderAt('/questionnaire/consumer/3');
    await screen.findByRole('heading', { name: 'Problems (1)' }, lazyPage);
    const status = document.querySelector<HTMLElement>('[data-save-status]')!;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Saved · 1 problem');
    expect(within(status).getByRole('link', { name: '1 problem' })).toHaveAttribute('href', '#studio-problems');
    expect(screen.getByText(/Your changes save by themselves: each field as you leave it/)).toBeInTheDocument();

    let answer!: (reply: Response) => void;
    patchReply = () => new Promise((resolve) => { answer = resolve; });
    const title = screen.getByRole('textbox', { name: 'Step title' });
    await user.clear(title);
    await user.type(title, 'Where you live');
    await user.tab();
    await waitFor(() => expect(status).toHaveTextContent('Saving…'));
    answer(json(200, { version: draft, check: { ok: false, problems: [{ pointer: '/title/en', message: 'x' }, { pointer: '/title/es', message: 'y' }], scenarios: [] } }));
    await waitFor(() => expect(status).toHaveTextContent('Saved · 2 problems'));
    expect(screen.queryByText(/Every check and scenario passes|Saved, with problems/)).not.toBeInTheDocument();

    patchReply = async () => json(409, { code: 'FLOW_VERSION_LOCKED', message: 'Only a draft can be changed.' });
    await user.clear(title);
    await user.type(title, 'Where you live now');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Only a draft can be changed. What you typed is still in the field');
    expect(title).toHaveValue('Where you live now');
  });

  it('says what a scenario is and where one is added when a version has none', async () => {
    const user = userEvent.setup();
    noScenarios = true;
    signIn('superAdmin');
    renderAt('/questionnaire/consumer/3');
    expect(await screen.findByRole('heading', { name: 'Scenarios' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByText(/A scenario answers the questionnaire like a person would and says what must happen; every save runs them/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a scenario' }));
    expect(document.activeElement).toBe(within(screen.getByRole('region', { name: 'Preview' })).getByRole('combobox', { name: 'Open at step' }));
  });

  it('tells an admin that only a superAdmin publishes', async () => {
    signIn('admin');
    renderAt('/questionnaire/consumer/3');
    expect(await screen.findByRole('button', { name: 'Review and publish' }, lazyPage)).toBeDisabled();
    expect(screen.getByText(/Only a super admin can publish/)).toBeInTheDocument();
  });
});
