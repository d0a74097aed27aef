import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankQuestionnaire } from '#engine/blank-questionnaire.ts';
import { checkFlow } from '#engine/flow-check.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { ResponseDetail, ResponsesSummary } from '#schemas/generated/flow-responses.ts';
import { US_STATES } from '#schemas/us-states.ts';
import type { FlowSummary, FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import { idsOf } from '#web/features/studio/editor/flow-patches.ts';
import { addQuestionPatch, addStepBeforeEndPatch, NEW_QUESTION_KINDS, removeQuestionPatch } from '#web/features/studio/editor/new-questions.ts';
import { addressAdvice, addressFromTitle, idForAddress } from '#web/features/studio/questionnaire-address.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const version = (flowId: string, n: number, over: Partial<FlowVersion> = {}): FlowVersion => ({
  flowId, version: n, status: 'published', live: true, sha256: 'x', basedOn: null, notes: null, createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, publishedAt: '2026-11-01T10:00:00.000Z',
  retiredBy: null, retiredAt: null, runsInProgress: 0, ...over,
});
const consumer: FlowSummary = { flowId: 'consumer', title: 'Request free naloxone', live: version('consumer', 5), draft: null, versions: 5, address: '/form', recordsResponses: false };
const survey: FlowSummary = { flowId: 'follow-up', title: 'Follow-up survey', live: version('follow-up', 1), draft: null, versions: 1, address: '/follow-up', recordsResponses: true };
const summary: ResponsesSummary = {
  flowId: 'follow-up', version: null, responses: 3,
  questions: [
    { questionId: 'q-used', question: 'Did you use the kit?', kind: 'choice', answered: 3, choices: [{ choiceId: 'yes', choice: 'Yes', count: 2 }, { choiceId: 'no', choice: 'No', count: 1 }] },
    { questionId: 'q-when', question: 'When?', kind: 'text', answered: 2 },
    {
      questionId: 'q-state', question: 'Which state?', kind: 'choice', answered: 3,
      choices: US_STATES.map(({ code, name }) => ({ choiceId: code, choice: name, count: code === 'CO' ? 2 : code === 'KY' ? 1 : 0 })),
    },
  ],
};
const detail: ResponseDetail = {
  id: '6f1c2f7e-9a55-4c1e-9a55-0c1e9a550c1e', flowId: 'follow-up', version: 1, recordedAt: '2026-11-20T15:04:00.000Z', personalErased: false,
  answers: [
    { questionId: 'q-used', question: 'Did you use the kit?', answer: 'Yes', personal: false },
    { questionId: 'q-email', question: 'Your email', answer: 'jo@example.org', personal: true },
    { questionId: 'q-when', question: 'When?', answer: '2026-11-02', date: '2026-11-02', personal: false },
  ],
};

const staff = {
  id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Admin', status: 'active', createdAt: '2025-01-01T00:00:00.000Z', lastLogin: null,
  subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false }, claims: { role: 'admin', customers: [] },
};

