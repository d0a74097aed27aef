import { readItem, removeItem, writeItem } from '#web/lib/storage.ts';

/** sessionStorage key of the sign-in in progress: state, nonce, PKCE verifier and the path to return to. */
export const SIGN_IN_KEY = 'portal.signIn';

export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string | null;
}

export function savePendingSignIn(pending: PendingSignIn): void {
  writeItem('session', SIGN_IN_KEY, JSON.stringify(pending));
}

/** The sign-in this tab started, taken out of storage: a code can be completed once. */
export function takePendingSignIn(): PendingSignIn | null {
  const raw = readItem('session', SIGN_IN_KEY);
  removeItem('session', SIGN_IN_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof value.state !== 'string' || typeof value.nonce !== 'string' || typeof value.verifier !== 'string') return null;
    return { state: value.state, nonce: value.nonce, verifier: value.verifier, returnTo: typeof value.returnTo === 'string' ? value.returnTo : null };
  } catch {
    return null;
  }
}
