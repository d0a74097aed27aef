import { expect, test } from '@playwright/test';
import { demo, fromPage, logOut, signIn } from './auth-helpers.ts';

// One way of reading dates and times per person, kept with their account (decision 066): chosen once from the profile
// menu, it is there again after signing out and in, on another browser as well.
test('a person chooses how dates and times read, and finds the choice again after signing in anew', async ({ page }) => {
  await signIn(page, demo.customer.email, demo.customer.password);
  const open = async () => {
    await page.getByRole('button', { name: /^Profile menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Date and time display' }).click();
    return page.getByRole('dialog', { name: 'Date and time display' });
  };
  let dialog = await open();
  await dialog.getByLabel('31.12.2024').check();
  await dialog.getByLabel('15:30 (24-hour clock)').check();
  await expect(dialog.getByText('A time will read: 31.12.2024 15:30')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await logOut(page);
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, demo.customer.email, demo.customer.password);
  dialog = await open();
  await expect(dialog.getByLabel('31.12.2024')).toBeChecked();
  await expect(dialog.getByLabel('15:30 (24-hour clock)')).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Back to the browser's language, as the account was.
  const reset = await page.request.put('/api/user/date-preference', { headers: fromPage(page), data: { datePreference: null } });
  expect(await reset.json()).toEqual({ datePreference: null });
});
