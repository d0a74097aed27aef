import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordRuleError } from '#schemas/password-rules.ts';
import { formatDateTime, setDatePreference } from '#web/components/date-format.ts';
import { generateTemporaryPassword } from '#web/features/users/temporary-password.ts';
import { formatLastLogin } from '#web/features/users/user-format.ts';
import { userFieldError } from '#web/features/users/user-form-validation.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = { status: 'active', createdAt: '2025-01-01T00:00:00.000Z', subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false } };
const users = [
  { ...base, id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', lastLogin: '2026-03-04T10:11:00.000Z', claims: { role: 'superAdmin', customers: [] }, secondFactors: 2 },
  { ...base, id: 'u2', email: 'bo@example.org', firstName: 'Bo', lastName: 'Buyer', lastLogin: null, claims: { role: 'customer', customers: ['C-1'] }, secondFactors: 0 },
  // The signed-in superAdmin (render-app.tsx's signIn): never offered a reset of their own factors.
  { ...base, id: 'user-superAdmin', email: 'superAdmin@example.org', firstName: 'Pat', lastName: 'Example', lastLogin: null, claims: { role: 'superAdmin', customers: [] }, secondFactors: 1 },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/user/list')) return json(200, { items: users, total: users.length, limit: 10, offset: 0 });
    if (url.startsWith('/api/customers')) return json(200, { items: [{ customerId: 'C-1', customerName: 'Clinic One' }], total: 1 });
    if (url === '/api/user' && init?.method === 'POST') return json(201, users[1]);
    // The admin shell refreshes the session on the first mouse movement.
    if (url === '/api/user/refresh') return json(200, { user: users[2], tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  signIn('superAdmin');
});
afterEach(() => vi.unstubAllGlobals());

describe('User Management', () => {
  it('lists users with the columns of User Management and Last Login in the chosen format, or Never', async () => {
    const preference = { date: 'MMM D, YYYY', time: '12h' } as const;
    setDatePreference(preference);
    renderAt('/user-management');
    const table = await screen.findByRole('table', {}, lazyPage);
    await within(table).findByText('Ada');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['First Name', 'Last Name', 'Email', 'Last Login', 'Role', 'Second Factor', 'Actions']);
    expect(within(table).getByText(formatDateTime('2026-03-04T10:11:00.000Z', preference))).toBeInTheDocument();
    expect(within(table).getAllByText('Never')).toHaveLength(2);
    expect(formatLastLogin('2026-03-04T10:11:00.000Z', preference)).toBe(formatDateTime('2026-03-04T10:11:00.000Z', preference));
    expect(formatLastLogin(null, preference)).toBe('Never');
    expect(screen.getByRole('option', { name: '100' })).toBeInTheDocument();
    // The column headers are sort buttons with the same names: look for the chips in the filter form.
    const filterForm = screen.getByRole('form', { name: 'Filter users' });
    for (const chip of ['First Name', 'Last Name', 'Email', 'Role', 'Last Login', 'Reset', 'Search']) {
      expect(within(filterForm).getByRole('button', { name: chip })).toBeInTheDocument();
    }
  });

  it('searches with the filters chosen through the chips', async () => {
    const user = userEvent.setup();
    renderAt('/user-management');
    await screen.findByRole('table', {}, lazyPage);
    await user.click(within(screen.getByRole('form', { name: 'Filter users' })).getByRole('button', { name: 'Last Name' }));
    await user.type(screen.getByLabelText('Last Name'), 'buy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('lastName=buy'))).toBe(true));
  });

  it('validates the Add User modal with the messages of docs/product.md#users', async () => {
    const user = userEvent.setup();
    renderAt('/user-management');
    await screen.findByRole('table', {}, lazyPage);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of ['First Name is required', 'Last Name is required', 'Email is required', 'Role is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(/^Email/), 'nope');
    expect(within(dialog).queryByText('Email is required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('A valid Email is required')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'customer');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('At least one customer is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/user' && init?.method === 'POST')).toBe(false);
  });

  it('invites a customer with the invite payload', async () => {
    const user = userEvent.setup();
    renderAt('/user-management');
    await screen.findByRole('table', {}, lazyPage);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Bo');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Buyer');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bo@example.org');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'customer');
    await user.click(await within(dialog).findByText('Clinic One (C-1)', {}, { timeout: 3000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/user' && init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url, i]) => url === '/api/user' && i?.method === 'POST')!;
    expect(JSON.parse(init.body)).toEqual({ firstName: 'Bo', lastName: 'Buyer', email: 'bo@example.org', claims: { role: 'customer', customers: ['C-1'] } });
  });
});

describe('generated temporary passwords', () => {
  it('are 10 characters without look-alikes and meet the password rules', () => {
    for (let i = 0; i < 200; i++) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(10);
      expect(password).not.toMatch(/[0O1lIS5Z2o]/);
      expect(passwordRuleError(password)).toBeNull();
    }
  });
});

describe('a staff member\'s name', () => {
  const values = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', role: 'admin' as const, customers: [] };
  it('is required when it shows nothing, refused when a hidden character changes its order, as the server does', () => {
    expect(userFieldError('firstName', { ...values, firstName: '\u200B\u202E' })).toBe('First Name is required');
    expect(userFieldError('lastName', { ...values, lastName: '\u202EecalevoL' })).toBe(
      'Last Name: This contains hidden characters that change the order of the text. Please type it in again instead of pasting it.',
    );
    expect(userFieldError('lastName', { ...values, lastName: 'Love\u00ADlace' })).toBeUndefined();
  });
});
