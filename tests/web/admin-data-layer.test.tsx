import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILED_MESSAGE } from '#web/components/load-error.ts';
import { apiMessages } from '#web/lib/api-client.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const at = '2026-01-01T00:00:00.000Z';
const colorado = { id: 'q-co', state: 'CO', stateName: 'Colorado', quotaPeriod: 'MONTHLY', quantity: 1000, createdAt: at, updatedAt: at };
const states = [{ code: 'CO', name: 'Colorado' }, { code: 'KY', name: 'Kentucky' }];
const sessionUser = {
  id: 'user-admin', email: 'admin@example.org', firstName: 'Pat', lastName: 'Example', lastLogin: null, createdAt: at, status: 'active',
  claims: { role: 'admin', customers: [] }, subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false },
};

/** The quotas endpoint's next answers, in order; the last one repeats. */
let quotaReplies: (() => Response)[];
let fetchMock: ReturnType<typeof vi.fn>;
const quotaGets = () => fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith('/api/quotas') && !String(url).startsWith('/api/quotas/remaining') && (init?.method ?? 'GET') === 'GET');
/** The state's month as the server counts it, which a quota change applies from. */
let month: string;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  quotaReplies = [() => json(200, [colorado])];
  month = '2026-11';
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/quotas/remaining?state=')) return json(200, [{ state: new URL(url, 'http://x').searchParams.get('state'), month, remaining: 0 }]);
    if (url.startsWith('/api/quotas') && method === 'GET') return (quotaReplies.length > 1 ? quotaReplies.shift()! : quotaReplies[0]!)();
    if (url.startsWith('/api/usstates')) return json(200, states);
    if (url === '/api/quotas' && method === 'POST') return json(201, { ...colorado, id: 'q-ky', state: 'KY', stateName: 'Kentucky', quantity: 40 });
    if (url.startsWith('/api/quotas/') && method === 'PATCH') return json(200, { ...colorado, quantity: 1200 });
    if (url.startsWith('/api/quotas/') && method === 'DELETE') return new Response(null, { status: 204 });
    if (url === '/api/user/refresh') return json(200, { user: sessionUser, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  signIn('admin');
});
afterEach(() => {
  setOnline(true);
  // A modal dialog blocks the page with pointer-events on <body>; jsdom's unmount may leave it behind.
  document.body.removeAttribute('style');
  vi.unstubAllGlobals();
});

/** The quotas table; `hidden` while a modal dialog hides the page from the accessibility tree. */
async function quotasTable(hidden = false) {
  return screen.findByRole('table', { name: 'Monthly quotas per state', hidden }, lazyPage);
}

