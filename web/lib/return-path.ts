import { readItem, removeItem, writeItem } from './storage.ts';

/** sessionStorage key of the path a person was on when they logged out (remembered on logout). */
export const RETURN_PATH_KEY = 'portal.returnPath';

/** Written by logout, read by the next sign-in in this tab to bring the person back. */
export function rememberReturnPath(path: string): void {
  writeItem('session', RETURN_PATH_KEY, path);
}

export function readReturnPath(): string | null {
  return readItem('session', RETURN_PATH_KEY);
}

export function clearReturnPath(): void {
  removeItem('session', RETURN_PATH_KEY);
}
