import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { BulkOrderModal } from '#web/features/bulk-orders/bulk-order-modal.tsx';

const customers = [{ customerId: 'C-1', customerName: 'Denver Clinic', street: '', city: '', state: 'CO', zip: '', phone: '', accountType: '', createdAt: '', updatedAt: '' }];
const products = [{ id: 'narcan', name: 'NARCAN', brand: 'NARCAN', sapProductId: '1', ndc: '69547-353-02' }];

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderModal(onSaved = vi.fn()) {
  render(
    <ChakraScope>
      <BulkOrderModal order={null} customers={customers} products={products} defaultEmail="me@clinic.org" onClose={() => {}} onSaved={onSaved} />
    </ChakraScope>,
  );
  return onSaved;
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText(/^Customer/), 'C-1');
  await user.selectOptions(screen.getByLabelText(/^Product/), 'narcan');
  await user.type(screen.getByLabelText(/^Quantity/), '5');
  await user.click(screen.getByRole('button', { name: 'Create Order' }));
}

describe('the bulk order modal', () => {
  it("says what is missing, in the modal's words, without calling the server", async () => {
    renderModal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Order' }));
    expect(screen.getByText('Customer Id is required')).toBeInTheDocument();
    expect(screen.getByText('Product Id is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Quantity/), '0');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(screen.getByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the message of a 412 from create', async () => {
    fetchMock.mockResolvedValue(reply(412, { code: 'UNKNOWN_CUSTOMER', message: 'Customer C-1 does not exist.' }));
    renderModal();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Customer C-1 does not exist.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bulk-orders');
    expect(JSON.parse(init.body)).toEqual({ customerId: 'C-1', productId: 'narcan', email: 'me@clinic.org', quantity: 5 });
  });

  it("falls back to 'Failed to update/submit order' for other failures", async () => {
    fetchMock.mockResolvedValue(reply(500, { code: 'INTERNAL_ERROR', message: 'boom (reference 1)' }));
    renderModal();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update/submit order');
  });

  it('hands the saved order back', async () => {
    const saved = { id: 'B-1', customerId: 'C-1', productId: 'narcan', quantity: 5, orderStatus: 'created' };
    fetchMock.mockResolvedValue(reply(201, saved));
    const onSaved = renderModal();
    await fillAndSubmit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });
});
