import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSecondFactorsText } from '#web/features/users/user-action-dialogs.tsx';
import { formatSecondFactors } from '#web/features/users/user-format.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

/* User Management's second factors (docs/product.md#second-factors): a file of its own, so no dialog of another test is closing as these open. */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = { status: 'active', createdAt: '2025-01-01T00:00:00.000Z', lastLogin: null, datePreference: null, subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false } };
const users = [
  { ...base, id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', claims: { role: 'superAdmin', customers: [] }, secondFactors: 2 },
  { ...base, id: 'u2', email: 'bo@example.org', firstName: 'Bo', lastName: 'Buyer', claims: { role: 'customer', customers: ['C-1'] }, secondFactors: 0 },
  // The signed-in superAdmin (render-app.tsx's signIn): never offered a reset of their own factors.
  { ...base, id: 'user-superAdmin', email: 'superAdmin@example.org', firstName: 'Pat', lastName: 'Example', claims: { role: 'superAdmin', customers: [] }, secondFactors: 1 },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/user/list')) return json(200, { items: users, total: users.length, limit: 10, offset: 0 });
    // The admin shell refreshes the session on the first mouse movement.
    if (url === '/api/user/refresh') return json(200, { user: users[2], tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  signIn('superAdmin');
});
afterEach(() => vi.unstubAllGlobals());

describe('User Management', () => {
  it('shows how many second factors each person has', async () => {
    renderAt('/user-management');
    const table = await screen.findByRole('table', {}, lazyPage);
    await within(table).findByText('Ada');
    expect(within(within(table).getByText('Ada').closest('tr')!).getByText('2 factors')).toBeInTheDocument();
    expect(within(within(table).getByText('Bo').closest('tr')!).getByText('None')).toBeInTheDocument();
    expect(within(within(table).getByText('Pat').closest('tr')!).getByText('1 factor')).toBeInTheDocument();
  });
});

describe('resetting second factors', () => {
  it('is offered for another person who has a factor, says what happens, and posts the reset', async () => {
    const user = userEvent.setup();
    renderAt('/user-management');
    await screen.findByText('Ada', {}, lazyPage);
    await user.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset Second Factors' }));
    const dialog = await screen.findByRole('alertdialog', {}, lazyPage);
    expect(within(dialog).getByRole('heading', { name: 'Reset Second Factors' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(resetSecondFactorsText({ firstName: 'Ada', lastName: 'Lovelace' }));
    expect(resetSecondFactorsText({ firstName: 'Anna', lastName: 'Berg' })).toBe('Anna will set up a new second factor the next time they sign in. '
      + 'Their passkeys, authenticator apps and recovery codes stop working, their sessions end now, and they are emailed.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/user/u1/second-factors/reset' && init?.method === 'POST')).toBe(true));
    expect(await screen.findByText('Second factors reset')).toBeInTheDocument();
  });

  it('is not offered on oneself, nor for a person without a factor', async () => {
    const user = userEvent.setup();
    renderAt('/user-management');
    await screen.findByText('Ada', {}, lazyPage);
    for (const name of ['Pat Example', 'Bo Buyer']) {
      await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
      expect(await screen.findByRole('menuitem', { name: 'Reset Password' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Reset Second Factors' })).toBeNull();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Reset Password' })).toBeNull());
    }
    expect(formatSecondFactors(1)).toBe('1 factor');
    expect(formatSecondFactors(0)).toBe('None');
  });
});

