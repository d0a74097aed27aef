import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Progress, ProgressRow } from '#schemas/generated/progress.ts';
import type { ExpiringKits } from '#schemas/generated/expiring-kits.ts';
import type { ReplacementOrders } from '#schemas/generated/replacement-orders.ts';
import type { ReversalsReported } from '#schemas/generated/reversals-reported.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

/*
 * The Progress page names each figure as the report emails do (docs/product.md#quotas-and-progress, decision 063):
 * Taken from quota, Shipped, Remaining; the chart draws what shipped against the quota.
 */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const now = new Date();
const row: ProgressRow = {
  state: 'CO', stateName: 'Colorado', period: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`,
  year: now.getFullYear(), month: now.getMonth() + 1, usedUnits: 68, shippedUnits: 12, quotaLimit: 480, remaining: 412, remainingPercent: 85.83, level: 'green',
};
const PROGRESS: Progress = { rows: [row], remainingUnits: 412 };
const REPLACEMENTS: ReplacementOrders = {
  rows: [{
    state: 'CO', stateName: 'Colorado', period: row.period, year: row.year, month: row.month,
    reasons: [{ reason: 'Expired', orders: 1200 }, { reason: 'Used', orders: 3 }, { reason: 'Lost', orders: 0 }, { reason: 'Damaged', orders: 1 }], total: 1204,
  }],
};
const REVERSALS: ReversalsReported = { rows: [{ state: 'KY', stateName: 'Kentucky', period: row.period, year: row.year, month: row.month, reversals: 1234 }] };
const EXPIRING: ExpiringKits = {
  today: '2026-03-05',
  rows: [{ state: 'KY', stateName: 'Kentucky', bands: [1500, 2, 0], total: 1502, withEmail: 40 }],
};
const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const LAST_MONTH = `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}`;
let funderReply: () => Response;

let asked: string[];
beforeEach(() => {
  asked = [];
  funderReply = () => new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': `attachment; filename="funder-report-${LAST_MONTH}.xlsx"` } });
  const user = signIn('admin');
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    asked.push(url);
    if (url.startsWith('/api/orders/progress/replacements')) return json(200, REPLACEMENTS);
    if (url.startsWith('/api/orders/progress/reversals')) return json(200, REVERSALS);
    if (url.startsWith('/api/orders/progress/expiring-kits')) return json(200, EXPIRING);
    if (url.startsWith('/api/orders/progress')) return json(200, PROGRESS);
    if (url.startsWith('/api/reports/funder')) return funderReply();
    if (url === '/api/user/refresh') return json(200, { user, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, {});
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the Progress page', () => {
  it('shows the units taken from the quota, the units shipped and what remains, each under its own label', async () => {
    renderAt('/progress');
    const table = await screen.findByRole('table', { name: /Units taken from the quota, shipped and remaining per state/ }, lazyPage);
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(['State', 'Month', 'Year', 'Taken from quota', 'Shipped', 'Remaining']);
    const colorado = (await within(table).findByText('Colorado')).closest('tr')!;
    expect(within(colorado).getAllByRole('cell').map((c) => c.textContent?.trim()).slice(-3)).toEqual(['68', '12', '412 (85.83 %)']);
    // The chart says what shipped against the quota, not what was taken from it.
    expect(screen.getAllByRole('img', { name: /Units shipped against the quota per state/ })[0]).toHaveAccessibleName(expect.stringContaining('Colorado: 12 of 480 units shipped'));
  });

  it('sorts by each figure on the server', async () => {
    const user = userEvent.setup();
    renderAt('/progress');
    const table = await screen.findByRole('table', { name: /Units taken from the quota/ }, lazyPage);
    await user.click(within(table).getByRole('button', { name: /^Shipped/ }));
    await waitFor(() => expect(asked.some((u) => u.startsWith('/api/orders/progress?') && /order=shippedUnits/.test(decodeURIComponent(u)))).toBe(true));
    await user.click(within(table).getByRole('button', { name: /^Taken from quota/ }));
    await waitFor(() => expect(asked.some((u) => u.startsWith('/api/orders/progress?') && /order=usedUnits/.test(decodeURIComponent(u)))).toBe(true));
  });

  it('shows the month\'s replacement orders of each state by reason, every count as it is', async () => {
    renderAt('/progress');
    const table = await screen.findByRole('table', { name: /Replacement orders by reason per state/ }, lazyPage);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['State', 'Expired', 'Used', 'Lost', 'Damaged', 'All']);
    const colorado = (await within(table).findByText('Colorado')).closest('tr')!;
    expect(within(colorado).getAllByRole('cell').map((c) => c.textContent?.trim())).toEqual(['Colorado', '1,200', '3', '0', '1', '1,204']);
    expect(asked.some((u) => u.startsWith('/api/orders/progress/replacements?') && u.includes(`year=${now.getFullYear()}`) && u.includes(`month=${now.getMonth() + 1}`))).toBe(true);
  });

  it('shows the month\'s overdose reversals reported in each state, every count as it is', async () => {
    renderAt('/progress');
    const table = await screen.findByRole('table', { name: /Overdose reversals reported per state/ }, lazyPage);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['State', 'Reversals reported']);
    const kentucky = (await within(table).findByText('Kentucky')).closest('tr')!;
    expect(within(kentucky).getAllByRole('cell').map((c) => c.textContent?.trim())).toEqual(['Kentucky', '1,234']);
    expect(asked.some((u) => u.startsWith('/api/orders/progress/reversals?') && u.includes(`year=${now.getFullYear()}`) && u.includes(`month=${now.getMonth() + 1}`))).toBe(true);
  });

  it('shows the kits that expire in the next 90 days of each state, in 30-day bands, the days in the reader\'s format', async () => {
    renderAt('/progress');
    const table = await screen.findByRole('table', { name: 'Kits that expire in the next 90 days per state' }, lazyPage);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim()))
      .toEqual(['State', 'Within 30 days', 'In 31 to 60 days', 'In 61 to 90 days', 'All', 'Will be emailed']);
    const kentucky = (await within(table).findByText('Kentucky')).closest('tr')!;
    expect(within(kentucky).getAllByRole('cell').map((c) => c.textContent?.trim())).toEqual(['Kentucky', '1,500', '2', '0', '1,502', '40']);
    // The span is today to its 89th day after, as the person reads dates (the default: 03/05/2026).
    expect(await screen.findByText(/expire from 03\/05\/2026 to 06\/02\/2026/)).toBeInTheDocument();
  });

  it('downloads the funder report of last month by default, and of the months chosen', async () => {
    const created = vi.fn(() => 'blob:funder');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderAt('/progress');
    const button = await screen.findByRole('button', { name: 'Download funder report' }, lazyPage);
    await user.click(button);
    await waitFor(() => expect(asked).toContain(`/api/reports/funder?from=${LAST_MONTH}&to=${LAST_MONTH}`));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const from = screen.getByRole('combobox', { name: 'From' });
    await user.selectOptions(from, `${now.getFullYear() - 1}-01`);
    await user.click(button);
    await waitFor(() => expect(asked).toContain(`/api/reports/funder?from=${now.getFullYear() - 1}-01&to=${LAST_MONTH}`));
  });

  it('says why a period cannot be downloaded, and what went wrong when the download fails', async () => {
    const user = userEvent.setup();
    renderAt('/progress');
    const button = await screen.findByRole('button', { name: 'Download funder report' }, lazyPage);
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), `${now.getFullYear() - 2}-01`);
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription(expect.stringContaining('The first month comes after the last.'));
    expect(button).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), `${now.getFullYear() - 2}-01`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`);
    // Two years and more: longer than a report covers.
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription(expect.stringContaining('at most 24 months'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), LAST_MONTH);
    expect(button).toBeEnabled();
    funderReply = () => json(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    await user.click(button);
    expect(await screen.findByText(/went wrong|could not be downloaded/)).toBeInTheDocument();
  });
});
