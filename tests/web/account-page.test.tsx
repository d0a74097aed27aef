import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountView, RefillWhen } from '#schemas/generated/consumer-account.ts';
import { AppRoutes } from '#web/app/routes.tsx';
import { switchLanguage } from '#web/i18n/i18n.ts';
import { lazyPage, renderAt } from './render-app.tsx';

/*
 * The account page shows the server's answer on when a refill can be ordered (engine/order-again.ts works it out
 * from the questionnaire's rules): the way in today, the day it opens, or the reasons the flow takes at once.
 */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const account = (refill: RefillWhen): AccountView => ({
  email: 'rosa@example.org', createdAt: '2026-11-26T17:00:00.000Z', refill,
  orders: [{
    mrn: 'NX-US5SYK6Y', status: 'approved', orderDate: '2026-11-26T17:00:00.000Z', kits: 2,
    productName: { en: 'NARCAN (naloxone HCl) 4 mg nasal spray, 2-pack', es: 'NARCAN aerosol nasal 4 mg' },
    carrier: null, trackingNumber: null, trackingUrl: null, shippedOn: null, deliveredOn: null, kitExpiresOn: null,
  }],
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en', { remember: false }));
});

// The first render loads the page's module, which the test runner transforms on first use: slow on a busy machine.
const refillRegion = async () => screen.findByRole('region', { name: 'Order a refill' }, { timeout: 3 * lazyPage.timeout });

describe('/account: when a refill can be ordered', { timeout: 60_000 }, () => {
  it('offers the refill when the rules take it today, and starts it with the details filled in', async () => {
    const refill = { flowId: 'consumer', version: 3, answers: { 'q-state': 'CO', 'q-first-name': 'Rosa' } };
    // By address: the questionnaire, once opened, asks for its own things (answered 404 here).
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const path = new URL(String(input), window.location.origin).pathname;
      if (path === '/api/account') return Promise.resolve(json(200, account({ now: true, from: '2026-11-26', reasonsNow: [] })));
      if (path === '/api/account/refill') return Promise.resolve(json(200, refill));
      return Promise.resolve(json(404, { code: 'NOT_FOUND', message: 'Not here.' }));
    });
    renderAt('/account');
    const region = await refillRegion();
    expect(within(region).queryByText(/You can order a refill from/)).toBeNull();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Order a refill' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/form'), { timeout: 10_000 });
    expect(JSON.parse(sessionStorage.getItem('portal.refill')!)).toEqual({ answers: refill.answers, runId: null });
  });

  it('says the day it opens and offers no refill before it, when the flow makes no exception', async () => {
    fetchMock.mockResolvedValueOnce(json(200, account({ now: false, from: '2027-01-26', reasonsNow: [] })));
    renderAt('/account');
    const region = await refillRegion();
    expect(within(region).getByText('You can order a refill from January 26, 2027.')).toBeInTheDocument();
    expect(within(region).getByText(/Pharmacies sell the nasal spray without a prescription/)).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 kits of NARCAN (naloxone HCl) 4 mg nasal spray, 2-pack, ordered on November 26, 2026')).toBeInTheDocument();
  });

  it('offers a replacement now for the reasons the flow takes at once, in the reader\'s language', async () => {
    fetchMock.mockResolvedValueOnce(json(200, account({
      now: false, from: '2027-01-26', reasonsNow: [{ en: 'Used', es: 'Lo usé' }, { en: 'Lost', es: 'Lo perdí' }],
    })));
    renderAt('/account');
    const region = await refillRegion();
    expect(within(region).getByText('You can order a refill from January 26, 2027.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Used', 'Lost']);
    expect(within(region).getByRole('button', { name: 'Order a replacement now' })).toBeInTheDocument();
    await act(() => switchLanguage('es', { remember: false }));
    const spanish = await screen.findByRole('region', { name: 'Pedir más' });
    expect(within(spanish).getByText('Puede pedir más a partir del 26 de enero de 2027.')).toBeInTheDocument();
    expect(within(spanish).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lo usé', 'Lo perdí']);
    expect(within(spanish).getByRole('button', { name: 'Pedir uno nuevo ahora' })).toBeInTheDocument();
    expect(screen.getByText(/^2 kits de NARCAN aerosol nasal 4 mg, pedido el 26 de noviembre de 2026$/)).toBeInTheDocument();
  });

  it('says when the kits of a shipped order expire, as the box prints it, in the reader\'s language', async () => {
    const view = account({ now: true, from: '2026-11-26', reasonsNow: [] });
    view.orders = [{ ...view.orders[0]!, status: 'shipped', shippedOn: '2026-11-27', kitExpiresOn: '2028-03-31' }];
    fetchMock.mockResolvedValueOnce(json(200, view));
    renderAt('/account');
    expect(await screen.findByText('Kit expires March 2028', {}, { timeout: 3 * lazyPage.timeout })).toBeInTheDocument();
    await act(() => switchLanguage('es', { remember: false }));
    expect(await screen.findByText('El kit vence en marzo de 2028')).toBeInTheDocument();
  });
});

describe('/account opened by its link', { timeout: 60_000 }, () => {
  it('redeems the link once, however many times the page mounts as it opens, and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/account?link=once-only-token');
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), window.location.origin).pathname;
      if (path === '/api/account/links' && init?.method === 'POST') return Promise.resolve(json(200, account({ now: false, from: '2027-01-26', reasonsNow: [] })));
      // No session until the link is redeemed: a mount that asked for the account instead would be signed out.
      return Promise.resolve(json(401, { code: 'UNAUTHORIZED', message: 'Not signed in.' }));
    });
    // Strict mode mounts the page, unmounts it and mounts it again, as the design system's arrival can.
    render(<StrictMode><MemoryRouter initialEntries={['/account']}><AppRoutes /></MemoryRouter></StrictMode>);
    expect(await screen.findByText('Signed in as rosa@example.org', {}, { timeout: 3 * lazyPage.timeout })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin).pathname);
    expect(asked.filter((path) => path === '/api/account/links')).toHaveLength(1);
    expect(asked).not.toContain('/api/account');
    expect(window.location.search).toBe('');
  });
});
