import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { SessionExpiredDialog } from '#web/features/admin-shell/session-expired-dialog.tsx';
import { createSessionKeeper, PING_INTERVAL_MS } from '#web/features/admin-shell/session-keeper.ts';
import { RETURN_PATH_KEY } from '#web/lib/return-path.ts';
import { signalSessionExpired } from '#web/lib/session-expired.ts';
import { SESSION_USER_KEY } from '#web/lib/session-user.ts';
import { signIn } from './render-app.tsx';

const leaveApp = vi.hoisted(() => vi.fn());
vi.mock('#web/lib/leave-app.ts', () => ({ leaveApp }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = {
  id: 'u1', email: 'a@example.org', firstName: 'A', lastName: 'B', status: 'active', lastLogin: null, createdAt: '2025-01-01T00:00:00.000Z',
  claims: { role: 'admin', customers: [] }, subscriptions: { quotaThresholds: false, weeklyOrders: false, monthlyOrders: false, monthlyFunder: false },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  leaveApp.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session keeper (docs/product.md#signing-in-and-sessions)', () => {
  it('pings every 60 seconds and stops on logout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    const keeper = createSessionKeeper();
    keeper.start();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 3);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/ping')).toHaveLength(3);
    fetchMock.mockImplementation(async () => json(200, { endSessionUrl: 'https://idp.example.org/oidc/session/end?x=1' }));
    await keeper.logout('/quotas?page=2');
    const before = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 3);
    expect(fetchMock.mock.calls.length).toBe(before);
  });

  it('refreshes once in the background on mouse movement', async () => {
    fetchMock.mockImplementation(async () => json(200, { user, tokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString() }));
    const keeper = createSessionKeeper();
    keeper.start();
    fireEvent.mouseMove(window);
    fireEvent.mouseMove(window);
    fireEvent.mouseMove(window);
    await vi.waitFor(() => expect(sessionStorage.getItem(SESSION_USER_KEY)).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/refresh');
    expect(JSON.parse(sessionStorage.getItem(SESSION_USER_KEY)!).email).toBe('a@example.org');
    keeper.stop();
  });

  it('reports the session expired when a request signals it', () => {
    const keeper = createSessionKeeper();
    const listener = vi.fn();
    keeper.onExpired(listener);
    keeper.start();
    signalSessionExpired();
    expect(listener).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it('logout clears the stored user, remembers the path and ends the provider session', async () => {
    signIn('admin');
    fetchMock.mockResolvedValueOnce(json(200, { endSessionUrl: 'https://idp.example.org/oidc/session/end?id_token_hint=x' }));
    const keeper = createSessionKeeper();
    keeper.start();
    await keeper.logout('/quotas?filter=1');
    expect(sessionStorage.getItem(SESSION_USER_KEY)).toBeNull();
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/quotas?filter=1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/logout');
    expect(leaveApp).toHaveBeenCalledWith('https://idp.example.org/oidc/session/end?id_token_hint=x');
  });
});

describe('session-expired dialog', () => {
  function renderDialog(onStay: () => Promise<boolean>, onSignOut = vi.fn()) {
    render(
      <ChakraScope>
        <SessionExpiredDialog open onStay={onStay} onSignOut={onSignOut} />
      </ChakraScope>,
    );
    return onSignOut;
  }

  it('counts down from 30 and logs out at zero; Escape does not close it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSignOut = renderDialog(async () => true);
    expect(await screen.findByText('Your session has expired. Logging out in 30 seconds.')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(/Logging out in 2\d seconds\./)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(onSignOut).toHaveBeenCalled();
  });

  it("'Stay Logged In' that fails says so and logs out after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSignOut = renderDialog(async () => false);
    fireEvent.click(await screen.findByRole('button', { name: 'Stay Logged In' }));
    expect(await screen.findByText('Sorry, your session could not be refreshed. Logging out now.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(onSignOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("'Sign Out' logs out at once", async () => {
    const onSignOut = renderDialog(async () => true);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