describe('the staff lists data layer', () => {
  it('shows a failed load as an error with Retry (and the load-failure toast), never as an empty list', async () => {
    quotaReplies = [() => json(500, { code: 'INTERNAL_ERROR', message: "We've encountered an error. Please try again later." }), () => json(200, [colorado])];
    renderAt('/quotas');
    const table = await quotasTable();
    const alert = await within(table).findByRole('alert', {}, lazyPage);
    expect(alert).toHaveTextContent('This list could not be loaded.');
    expect(alert).toHaveTextContent("We've encountered an error. Please try again later.");
    expect(within(table).queryByText('Nothing to display')).not.toBeInTheDocument();
    expect(await screen.findByText(LOAD_FAILED_MESSAGE, {}, lazyPage)).toBeInTheDocument();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByText('Colorado')).toBeInTheDocument();
    expect(within(table).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Nothing to display' for an empty result, with no Retry", async () => {
    quotaReplies = [() => json(200, [])];
    renderAt('/quotas');
    const table = await quotasTable();
    expect(await within(table).findByText('Nothing to display')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("loads the page's data again after 'Stay Logged In' renewed an expired session", async () => {
    quotaReplies = [() => json(401, { code: 'JWT_EXPIRED', message: 'Your session has expired.' }), () => json(200, [colorado])];
    renderAt('/quotas');
    const dialog = await screen.findByRole('alertdialog', {}, lazyPage);
    const table = await quotasTable(true);
    expect(await within(table).findByText('This list could not be loaded.')).toBeInTheDocument();
    // The session dialog explains a 401: no load-failure toast on top of it.
    expect(screen.queryByText(LOAD_FAILED_MESSAGE)).not.toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Stay Logged In' }));
    expect(await within(table).findByText('Colorado')).toBeInTheDocument();
    expect(quotaGets().length).toBeGreaterThanOrEqual(2);
  });

  it("shows the offline message while offline and reloads when the browser is back online", async () => {
    renderAt('/quotas');
    const table = await quotasTable();
    await within(table).findByText('Colorado');
    expect(screen.queryByText(apiMessages.offline)).not.toBeInTheDocument();

    act(() => setOnline(false));
    expect(await screen.findByText(apiMessages.offline)).toBeInTheDocument();
    const before = quotaGets().length;

    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByText(apiMessages.offline)).not.toBeInTheDocument());
    await waitFor(() => expect(quotaGets().length).toBeGreaterThan(before));
  });

  it('sorts on the server: a header is a button, aria-sort follows, the request carries the order', async () => {
    renderAt('/quotas');
    const table = await quotasTable();
    await within(table).findByText('Colorado');
    const [state, , limit] = within(table).getAllByRole('columnheader');

    expect(state).toHaveAttribute('aria-sort', 'ascending');
    expect(limit).toHaveAttribute('aria-sort', 'none');

    const user = userEvent.setup();
    await user.click(within(limit!).getByRole('button', { name: 'Limit (units)' }));
    await waitFor(() => expect(String(quotaGets().at(-1)![0])).toContain('order=quantity+ASC'));
    expect(limit).toHaveAttribute('aria-sort', 'ascending');
    expect(state).toHaveAttribute('aria-sort', 'none');
    await user.click(within(limit!).getByRole('button', { name: 'Limit (units)' }));
    await waitFor(() => expect(String(quotaGets().at(-1)![0])).toContain('order=quantity+DESC'));
    expect(limit).toHaveAttribute('aria-sort', 'descending');
  });

  // The deletion's toast is tested with its confirmation, in admin-confirmations.test.tsx.
  describe('says so after every quota save', () => {
    async function openMenu(stateName: string, item: string) {
      const user = userEvent.setup();
      const table = await quotasTable();
      await within(table).findByText(stateName);
      await user.click(screen.getByRole('button', { name: `Actions for ${stateName}` }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      return user;
    }

    it('added', async () => {
      const user = userEvent.setup();
      renderAt('/quotas');
      await within(await quotasTable()).findByText('Colorado');
      await user.click(screen.getByRole('button', { name: 'Add New' }));
      expect(within(await quotasTable()).getAllByText('Monthly')).toHaveLength(2);
      await user.selectOptions(screen.getByLabelText('State of the new quota'), 'KY');
      const limit = screen.getByLabelText('Limit in units of the new quota');
      await waitFor(() => expect(limit).toHaveAccessibleDescription('Applies from November 2026'));
      await user.type(limit, '40');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText("Kentucky's quota is 40 units a month from November 2026.", {}, lazyPage)).toBeInTheDocument();
    });

    it('updated', async () => {
      renderAt('/quotas');
      const user = await openMenu('Colorado', 'Edit');
      const input = await screen.findByLabelText('Limit in units for Colorado');
      expect(screen.queryByText('MONTHLY')).toBeNull();
      await waitFor(() => expect(input).toHaveAccessibleDescription('Applies from November 2026'));
      await user.clear(input);
      await user.type(input, '1200');
      // The month turns while the row is open: the message names the month the server counted the change in.
      month = '2026-12';
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText("Colorado's quota is 1,200 units a month from December 2026.", {}, lazyPage)).toBeInTheDocument();
      expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1]?.body).toBe(JSON.stringify({ state: 'CO', quantity: 1200 }));
    });

  });
});
