import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitBatch, KitBatchInput } from '#schemas/generated/shipments.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NARCAN = { id: 'narcan-4mg-nasal-spray', name: 'NARCAN Nasal Spray 4 mg', brand: 'NARCAN', sapProductId: '1', ndc: '69547-353-02' };

let sent: KitBatchInput[];
let batches: KitBatch[];
beforeEach(() => {
  sent = [];
  batches = [];
  const user = signIn('admin');
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/shipments/kit-batches' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as KitBatchInput;
      sent.push(body);
      const batch = { ndc: body.ndc, productName: NARCAN.name, lot: body.lot.trim().toUpperCase(), expiresOn: '2028-03-31', setAt: '2026-11-27T15:00:00.000Z' };
      batches = [batch];
      return json(200, batch);
    }
    if (url === '/api/shipments/kit-batches') return json(200, { items: batches });
    if (url === '/api/products') return json(200, [NARCAN]);
    if (url === '/api/user/refresh') return json(200, { user, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, {});
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Shipments: the lot and expiry of the next shipments', { timeout: 60_000 }, () => {
  it('names a wrong lot and expiry beside their fields without sending, then sets the batch and lists it as the box prints it', async () => {
    const user = userEvent.setup();
    renderAt('/shipments');
    const form = await screen.findByRole('form', { name: 'Set the lot and expiry of the next shipments' }, lazyPage);
    expect(await screen.findByText(/No lot is set yet/)).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Product/ }), NARCAN.name);
    await user.type(within(form).getByRole('textbox', { name: /Lot number/ }), 'ABC 123!');
    await user.type(within(form).getByRole('textbox', { name: /Expires/ }), '13/2028');
    await user.click(within(form).getByRole('button', { name: 'Set for the next shipments' }));
    expect(within(form).getByText('Enter the lot printed on the box: 1 to 20 letters, digits and hyphens.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the month and year printed on the box, such as 03/2028.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: /Lot number/ }));
    await user.type(within(form).getByRole('textbox', { name: /Lot number/ }), 'abc123');
    await user.clear(within(form).getByRole('textbox', { name: /Expires/ }));
    await user.type(within(form).getByRole('textbox', { name: /Expires/ }), '03/2028');
    await user.click(within(form).getByRole('button', { name: 'Set for the next shipments' }));
    await waitFor(() => expect(sent).toEqual([{ ndc: NARCAN.ndc, lot: 'abc123', expires: '03/2028' }]));
    const list = await screen.findByRole('list', { name: 'Lot and expiry set now' });
    expect(list).toHaveTextContent(/^NARCAN Nasal Spray 4 mg: lot ABC123, expires March 2028 \(set /);
    expect(screen.getByRole('main')).not.toHaveTextContent(/2028-03-31/);
  });
});
