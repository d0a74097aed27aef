import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { demo, inviteCodeFor, logOut, signIn } from './auth-helpers.ts';

test('invite → code from the invite email → /user-setup → sign in on the provider page → /progress', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.org`;
  const password = 'Amber-Lantern-83!';
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);

  await page.goto('/user-management');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('First Name').fill('Erin');
  await dialog.getByLabel('Last Name').fill('Endtoend');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invite Email Sent')).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  const code = await inviteCodeFor(email);
  // The Outbox shows which email it was, never the code that signs its reader in.
  const { items } = (await (await page.request.get('/api/outbox?limit=50&reveal=true')).json()) as { items: { to: string; kind: string; text: string }[] };
  const invite = items.find((m) => m.to === email && m.kind === 'invite')!;
  expect(invite.text).toContain('Verification code: ••••••••');
  expect(invite.text).not.toContain(code);
  await logOut(page);

  await page.goto(`/user-setup?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  // An admin sees the admin sections but not Manage Users.
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Quotas' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
});

test('the provider login page is accessible', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
});

test('a wrong password stays on the provider page with a message', async ({ page }) => {
  await signIn(page, demo.admin.email, 'Wrong-Password-1!');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
});

test('a customer lands on /bulk-orders and gets /404 for /quotas', async ({ page }) => {
  await signIn(page, demo.customer.email, demo.customer.password);
  await expect(page).toHaveURL(/\/bulk-orders$/);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Bulk Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Quotas' })).toHaveCount(0);
  await page.goto('/quotas');
  await expect(page).toHaveURL(/\/404$/);
});

test('opened at another address of the server, /login moves to PUBLIC_ORIGIN first and the sign-in completes', async ({ page, baseURL }) => {
  const portal = new URL(baseURL!).origin;
  const elsewhere = portal.replace('127.0.0.1', 'localhost');
  expect(elsewhere).not.toBe(portal);
  await page.goto(`${elsewhere}/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(portal);
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${portal}/progress`);
});

test('repeated wrong passwords get a clear message to wait, not a silent failure', async ({ page }) => {
  // An address nobody uses: the wait applies to it alone, not to the demo accounts other tests sign in with.
  const email = `guessed.${Date.now()}@example.org`;
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(`Wrong-Guess-${i}!`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  }
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Guess-5!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. For your security, please wait \d+ seconds before trying again\.$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
