import { onSessionExpired, signalSessionRefreshed } from '#web/lib/session-expired.ts';
import { clearSessionUser, writeSessionUser } from '#web/lib/session-user.ts';
import { rememberReturnPath } from '#web/lib/return-path.ts';
import { leaveApp } from '#web/lib/leave-app.ts';
import { endSession, pingSession, refreshSession, toSessionUser } from './session-api.ts';

export const PING_INTERVAL_MS = 60_000;

export interface SessionKeeper {
  /** the backend poller and the background refresh on mouse movement (docs/product.md#signing-in-and-sessions) */
  start(): void;
  stop(): void;
  /** renews the session now; resolves false when it could not (the dialog then logs out) */
  refresh(): Promise<boolean>;
  logout(currentPath: string): Promise<void>;
  /** called when a request finds the session expired */
  onExpired(listener: () => void): () => void;
}

/**
 * The session's life in the browser, outside React so timers and listeners are easy to reason about: a ping
 * every 60 s, one background refresh on mouse movement (re-armed halfway through each new token's life, so an
 * active person is not interrupted), the expired signal, and logout.
 */
export function createSessionKeeper(win: Window = window): SessionKeeper {
  let poller: number | undefined;
  let rearm: number | undefined;
  let running = false;
  const expiredListeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;

  // Whether a request found the session expired since the last renewal: renewing it then reloads the page's data.
  let expired = false;
  const markExpired = () => {
    expired = true;
    for (const listener of [...expiredListeners]) listener();
  };

  async function refresh(): Promise<boolean> {
    try {
      const { user, tokenExpiresAt } = await refreshSession();
      writeSessionUser(toSessionUser(user));
      armMouseRefresh(Math.max(0, (Date.parse(tokenExpiresAt) - Date.now()) / 2));
      if (expired) {
        expired = false;
        signalSessionRefreshed();
      }
      return true;
    } catch {
      return false;
    }
  }

  const onMouseMove = () => {
    win.removeEventListener('mousemove', onMouseMove);
    // A background refresh that fails has no error callback: the session is then expired (docs/product.md#signing-in-and-sessions).
    void refresh().then((ok) => {
      if (!ok && running) markExpired();
    });
  };

  function armMouseRefresh(afterMs: number) {
    win.clearTimeout(rearm);
    if (!running) return;
    rearm = win.setTimeout(() => {
      if (running) win.addEventListener('mousemove', onMouseMove);
    }, afterMs);
  }

  function stop() {
    running = false;
    win.clearInterval(poller);
    win.clearTimeout(rearm);
    win.removeEventListener('mousemove', onMouseMove);
    unsubscribe?.();
    unsubscribe = undefined;
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = onSessionExpired(markExpired);
      poller = win.setInterval(() => {
        pingSession().catch(() => {});
      }, PING_INTERVAL_MS);
      win.addEventListener('mousemove', onMouseMove);
    },
    stop,
    refresh,
    async logout(currentPath) {
      stop();
      clearSessionUser();
      rememberReturnPath(currentPath);
      const result = await endSession().catch(() => ({ endSessionUrl: null }));
      leaveApp(result.endSessionUrl ?? '/');
    },
    onExpired(listener) {
      expiredListeners.add(listener);
      return () => {
        expiredListeners.delete(listener);
      };
    },
  };
}
