import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Progress, ProgressRow } from '#schemas/generated/progress.ts';
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

let asked: string[];
beforeEach(() => {
  asked = [];
  const user = signIn('admin');
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    asked.push(url);
    if (url.startsWith('/api/orders/progress')) return json(200, PROGRESS);
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
});
