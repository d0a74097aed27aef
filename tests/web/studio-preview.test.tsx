/**
 * The studio's live preview (decision 021): the steps it can open at (from the scenarios), the preview run
 * it starts with the declared values, the frame on /form?preview=<runId>, saving the walk as a scenario; and /form
 * in preview mode, which shows that run and never touches the tab's own request.
 */
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowScenarios } from '#schemas/generated/flow-scenarios.ts';
import type { FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import { previewStarts } from '#web/features/studio/preview/preview-steps.ts';
import { installFakeApi } from './questionnaire-fake-api.ts';
import { chooseState, stepHeading } from './questionnaire-steps.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const v2 = JSON.parse(readFileSync('flows/consumer/v2.json', 'utf8')) as Flow;
const { scenarios } = JSON.parse(readFileSync('flows/consumer/scenarios.json', 'utf8')) as FlowScenarios;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('where a preview can open', () => {
  it('opens step 1 with no answers, and each later step with the answers of a scenario that reaches it', () => {
    const starts = previewStarts({ ...v2, version: 3 }, { scenarios, latestVersion: 2 }, 3);
    expect(starts).toHaveLength(v2.steps.length);
    expect(starts[0]).toEqual({ number: 1, title: 'Your state', scenarioId: null, scenarioTitle: null, answers: {} });
    const five = starts[4]!;
    expect(five.scenarioId).not.toBeNull();
    expect(Object.keys(five.answers ?? {})).toEqual(['1', '2', '3', '4']);
    // Only scenarios that run on the version count: none runs on version 1's successor if all are pinned elsewhere.
    expect(previewStarts(v2, { scenarios: scenarios.map((s) => ({ ...s, versions: [1] })), latestVersion: 2 }, 3)[4]).toMatchObject({ answers: null });
  });
});

const version = (n: number, over: Partial<FlowVersion> = {}): FlowVersion => ({
  flowId: 'consumer', version: n, status: 'published', live: false, sha256: 'x', basedOn: null, notes: null, createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, publishedAt: '2026-11-01T10:00:00.000Z',
  retiredBy: null, retiredAt: null, runsInProgress: 0, ...over,
});

const staff = {
  id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Admin', status: 'active', createdAt: '2025-01-01T00:00:00.000Z', lastLogin: null,
  subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false }, claims: { role: 'admin', customers: [] },
};