let fetchMock: ReturnType<typeof vi.fn>;
let createReply: () => Response;
beforeEach(() => {
  createReply = () => json(201, { version: version('follow-up-survey', 1, { status: 'draft', live: false }), definition: {} });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    if (path === '/api/flows' && method === 'POST') return createReply();
    if (path === '/api/flows') return json(200, [consumer, survey]);
    if (path === '/api/flows/consumer/versions') return json(200, [consumer.live]);
    if (path === '/api/flows/follow-up/versions') return json(200, [survey.live]);
    if (path === '/api/flows/follow-up-survey/versions/1') return json(200, { version: version('follow-up-survey', 1, { status: 'draft', live: false }), definition: blankQuestionnaire('follow-up-survey', 'Follow-up survey', 'follow-up-survey') });
    if (path === '/api/flows/follow-up/responses/summary') return json(200, summary);
    if (path === '/api/flows/follow-up/responses') {
      return json(200, { total: 1, items: [{ id: detail.id, version: 1, recordedAt: detail.recordedAt, answers: [detail.answers[0], detail.answers[2]] }] });
    }
    if (path === `/api/flows/follow-up/responses/${detail.id}`) return json(200, detail);
    // The admin shell refreshes the session on the first mouse movement.
    if (path === '/api/user/refresh') return json(200, { user: staff, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(404, { code: 'NOT_FOUND', message: `no mock for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('questionnaires of their own in the studio', () => {
  it('suggests an address from the title and says what is wrong with one', () => {
    expect(addressFromTitle('Follow-up survey (2026)')).toBe('follow-up-survey-2026');
    expect(addressFromTitle('  Überdosis — Bericht ')).toBe('uberdosis-bericht');
    expect(addressAdvice('track')).toBe("/track is one of the portal's own pages: choose another address.");
    expect(addressAdvice('Bad address')).toMatch(/may hold only lower-case letters/);
    expect(addressAdvice('')).toBe('Give the questionnaire an address.');
    expect(addressAdvice('follow-up')).toBeNull();
    expect(idForAddress('2026-survey', [])).toBe('q-2026-survey');
    expect(idForAddress('consumer', ['consumer'])).toBe('consumer-2');
  });

  it('creates a questionnaire from the dialog: the address follows the title until edited, a refusal is shown in the dialog', async () => {
    const user = userEvent.setup();
    signIn('admin');
    renderAt('/questionnaire');
    await user.click(await screen.findByRole('button', { name: 'New questionnaire' }, lazyPage));
    const dialog = await screen.findByRole('dialog', { name: 'New questionnaire' }, lazyPage);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Follow-up survey');
    const address = within(dialog).getByRole('textbox', { name: /Address/ });
    expect(address).toHaveValue('follow-up-survey');
    expect(within(dialog).getByRole('combobox', { name: 'Start from' })).toHaveDisplayValue('A blank questionnaire');
    expect(within(dialog).getByRole('option', { name: 'A copy of Request free naloxone (version 5)' })).toBeInTheDocument();

    createReply = () => json(409, { code: 'CONFLICT', message: 'The address /follow-up-survey is taken by another questionnaire. Choose another address.' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The address /follow-up-survey is taken by another questionnaire. Choose another address.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/flows' && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ flowId: 'follow-up-survey', title: 'Follow-up survey', address: 'follow-up-survey' });

    await user.clear(address);
    await user.type(address, 'track');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText("/track is one of the portal's own pages: choose another address.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/flows' && init?.method === 'POST')).toHaveLength(1);

    await user.clear(address);
    await user.type(address, 'follow-up-survey');
    createReply = () => json(201, { version: version('follow-up-survey', 1, { status: 'draft', live: false }), definition: {} });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New questionnaire' })).not.toBeInTheDocument());
  });

  it('lists where each questionnaire is answered and links its Responses', async () => {
    signIn('admin');
    renderAt('/questionnaire');
    const section = await screen.findByRole('region', { name: 'Follow-up survey' }, lazyPage);
    expect(within(section).getByRole('link', { name: '/follow-up' })).toHaveAttribute('href', '/follow-up');
    expect(within(section).getByRole('link', { name: 'Responses' })).toHaveAttribute('href', '/questionnaire/follow-up/responses');
    // The consumer questionnaire records no response: no Responses page to open.
    expect(within(screen.getByRole('region', { name: 'Request free naloxone' })).queryByRole('link', { name: 'Responses' })).not.toBeInTheDocument();
  });

  it('shows the Responses page: each choice counted in words beside its bar, the list by date, no personal answer', async () => {
    signIn('admin');
    renderAt('/questionnaire/follow-up/responses');
    const question = await screen.findByRole('region', { name: 'Did you use the kit?' }, lazyPage);
    expect(within(question).getByText('3 answers')).toBeInTheDocument();
    expect(within(question).getByText('2 (67 %)')).toBeInTheDocument();
    expect(within(question).getByText('1 (33 %)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'When?' })).toHaveTextContent('2 answers');
    // A long list shows the choices chosen; the others are named under one line that opens.
    const state = screen.getByRole('region', { name: 'Which state?' });
    expect(within(state).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Colorado2 (67 %)', 'Kentucky1 (33 %)']);
    const nobody = within(state).getByText(`${US_STATES.length - 2} of ${US_STATES.length} choices chosen by nobody`);
    const named = within(state).getByText(/^Alabama, Alaska, /);
    expect(named).not.toBeVisible();
    await userEvent.click(nobody);
    expect(named).toBeVisible();
    expect(named.textContent).not.toMatch(/Colorado|Kentucky/);
    const table = screen.getByRole('table', { name: /Responses to 'Follow-up survey', newest first/ });
    expect(within(table).getByRole('link', { name: /2026/ })).toHaveAttribute('href', `/questionnaire/follow-up/responses/${detail.id}`);
    expect(within(table).getByText('Did you use the kit?').parentElement).toHaveTextContent('Did you use the kit? Yes');
    expect(document.body.textContent).not.toContain('jo@example.org');
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(screen.getByRole('button', { name: 'Export spreadsheet (XLSX)' })).toBeInTheDocument();
  });

  it('shows one response with its personal answers marked, dates as the reader writes them', async () => {
    signIn('admin');
    renderAt(`/questionnaire/follow-up/responses/${detail.id}`);
    expect(await screen.findByText('jo@example.org', undefined, lazyPage)).toBeInTheDocument();
    expect(screen.getByText('personal')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('the form editor\'s additions', () => {
  const { applyPatch } = jsonPatch;
  const apply = (flow: Flow, ops: unknown[]) => applyPatch(structuredClone(flow), ops as Operation[], true, false).newDocument;

  it('adds every kind of question, a step before the end, and removes a question: the flow still passes its checks', () => {
    let flow = blankQuestionnaire('report', 'Overdose report', 'report');
    for (const { kind } of NEW_QUESTION_KINDS) flow = apply(flow, addQuestionPatch(flow, 0, kind, idsOf(flow)));
    flow = apply(flow, addStepBeforeEndPatch(flow, idsOf(flow)));
    const first = flow.steps[0]!;
    flow = apply(flow, removeQuestionPatch(0, 0, first.questions[0]!.id));
    const { flow: checked, problems } = checkFlow(flow);
    expect(problems).toEqual([]);
    expect(checked?.steps.map((s) => s.number)).toEqual([1, 2, 3]);
    expect(checked?.steps[0]!.questions.map((q) => q.type)).toEqual(NEW_QUESTION_KINDS.map((k) => k.kind));
    expect(checked?.choiceLists?.usStates).toHaveLength(51);
    expect(checked?.steps[2]!.onEnter?.effect).toBe('recordResponse');
  });

  it('refuses to remove a question a stale page names wrongly', () => {
    const flow = blankQuestionnaire('report', 'Overdose report', 'report');
    expect(() => apply(flow, removeQuestionPatch(0, 0, 'q-other'))).toThrow();
  });
});
