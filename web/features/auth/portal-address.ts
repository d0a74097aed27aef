import { paths } from '#web/lib/paths.ts';

/**
 * The provider sends the browser back to PUBLIC_ORIGIN (the redirect URI), and the pending sign-in is kept in
 * this origin's sessionStorage: opened at another address of the same server (http://127.0.0.1:3000 while it is
 * http://localhost:3000), the sign-in could never complete. The page moves to the portal's own address first,
 * keeping the page the person asked for when it is one of ours.
 */
export function portalAddressFor(redirectUri: string, here: string, returnTo: string | null): string | null {
  const portal = new URL(redirectUri).origin;
  if (portal === here) return null;
  const path = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : paths.login;
  return `${portal}${path}`;
}