describe('the preview panel', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const sent = (method: string, url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method).map(([, init]) => JSON.parse(String(init?.body)));
  beforeEach(() => {
    const draft = version(3, { status: 'draft', basedOn: 2, publishedAt: null });
    const live = version(2, { live: true });
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/flows') return json(200, [{ flowId: 'consumer', title: 'Request free naloxone', live, draft, versions: 3 }]);
      if (url === '/api/flows/consumer/versions') return json(200, [draft, live]);
      if (url === '/api/flows/consumer/versions/3') return json(200, { version: draft, definition: { ...v2, version: 3 } });
      if (url === '/api/flows/consumer/versions/3/check') return json(200, { ok: true, problems: [], scenarios: [] });
      if (url === '/api/flows/consumer/scenarios' && method === 'GET') return json(200, { scenarios });
      if (url === '/api/flows/consumer/scenarios' && method === 'POST') {
        const name = (JSON.parse(String(init?.body)) as { name: string }).name;
        if (name === 'Colorado order') return json(409, { code: 'FLOW_SCENARIO_EXISTS', message: 'There is a scenario called "Colorado order" already. Give this one another name.' });
        return json(200, { scenarios });
      }
      if (url === '/api/flow-runs' && method === 'POST') return json(201, { runId: 'preview-run', flow: { id: 'consumer', version: 3 }, status: 'answering', step: null });
      if (url === '/api/flow-runs/preview-run/walk') return json(200, { env: { today: '2026-11-25' }, steps: { 1: { 'q-state': { choiceIds: ['CO'] } } }, expect: { outcome: 'step', step: 2 } });
      // The admin shell refreshes the session on the first mouse movement.
      if (url === '/api/user/refresh') return json(200, { user: staff, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
      return json(404, { code: 'NOT_FOUND', message: `no mock for ${method} ${url}` });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts a preview run of the version at the chosen step with the declared values, and frames it', async () => {
    const user = userEvent.setup();
    signIn('admin');
    renderAt('/questionnaire/consumer/3');
    const panel = await screen.findByRole('region', { name: 'Preview' }, lazyPage);
    // The steps a scenario reaches can be chosen once the scenarios have loaded.
    await waitFor(() => expect(within(panel).getByRole('option', { name: /^5\. Required Information$/ })).toBeEnabled(), lazyPage);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Open at step' }), '5');
    expect(within(panel).getByRole('combobox', { name: 'Open at step' })).toHaveValue('5');
    const units = within(panel).getByRole('textbox', { name: 'Units left in the state this month' });
    await user.clear(units);
    await user.type(units, 'lots');
    expect(within(panel).getByText('Enter a whole number of units, 0 or more.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Show preview' })).toBeDisabled();
    await user.clear(units);
    await user.type(units, '5');
    await user.click(within(panel).getByRole('checkbox', { name: 'The person has ordered before' }));
    await user.type(within(panel).getByLabelText('Date of that order'), '2026-10-01');
    await user.click(within(panel).getByRole('button', { name: 'Show preview' }));

    const frame = await within(panel).findByTitle('Preview of version 3', undefined, lazyPage);
    expect(frame).toHaveAttribute('src', '/form?preview=preview-run&lang=en');
    const [body] = sent('POST', '/api/flow-runs');
    expect(body).toMatchObject({ flowId: 'consumer', version: 3, preview: true, locale: 'en', previewEffects: { remainingUnits: 5, earlierOrder: true, lastOrderDate: '2026-10-01' } });
    expect(Object.keys(body.previewAnswers)).toEqual(['1', '2', '3', '4']);
    expect(within(panel).getByRole('button', { name: 'Phone (390 px)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves the walk under any name, says a name taken at the name, and asks for a name when there is none', async () => {
    const user = userEvent.setup();
    signIn('admin');
    renderAt('/questionnaire/consumer/3');
    const panel = await screen.findByRole('region', { name: 'Preview' }, lazyPage);
    await user.click(within(panel).getByRole('button', { name: 'Show preview' }));
    await user.click(await within(panel).findByRole('button', { name: 'Save as a scenario' }, lazyPage));
    const dialog = await screen.findByRole('dialog', { name: 'Save this walk as a scenario' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    expect(await within(dialog).findByText(/Give the scenario a name/)).toBeInTheDocument();
    expect(sent('POST', '/api/flows/consumer/scenarios')).toHaveLength(0);
    await user.type(name, 'Colorado order');
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    expect(await within(dialog).findByText('There is a scenario called "Colorado order" already. Give this one another name.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Colorado, first step!');
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this walk as a scenario' })).not.toBeInTheDocument());
    expect(sent('POST', '/api/flows/consumer/scenarios').at(-1)).toEqual({
      name: 'Colorado, first step!', description: 'Saved from a preview of version 3',
      walk: { env: { today: '2026-11-25' }, steps: { 1: { 'q-state': { choiceIds: ['CO'] } } }, expect: { outcome: 'step', step: 2 } },
    });
  });
});

describe('/form as a preview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows the preview run named in the address with a banner, and leaves the tab\'s own request alone', async () => {
    installFakeApi();
    const preview = (await (await fetch('/api/flow-runs', { method: 'POST', body: JSON.stringify({ flowId: 'consumer' }) })).json()) as { runId: string };
    sessionStorage.setItem('questionnaire.runId', 'my-own-run');
    window.history.replaceState(null, '', `/form?preview=${preview.runId}`);
    const user = userEvent.setup({ delay: null });
    renderAt(`/form?preview=${preview.runId}`);
    await stepHeading('Your state');
    expect(screen.getByText('Nothing entered here is saved, ordered or emailed.')).toBeInTheDocument();
    await chooseState(user, 'Colorado');
    await stepHeading('Your naloxone');
    expect(sessionStorage.getItem('questionnaire.runId')).toBe('my-own-run');
  });
});
