import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { BulkOrderModal } from '#web/features/bulk-orders/bulk-order-modal.tsx';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const at = '2026-01-01T00:00:00.000Z';
const order: BulkOrder = {
  id: 'B-1', customerId: 'C-1', customerName: 'Denver Clinic', productId: 'narcan', productName: 'NARCAN', userEmail: 'me@clinic.org',
  quantity: 5, orderStatus: 'open', rejectReason: null, createdAt: at, updatedAt: at,
  allowedStatuses: ['open', 'partially shipped', 'fully shipped', 'rejected'], editable: true,
};
const customers = [{ customerId: 'C-1', customerName: 'Denver Clinic', street: '', city: '', state: 'CO', zip: '', phone: '', accountType: '', createdAt: '', updatedAt: '' }];
const products = [{ id: 'narcan', name: 'NARCAN', brand: 'NARCAN', sapProductId: '1', ndc: '69547-353-02' }];

const sessionUser = {
  id: 'user-admin', email: 'admin@example.org', firstName: 'Pat', lastName: 'Example', lastLogin: null, createdAt: at, status: 'active',
  subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false },
};

let fetchMock: ReturnType<typeof vi.fn>;
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init.body)));

beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body));
      return json(200, { ...order, orderStatus: body.orderStatus ?? order.orderStatus, rejectReason: body.rejectReason ?? null });
    }
    return json(200, { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderModal() {
  const onSaved = vi.fn();
  render(
    <ChakraScope>
      <BulkOrderModal order={order} customers={customers} products={products} defaultEmail="me@clinic.org" onClose={() => {}} onSaved={onSaved} />
    </ChakraScope>,
  );
  return onSaved;
}

describe('deleting a quota', () => {
  it("asks 'Are you sure you want to delete?' and then says it is done", async () => {
    signIn('admin');
    const colorado = { id: 'q-co', state: 'CO', stateName: 'Colorado', quotaPeriod: 'MONTHLY', quantity: 1000, createdAt: at, updatedAt: at };
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/quotas') && init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (url.startsWith('/api/quotas')) return json(200, [colorado]);
      if (url.startsWith('/api/usstates')) return json(200, [{ code: 'CO', name: 'Colorado' }]);
      // The admin shell renews the session on the first mouse movement.
      if (url === '/api/user/refresh') return json(200, { user: { ...sessionUser, claims: { role: 'admin', customers: [] } }, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
      return json(200, { ok: true });
    });
    const user = userEvent.setup();
    renderAt('/quotas');
    const table = await screen.findByRole('table', { name: 'Monthly quotas per state' }, lazyPage);
    await within(table).findByText('Colorado');
    await user.click(screen.getByRole('button', { name: 'Actions for Colorado' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('The quota of Colorado has been deleted.', {}, lazyPage)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Monthly quotas per state' })).queryByText('Colorado')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Monthly quotas per state' })).getByText('Nothing to display')).toBeInTheDocument();
  });
});

describe('a final bulk order status asks first', () => {
  it('rejecting needs a reason, then a confirmation; the reason is sent', async () => {
    const user = userEvent.setup();
    const onSaved = renderModal();
    await user.selectOptions(await screen.findByLabelText('Status'), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rejection Reason is required')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Rejection Reason/), 'Not a member yet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject this order?' });
    expect(patches()).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, Reject' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patches()).toEqual([{ id: 'B-1', customerId: 'C-1', productId: 'narcan', email: 'me@clinic.org', quantity: 5, orderStatus: 'rejected', rejectReason: 'Not a member yet' }]);
  });

  it('cancelling the confirmation of fully shipped saves nothing; a non-final status saves at once', async () => {
    const user = userEvent.setup();
    const onSaved = renderModal();
    await user.selectOptions(await screen.findByLabelText('Status'), 'fully shipped');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark this order fully shipped?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Mark this order fully shipped?' })).not.toBeInTheDocument());
    expect(patches()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Status'), 'partially shipped');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]).toMatchObject({ orderStatus: 'partially shipped' });
    expect(patches()[0]).not.toHaveProperty('rejectReason');
  });
});

describe('what a customer sees of a rejected order', () => {
  it('shows the reason with the order in the Bulk Orders list', async () => {
    signIn('customer');
    const rejected = { ...order, orderStatus: 'rejected', rejectReason: 'Not a member yet', allowedStatuses: ['rejected'], editable: false };
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/bulk-orders')) return json(200, { items: [rejected], total: 1, totalCapped: false });
      if (url.startsWith('/api/customers')) return json(200, { items: customers, total: 1 });
      if (url.startsWith('/api/products')) return json(200, products);
      return json(200, { ok: true });
    });
    renderAt('/bulk-orders');
    const table = await screen.findByRole('table', { name: 'Bulk orders' }, lazyPage);
    expect(await within(table).findByText('Reason: Not a member yet')).toBeInTheDocument();
  });
});
