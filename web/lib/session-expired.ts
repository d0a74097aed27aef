/*
 * The session-expired signal (docs/product.md#signing-in-and-sessions): the API client raises it on a 401 or a JWT_EXPIRED code;
 * whoever shows the expiry dialog subscribes. Kept outside React so any caller of the API can raise it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` each time a request finds the session expired; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function signalSessionExpired(): void {
  for (const listener of [...listeners]) listener();
}

/*
 * The session-refreshed signal: raised when 'Stay Logged In' (or a background refresh) renewed the session, so
 * whatever failed while it was expired loads again (the admin data layer reloads its lists on it).
 */
const refreshedListeners = new Set<Listener>();

/** Calls `listener` each time the session was renewed; returns the unsubscribe function. */
export function onSessionRefreshed(listener: Listener): () => void {
  refreshedListeners.add(listener);
  return () => {
    refreshedListeners.delete(listener);
  };
}

export function signalSessionRefreshed(): void {
  for (const listener of [...refreshedListeners]) listener();
}
