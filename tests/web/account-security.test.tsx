import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, setDatePreference } from '#web/components/date-format.ts';
import { PASSKEY_PROBLEMS, passkeyProblem } from '#web/features/account-security/add-passkey.ts';
import { GATE_EXPLANATION } from '#web/features/account-security/account-security-page.tsx';
import { CODE_NEEDED, factorDates, recoveryCodesFile, typedCode } from '#web/features/account-security/factor-words.ts';
import { RECOVERY_CODES_FILE } from '#web/features/account-security/recovery-codes-panel.tsx';
import { SESSION_USER_KEY, type SessionUser } from '#web/lib/session-user.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const { startRegistration, leaveApp, saveFile } = vi.hoisted(() => ({ startRegistration: vi.fn(), leaveApp: vi.fn(), saveFile: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ browserSupportsWebAuthn: () => true, startRegistration }));
vi.mock('#web/lib/leave-app.ts', () => ({ leaveApp }));
vi.mock('#web/lib/save-file.ts', () => ({ saveFile }));

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const phone = { id: 'f1', kind: 'authenticatorApp', name: 'Phone', addedAt: '2026-11-02T09:00:00.000Z', lastUsedAt: '2026-11-20T15:04:00.000Z' };
const key = { id: 'f2', kind: 'passkey', name: 'Work laptop', addedAt: '2026-11-03T09:00:00.000Z', lastUsedAt: null };
const codes = ['k7m2p-q9x4r', 'a3b4c-d5e6f', 'g7h8j-k9m2n', 'p3q4r-s5t6u', 'v7w8x-y9z2a', 'b3c4d-e5f6g', 'h7j8k-m9n2p', 'q3r4s-t5u6v', 'w7x8y-z9a2b', 'c3d4e-f5g6h'];
const enrolment = { enrolmentId: 'e1', secret: 'JBSW Y3DP EHPK 3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>' };

let state: { factors: unknown[]; recoveryCodesLeft: number; required: boolean };
let fetchMock: ReturnType<typeof vi.fn>;
const calls = (method: string, path: string) => fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

function signInAs(secondFactor: SessionUser['secondFactor']): void {
  const user = signIn('superAdmin');
  sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify({ ...user, secondFactor }));
}

