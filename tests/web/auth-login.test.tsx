import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeChallengeS256 } from '#web/features/auth/pkce.ts';
import { SIGN_IN_KEY } from '#web/features/auth/sign-in-storage.ts';
import { RETURN_PATH_KEY } from '#web/lib/return-path.ts';
import { SESSION_USER_KEY } from '#web/lib/session-user.ts';
import { lazyPage, renderAt } from './render-app.tsx';

const leaveApp = vi.hoisted(() => vi.fn());
vi.mock('#web/lib/leave-app.ts', () => ({ leaveApp }));

// The page is served at the portal's own origin (PUBLIC_ORIGIN), which the redirect URI names.
const config = { authorizationEndpoint: 'https://idp.example.org/oidc/auth', clientId: 'portal', redirectUri: `${window.location.origin}/login`, scope: 'openid email profile' };

function apiUser(role: 'admin' | 'customer') {
  return {
    id: 'u1', email: 'pat@example.org', firstName: 'Pat', lastName: 'Lee', status: 'active', lastLogin: '2026-01-02T03:04:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z', claims: { role, customers: role === 'customer' ? ['C-1'] : [] },
    subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false },
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  leaveApp.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('/login', () => {
  it('starts the sign-in with state, nonce and an S256 PKCE challenge kept in sessionStorage', async () => {
    fetchMock.mockResolvedValueOnce(json(200, config));
    sessionStorage.setItem(RETURN_PATH_KEY, '/quotas');
    renderAt('/login');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(1), lazyPage);
    const pending = JSON.parse(sessionStorage.getItem(SIGN_IN_KEY)!);
    const url = new URL(leaveApp.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe(config.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal', redirect_uri: config.redirectUri, response_type: 'code', scope: config.scope,
      state: pending.state, nonce: pending.nonce, code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeS256(pending.verifier));
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pending.state).not.toBe(pending.nonce);
    expect(pending.returnTo).toBe('/quotas');
  });

  it('opened at another address of the portal, moves to PUBLIC_ORIGIN before starting (the sign-in could not come back)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...config, redirectUri: 'https://portal.example.org/login' }));
    sessionStorage.setItem(RETURN_PATH_KEY, '/quotas');
    renderAt('/login');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(1), lazyPage);
    expect(leaveApp).toHaveBeenCalledWith('https://portal.example.org/quotas');
    expect(sessionStorage.getItem(SIGN_IN_KEY)).toBeNull();
  });

  it.each([['admin', '/progress'], ['customer', '/bulk-orders']] as const)('completes the sign-in of the %s and lands on %s', async (role, landing) => {
    sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify({ state: 'st-1', nonce: 'no-1', verifier: 'v'.repeat(43), returnTo: null }));
    fetchMock.mockResolvedValueOnce(json(200, { user: apiUser(role), tokenExpiresAt: '2030-01-01T00:00:00.000Z' }));
    renderAt('/login?code=the-code&state=st-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${landing}$`)), lazyPage);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/login');
    expect(JSON.parse(init.body)).toEqual({ code: 'the-code', codeVerifier: 'v'.repeat(43), nonce: 'no-1' });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_USER_KEY)!);
    expect(stored.claims.role).toBe(role);
    expect(JSON.stringify(stored)).not.toMatch(/token/i);
    expect(sessionStorage.getItem(SIGN_IN_KEY)).toBeNull();
  });

  it('refuses a response whose state is not the one it sent', async () => {
    sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify({ state: 'mine', nonce: 'n', verifier: 'v'.repeat(43), returnTo: null }));
    renderAt('/login?code=c&state=forged');
    expect(await screen.findByText(/^An authentication failure occurred\. Message: /, {}, lazyPage)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message when the exchange fails', async () => {
    sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify({ state: 's', nonce: 'n', verifier: 'v'.repeat(43), returnTo: null }));
    fetchMock.mockResolvedValueOnce(json(401, { code: 'ID_TOKEN_INVALID', message: 'Id token verification failed.' }));
    renderAt('/login?code=c&state=s');
    expect(await screen.findByText('An authentication failure occurred. Message: Id token verification failed.', {}, lazyPage)).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_USER_KEY)).toBeNull();
  });

  it('shows the provider error description', async () => {
    renderAt('/login?error=access_denied&error_description=End-User%20aborted');
    expect(await screen.findByText('An authentication failure occurred. Message: End-User aborted', {}, lazyPage)).toBeInTheDocument();
  });
});
