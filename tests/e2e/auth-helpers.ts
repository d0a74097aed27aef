import { expect, type BrowserContext, type Page } from '@playwright/test';
import { fromMail } from './mailbox/read-mail.ts';

/** The demo accounts the seed gives dev and qa (their passwords are documented in the README). */
export const demo = {
  superAdmin: { email: 'superadmin@example.org', password: 'Demo-Super-2026!' },
  admin: { email: 'admin@example.org', password: 'Demo-Staff-2026!' },
  customer: { email: 'customer@example.org', password: 'Demo-Client-2026!' },
};

/**
 * The header a page of the portal sends with a state-changing fetch. Playwright's `page.request` is not the page:
 * it sends the session cookie but no `Origin`, which the server requires with the cookie (decision 012).
 */
export function fromPage(page: Page): { origin: string } {
  return { origin: new URL(page.url()).origin };
}

/** Signs in through /login and the embedded provider's own page, as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What a signed-in context keeps (its cookies), to open another context in the same session without signing in again. */
export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Logout from the profile menu: the provider session ends too, without the provider asking again. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profile menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Makes the browser find its session ended, as when the server has ended it (idle or absolute timeout): the
 * refresh answers 401 while the cookie stays, so Logout can still name the session to the server.
 */
export async function endSessionOnServer(page: Page): Promise<void> {
  await page.route('**/api/user/refresh', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'SESSION_ENDED', message: 'Your session has ended. Please sign in again.' }) }));
}

/** The newest invite code sent to `email`, read in the invite email as its reader gets it (the Outbox masks it). */
export async function inviteCodeFor(email: string): Promise<string> {
  return fromMail(email, /Verification code: ([A-Z0-9]+)/);
}
