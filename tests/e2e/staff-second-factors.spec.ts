import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demo, logOut } from './auth-helpers.ts';
import { expectAccessible } from './axe.ts';
import { startDevPortal, type DevPortal } from './dev-portal.ts';

/*
 * Staff second factors in Chromium (docs/product.md#second-factors, decisions 073 and 074): a superAdmin whose role
 * needs a factor is taken through enrolment, adds an authenticator app (the codes computed here from the key the page
 * shows) and a passkey (Chromium's virtual authenticator), then signs in with password and code, with a recovery code
 * once, and with the passkey alone. The portal is one of this file's own, in qa, at http://localhost:<port>: browsers
 * refuse passkeys on an IP address such as the shared portals' 127.0.0.1, and the factors enrolled here touch no
 * account another spec signs in with (decision 075). One page for the file, so the virtual authenticator keeps its passkey.
 */

let portal: DevPortal;
let context: BrowserContext;
let page: Page;
let secret = '';
let recoveryCodes: string[] = [];
let lastStep = 0;

/** An app code of a time step after the last one used (a code is accepted once), within the ±1 step the server allows. */
async function freshCode(): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 });
  const step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
  while (step - Math.floor(Date.now() / 30_000) > 1) await page.waitForTimeout(1_000);
  lastStep = step;
  return totp.generate({ timestamp: step * 30_000 });
}

/** A code no step around now accepts. */
function wrongCode(): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 });
  const now = Math.floor(Date.now() / 30_000);
  const valid = new Set([-1, 0, 1, 2].map((d) => totp.generate({ timestamp: (now + d) * 30_000 })));
  let code = 123_456;
  while (valid.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

/** Signed in to the staff pages (back on the page signed out from, which the portal remembers), without the gate. */
async function signedIn(): Promise<void> {
  await expect(page.getByRole('button', { name: /^Profile menu of/ })).toBeVisible();
  await expect(page).toHaveURL(/\/(progress|account-security)$/);
  await expect(page.getByText(/Your role needs a second factor/)).toHaveCount(0);
}

async function passwordStep(): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(demo.superAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.superAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  portal = await startDevPortal({ env: 'qa', hostname: 'localhost', settings: { MFA_REQUIRED_ROLES: 'superAdmin,admin' } });
  context = await browser.newContext({ baseURL: portal.origin, reducedMotion: 'reduce' });
  page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
});

test.afterAll(async () => {
  await context?.close();
  await portal?.close();
});

test('a superAdmin without a factor is taken through enrolment, adds an authenticator app and a passkey', async () => {
  await passwordStep();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByText('Your role needs a second factor. Add a passkey or an authenticator app to continue.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveCount(0);
  await expectAccessible(page, 'second factor required');

  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  secret = (await dialog.getByText(/^([A-Z2-7]{4} ?)+$/).innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await dialog.getByLabel(/6-digit code/).fill(wrongCode());
  await dialog.getByRole('button', { name: 'Add app' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel(/6-digit code/).fill(await freshCode());
  await dialog.getByLabel('Name').fill('Phone');
  await dialog.getByRole('button', { name: 'Add app' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('naloxone-portal-recovery-codes.txt');
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  // On to the page the sign-in was going to.
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page).toHaveURL(/\/progress$/);

  await page.getByRole('button', { name: /^Profile menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Sign-in and security' }).click();
  await expect(page).toHaveURL(/\/account-security$/);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const passkey = page.getByRole('dialog', { name: 'Add a passkey' });
  await passkey.getByLabel('Name').fill('This computer');
  await passkey.getByRole('button', { name: 'Create passkey' }).click();
  await expect(passkey).toBeHidden();
  const factors = page.getByRole('list', { name: 'Your second factors' });
  await expect(factors.getByRole('listitem')).toHaveCount(2);
  await expect(factors.getByText('This computer')).toBeVisible();
  await expect(factors.getByText(/^Authenticator app · Added .* · Last used /)).toBeVisible();
  await expect(page.getByText('10 of 10 left.')).toBeVisible();
  await expectAccessible(page, 'second factors added');
  await logOut(page);
});

test('signs in with password and an app code; a wrong code is refused', async () => {
  await passwordStep();
  await expect(page.getByRole('heading', { name: 'Confirm it\'s you' })).toBeVisible();
  await expectAccessible(page, 'confirm it is you');
  await page.getByLabel(/6-digit code/).fill(wrongCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ visible: true })).toBeVisible();
  await page.getByLabel(/6-digit code/).fill(await freshCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await signedIn();
  await logOut(page);
});

test('a recovery code signs in once', async () => {
  const [code] = recoveryCodes;
  await passwordStep();
  await page.getByRole('link', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await signedIn();
  await page.goto('/account-security');
  await expect(page.getByText('9 of 10 left.')).toBeVisible();
  await logOut(page);

  await passwordStep();
  await page.getByRole('link', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
});

test('a passkey signs in by itself', async () => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await signedIn();
});
