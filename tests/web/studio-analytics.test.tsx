import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import type { FunnelReport, FunnelStep } from '#schemas/generated/funnel.ts';
import { durationText, shareText } from '#web/features/studio/funnel-words.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const version = (n: number, over: Partial<FlowVersion> = {}): FlowVersion => ({
  flowId: 'consumer', version: n, status: 'published', live: false, sha256: 'x', basedOn: null, notes: null, createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, publishedAt: '2026-11-01T10:00:00.000Z',
  retiredBy: null, retiredAt: null, runsInProgress: 0, ...over,
});
const step = (number: number, title: string, reached: number, completed: number, left: number, medianSeconds: number | null): FunnelStep =>
  ({ number, id: `s${number}`, title, reached, completed, left, ended: reached - completed - left, medianSeconds });
// Whether the questionnaire counted places orders (the ordering one) or not (a survey).
let ordering = true;
const report = (v: number): FunnelReport => ({
  flowId: 'consumer', version: v, from: '2026-10-26', to: '2026-11-24', timeZone: 'America/Denver', placesOrders: ordering, runs: v === 2 ? 10 : 0,
  steps: v === 2
    ? [step(1, 'Your state', 10, 8, 1, 9), step(2, 'Required Information', 8, 4, 4, 169), step(3, 'Thank you', 4, 4, 0, null)]
    : [step(1, 'Your state', 0, 0, 0, null)],
  outcomes: v === 2 ? { ordered: 4, ineligible: 1, refused: 0, open: 5 } : { ordered: 0, ineligible: 0, refused: 0, open: 0 },
  reasons: v === 2 ? [{ outcome: 'ineligible', code: 'state', label: 'Sorry we are unable to provide … in your state.', runs: 1 }] : [],
});

const staff = {
  id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Admin', status: 'active', createdAt: '2025-01-01T00:00:00.000Z', lastLogin: null,
  subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false }, claims: { role: 'admin', customers: [] },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  ordering = true;
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/flows') return json(200, [{ flowId: 'consumer', title: 'Request Free Naloxone', live: null, draft: null, versions: 3 }]);
    if (url === '/api/flows/consumer/versions') return json(200, [version(3, { status: 'draft' }), version(2, { live: true }), version(1, { status: 'retired' })]);
    const funnel = /^\/api\/flows\/consumer\/funnel\?version=(\d+)/.exec(url);
    if (funnel) return json(200, report(Number(funnel[1])));
    // The admin shell refreshes the session on the first mouse movement.
    if (url === '/api/user/refresh') return json(200, { user: staff, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(404, { code: 'NOT_FOUND', message: `no mock for ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('questionnaire analytics', () => {
  it('words times and shares as staff read them', () => {
    expect(durationText(169)).toBe('2 min 49 s');
    expect(durationText(7.5)).toBe('8 s');
    expect(durationText(3600)).toBe('60 min');
    expect(shareText(1, 3)).toBe('33%');
    expect(shareText(0, 0)).toBe('–');
  });

  it('shows the live version beside the one before it (never a draft), each step in words, the worst drop-off marked', async () => {
    signIn('admin');
    renderAt('/questionnaire/consumer/analytics');
    const live = await screen.findByRole('region', { name: 'Version 2' }, lazyPage);
    expect(await screen.findByRole('heading', { name: "Where people give up in 'Request Free Naloxone'" })).toBeInTheDocument();
    expect(within(live).getByText('Live')).toBeInTheDocument();
    const steps = await within(live).findByRole('list', { name: /^Steps of version 2/ });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('10 reached · 8 completed · 1 left here (10%) · 1 stopped here · median 9 s'),
      expect.stringContaining('8 reached · 4 completed · 4 left here (50%) · median 2 min 49 s'),
      expect.stringContaining('4 reached · 4 completed · 0 left here (0%)'),
    ]);
    expect(within(items[1]!).getByText('Most left here')).toBeInTheDocument();
    expect(within(live).getByText('4 (40%)')).toBeInTheDocument();
    expect(within(live).getByText('Ordered')).toBeInTheDocument();
    expect(within(live).getByText('Sorry we are unable to provide … in your state.')).toBeInTheDocument();
    const older = screen.getByRole('region', { name: 'Version 1' });
    expect(await within(older).findByText('Nobody started this version in the period.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Version 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).not.toHaveTextContent('Version 3');
  });

  it('counts over the days chosen, and shows one version alone when asked', async () => {
    const user = userEvent.setup();
    signIn('admin');
    renderAt('/questionnaire/consumer/analytics');
    await screen.findByRole('region', { name: 'Version 2' }, lazyPage);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side by side with' }), 'No other version');
    expect(screen.queryByRole('region', { name: 'Version 1' })).not.toBeInTheDocument();
    // A date input is filled whole, as the browser's date picker does.
    fireEvent.change(screen.getByLabelText('Started from'), { target: { value: '2026-11-01' } });
    await screen.findByRole('region', { name: 'Version 2' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/flows/consumer/funnel?version=2&from=2026-11-01');
  });

  it('calls the finished runs of a questionnaire that places no order finished, not ordered', async () => {
    ordering = false;
    signIn('admin');
    renderAt('/questionnaire/consumer/analytics');
    const live = await screen.findByRole('region', { name: 'Version 2' }, lazyPage);
    const finished = await within(live).findByText('Finished');
    expect(finished.nextElementSibling).toHaveTextContent('4 (40%)');
    expect(within(live).queryByText('Ordered')).not.toBeInTheDocument();
  });
});