beforeEach(() => {
  state = { factors: [], recoveryCodesLeft: 0, required: false };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/user/factors' && method === 'GET') return json(200, state);
    if (url === '/api/user/factors/authenticator-app') return json(200, enrolment);
    if (url === '/api/user/factors/authenticator-app/confirm') {
      const body = JSON.parse(String(init?.body)) as { code: string; name: string };
      if (body.code !== '123456') return json(400, { code: 'VALIDATION', message: 'That code is not right. Type the code your app shows now.' });
      const factor = { ...phone, name: body.name, lastUsedAt: null };
      const first = state.factors.length === 0;
      state = { ...state, factors: [...state.factors, factor], recoveryCodesLeft: 10 };
      return json(200, { factor, recoveryCodes: first ? codes : null });
    }
    if (url === '/api/user/factors/passkey/options') return json(200, { challengeId: 'c1', options: { challenge: 'abc', rp: { name: 'Naloxone Portal' } } });
    if (url === '/api/user/factors/f1' && method === 'DELETE') {
      return json(409, { code: 'LAST_FACTOR_REQUIRED', message: 'You need at least one second factor: add another before removing this one.' });
    }
    if (url === '/api/user/recovery-codes') return json(200, { recoveryCodes: codes });
    if (url === '/api/user/refresh') {
      const stored = JSON.parse(sessionStorage.getItem(SESSION_USER_KEY) ?? '{}') as SessionUser;
      // The server upgrades the session when a factor is added in it (the shell also renews on a mouse movement).
      const secondFactor = state.factors.length > 0 ? 'satisfied' : stored.secondFactor;
      return json(200, { user: { ...stored, status: 'active', lastLogin: null, createdAt: '2025-01-01T00:00:00.000Z', subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false }, datePreference: null, secondFactor }, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    }
    if (url === '/api/user/logout') return json(200, { endSessionUrl: null });
    return json(200, { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Sign-in and security', () => {
  it('says what a person without a factor has, and offers both kinds', async () => {
    signInAs('notRequired');
    renderAt('/account-security');
    expect(await screen.findByText('You have no second factor yet.', {}, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('You get ten recovery codes when you add your first second factor.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make new codes' })).toBeNull();
    expect(screen.queryByText(GATE_EXPLANATION)).toBeNull();
  });

  it('lists each factor with its kind and dates in the person\'s format, and the recovery codes left', async () => {
    const preference = { date: 'MMM D, YYYY', time: '12h' } as const;
    state = { factors: [phone, key], recoveryCodesLeft: 8, required: true };
    signInAs('satisfied');
    setDatePreference(preference);
    renderAt('/account-security');
    const list = await screen.findByRole('list', { name: 'Your second factors' }, lazyPage);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^(Phone|Work laptop)$/).textContent)).toEqual(['Phone', 'Work laptop']);
    expect(within(rows[0]!).getByText(`Authenticator app · Added Nov 2, 2026 · Last used ${formatDateTime(phone.lastUsedAt, preference)}`)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Passkey · Added Nov 3, 2026 · Not used yet')).toBeInTheDocument();
    expect(screen.getByText('8 of 10 left.')).toBeInTheDocument();
    expect(factorDates({ addedAt: '2026-11-27T12:00:00.000Z', lastUsedAt: null }, { date: 'MM/DD/YYYY', time: '12h' })).toBe('Added 11/27/2026 · Not used yet');
  });

  it('adds an authenticator app: the QR code as an image, the key in groups, a wrong code refused, then the recovery codes once', async () => {
    const user = userEvent.setup();
    signInAs('notRequired');
    renderAt('/account-security');
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }, lazyPage));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`);
    // The markup the server drew is never inserted into the page.
    expect(dialog.querySelector('svg rect')).toBeNull();
    expect(within(dialog).getByText("Can't scan? Type this key")).toBeInTheDocument();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Authenticator app');

    await user.click(within(dialog).getByRole('button', { name: 'Add app' }));
    expect(within(dialog).getByText(CODE_NEEDED)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/6-digit code/), '654 321');
    await user.click(within(dialog).getByRole('button', { name: 'Add app' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not right.');

    await user.clear(within(dialog).getByLabelText(/6-digit code/));
    await user.type(within(dialog).getByLabelText(/6-digit code/), '123 456');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Add app' }));
    expect(JSON.parse(String(calls('POST', '/api/user/factors/authenticator-app/confirm').at(-1)![1].body))).toEqual({ enrolmentId: 'e1', code: '123456', name: 'Phone' });

    const heading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    const shown = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(shown).toEqual(codes);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const saved = saveFile.mock.calls[0]![0] as { blob: Blob; name: string };
    expect(saved.name).toBe(RECOVERY_CODES_FILE);
    expect(await saved.blob.text()).toBe(recoveryCodesFile(codes, 'superAdmin@example.org'));
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(screen.queryByText(codes[0]!)).toBeNull();
    expect(await screen.findByText('10 of 10 left.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your second factors' })).getByText('Phone')).toBeInTheDocument();
  });

  it('says in words why a passkey was not added', async () => {
    const user = userEvent.setup();
    signInAs('notRequired');
    startRegistration.mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    renderAt('/account-security');
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }, lazyPage));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Passkey');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The passkey was not added.');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rp: { name: 'Naloxone Portal' } } });
    expect(calls('POST', '/api/user/factors/passkey')).toHaveLength(0);
    expect(passkeyProblem(Object.assign(new Error('x'), { name: 'InvalidStateError' }))).toBe(PASSKEY_PROBLEMS.alreadyAdded);
    expect(passkeyProblem(Object.assign(new Error('x'), { name: 'NotSupportedError' }))).toBe(PASSKEY_PROBLEMS.notPossible);
  });

  it('asks before removing a factor and shows why the server refused', async () => {
    const user = userEvent.setup();
    state = { factors: [phone], recoveryCodesLeft: 10, required: true };
    signInAs('satisfied');
    renderAt('/account-security');
    await user.click(await screen.findByRole('button', { name: 'Remove Phone' }, lazyPage));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove a second factor' });
    expect(dialog).toHaveTextContent('Remove Phone? You will no longer be able to sign in with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You need at least one second factor: add another before removing this one.');
    expect(calls('DELETE', '/api/user/factors/f1')).toHaveLength(1);
  });

  it('makes new recovery codes after asking, and shows them once', async () => {
    const user = userEvent.setup();
    state = { factors: [phone], recoveryCodesLeft: 3, required: false };
    signInAs('satisfied');
    renderAt('/account-security');
    await user.click(await screen.findByRole('button', { name: 'Make new codes' }, lazyPage));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make new recovery codes' });
    expect(dialog).toHaveTextContent('The 3 codes you have left stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getByText(codes[9]!)).toBeInTheDocument();
  });

  it('reads typed codes with or without spaces', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
    expect(typedCode('123-456')).toBe('123456');
    expect(typedCode('12345')).toBeNull();
    expect(typedCode('12345a')).toBeNull();
  });
});

describe('the enrolment gate', () => {
  it('shows every staff page as the enrolment page until a factor is added, then the page asked for', async () => {
    const user = userEvent.setup();
    signInAs('enrolmentRequired');
    renderAt('/report-subscriptions');
    expect(await screen.findByText(GATE_EXPLANATION, {}, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeInTheDocument();
    expect(screen.queryByText('Email me these reports')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })?.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/report-subscriptions');

    await user.click(screen.getByRole('button', { name: 'Add an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    await user.type(within(dialog).getByLabelText(/6-digit code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Add app' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved these codes' }));
    // The renewed session says the factor is there: the page asked for opens.
    expect(await screen.findByText('Email me these reports', {}, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Report Subscriptions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(GATE_EXPLANATION)).toBeNull());
  });

  it('signs out from the gate', async () => {
    const user = userEvent.setup();
    signInAs('enrolmentRequired');
    renderAt('/progress');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, lazyPage));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/'));
    expect(calls('POST', '/api/user/logout')).toHaveLength(1);
    expect(sessionStorage.getItem(SESSION_USER_KEY)).toBeNull();
  });
});
