import { expect, test } from '@playwright/test';
import { demo, endSessionOnServer, fromPage, inviteCodeFor, logOut, signIn } from './auth-helpers.ts';

test('the expiry dialog counts down and logs out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  // The admin area is on screen (its session keeper listens from then on), also on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).first()).toBeVisible();
  // The server has ended the session: the background refresh that mouse movement starts finds it expired.
  await endSessionOnServer(page);
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  const dialog = page.getByRole('alertdialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session has expired. Logging out in 30 seconds.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(dialog).toContainText(/Logging out in 2\d seconds\./);
  await page.clock.runFor(30_000);
  // Logged out at the portal and at the provider, without the provider asking again: back on the home page,
  // and the next sign-in asks for the password.
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('portal.user'))).toBeNull();
  await page.goto('/login');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('a one-time password must be changed at the next sign-in', async ({ page }) => {
  const email = `otp.${Date.now()}@example.org`;
  const chosen = 'Copper-Willow-47!';
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);
  const invite = await page.request.post('/api/user', { headers: fromPage(page), data: { firstName: 'Otto', lastName: 'Temp', email, claims: { role: 'admin' } } });
  expect(invite.status()).toBe(201);
  const code = await inviteCodeFor(email);
  expect((await page.request.post('/api/user/setup', { headers: fromPage(page), data: { email, password: 'First-Choice-29!', code } })).status()).toBe(200);

  await page.goto(`/user-management?filter=${encodeURIComponent(JSON.stringify({ email }))}`);
  await page.getByRole('button', { name: /^Actions for Otto Temp/ }).click();
  await page.getByRole('menuitem', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Temporary Password' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const temporary = await dialog.getByLabel('Temporary Password').inputValue();
  expect(temporary).toHaveLength(10);
  await dialog.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  await logOut(page);

  await signIn(page, email, temporary);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password').fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/progress$/);
});
