import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditActions, AuditEntryView } from '#schemas/generated/audit.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sam = { id: 'u-sam', name: 'Sam Superadmin', email: 'sam@example.org' };
const entries: AuditEntryView[] = [
  {
    id: 'e1', at: '2026-11-26T14:05:00.000Z', actor: sam, sentence: 'Sam Superadmin shipped order NX-7KQ2M9TD by USPS', details: ['From approved to shipped'],
    action: 'consumer-orders.status', entity: 'consumer_order', entityId: '5f0c2a9e-1b7d-4c1e-9a53-0d2f1e6b7a10', detail: { from: 'approved', to: 'shipped', carrier: 'USPS' },
  },
  {
    id: 'e2', at: '2026-11-25T09:00:00.000Z', actor: sam, sentence: 'Sam Superadmin downloaded the pick list for the mailing service', details: ['12 orders'],
    action: 'shipments.pick-list', entity: 'consumer_order', entityId: null, detail: { rows: 12, again: false },
  },
];
const choices: AuditActions = {
  kinds: [{ value: 'orders-shipped', label: 'Orders shipped' }, { value: 'quotas-changed', label: 'Quotas changed' }],
  actors: [sam, { id: 'u-alex', name: 'Alex Admin', email: 'alex@example.org' }],
};

const staffUser = {
  id: 'u-sam', email: 'sam@example.org', firstName: 'Sam', lastName: 'Superadmin', status: 'active', createdAt: '2025-01-01T00:00:00.000Z', lastLogin: null,
  claims: { role: 'superAdmin', customers: [] }, subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false },
};

let fetchMock: ReturnType<typeof vi.fn>;
const listCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/audit?') || url === '/api/audit');
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/audit/choices')) return json(200, choices);
    if (url.startsWith('/api/audit')) return json(200, { items: entries, total: 2, limit: 10, offset: 0 });
    // The admin shell refreshes the session on the first mouse movement.
    if (url === '/api/user/refresh') return json(200, { user: staffUser, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  signIn('superAdmin');
});
afterEach(() => vi.unstubAllGlobals());

describe('the Audit Log page (decision 065)', () => {
  it('reads each entry as a sentence with its detail in words, the entry as recorded behind Show details', async () => {
    const user = userEvent.setup();
    renderAt('/audit-log');
    const table = await screen.findByRole('table', {}, lazyPage);
    // The order number kept on one line: a phone would break it at its hyphen.
    const number = await within(table).findByText('NX-7KQ2M9TD');
    expect(number.parentElement).toHaveTextContent(/^Sam Superadmin shipped order NX-7KQ2M9TD by USPS$/);
    expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([expect.stringContaining('When'), 'What happened']);
    expect(within(table).getByText('From approved to shipped')).toBeVisible();
    expect(within(table).getByText('12 orders')).toBeVisible();
    // No code words, ids or raw detail in what a programme manager reads first: those wait behind Show details.
    const shown = table.cloneNode(true) as HTMLElement;
    for (const recorded of shown.querySelectorAll('details')) recorded.remove();
    expect(shown.textContent).not.toMatch(/consumer_order|consumer-orders|again|[0-9a-f]{8}-[0-9a-f]{4}/);
    const summaries = within(table).getAllByText('Show details');
    const firstRecorded = summaries[0]!.closest('details')!;
    expect(firstRecorded.open).toBe(false);
    await user.click(summaries[0]!);
    expect(firstRecorded.open).toBe(true);
    expect(within(firstRecorded).getByText(/"action": "consumer-orders.status"/)).toBeInTheDocument();
    // The date format is chosen once, on the profile: the page has no picker of its own.
    expect(screen.queryByLabelText('Date format')).toBeNull();
  });

  it('filters by person and kind of action in words, keeps the filter in the address, and sorts by time', async () => {
    const user = userEvent.setup();
    renderAt('/audit-log?filter=%7B%22kind%22%3A%22orders-shipped%22%7D');
    await screen.findByRole('table', {}, lazyPage);
    await waitFor(() => expect(listCalls().some((url) => url.includes('kind=orders-shipped'))).toBe(true));
    const kind = await screen.findByLabelText('Kind of action');
    await waitFor(() => expect(kind).toHaveValue('orders-shipped'));
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any action', 'Orders shipped', 'Quotas changed']);
    const person = screen.getByLabelText('Person');
    await waitFor(() => expect(within(person).getAllByRole('option').map((o) => o.textContent)).toEqual(['Anyone', 'Sam Superadmin', 'Alex Admin']));

    await user.selectOptions(person, 'u-alex');
    await user.selectOptions(kind, 'quotas-changed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls().some((url) => url.includes('actorUserId=u-alex') && url.includes('kind=quotas-changed'))).toBe(true));

    await user.click(screen.getByRole('button', { name: /When/ }));
    await waitFor(() => expect(listCalls().some((url) => url.includes('order=at+ASC') || url.includes('order=at%20ASC'))).toBe(true));
  });
});
