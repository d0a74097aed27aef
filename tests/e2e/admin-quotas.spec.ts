import { expect, test } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin adds, edits and deletes a quota', async ({ page }) => {
  const toast = (text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/quotas');
  const table = page.getByRole('table', { name: 'Monthly quotas per state' });
  await expect(table.getByRole('row', { name: /Colorado/ })).toBeVisible();

  // Add New: Save without a quantity is refused, then a valid row is saved and the list reloads.
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByLabel('State of the new quota').selectOption({ label: 'New Mexico' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
  const limit = page.getByLabel('Limit in units of the new quota');
  // The month a change applies from, as the server counts it (the state's month now), in words.
  const month = ((await (await page.request.get('/api/quotas/remaining?state=NM')).json()) as { month: string }[])[0]!.month;
  const inWords = new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(limit).toHaveAccessibleDescription(`Applies from ${inWords}`);
  await limit.fill('500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(`New Mexico's quota is 500 units a month from ${inWords}.`)).toBeVisible();
  const row = table.getByRole('row', { name: /New Mexico/ });
  await expect(row).toContainText('Monthly');
  await expect(row).not.toContainText('MONTHLY');
  await expect(row).toContainText('500');

  // Inline edit: Update stays disabled until the quantity changes to at least 1.
  await page.getByRole('button', { name: 'Actions for New Mexico' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const quantity = page.getByLabel('Limit in units for New Mexico');
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await quantity.fill('0');
  await expect(update).toBeDisabled();
  await expect(quantity).toHaveAccessibleDescription(`Applies from ${inWords}`);
  await quantity.fill('750');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(table.getByRole('row', { name: /New Mexico/ })).toContainText('750');
  await expect(page.getByLabel('Limit in units for New Mexico')).toHaveCount(0);

  // The toast covers no page title: at the bottom, at the end of the screen.
  const saved = toast(`New Mexico's quota is 750 units a month from ${inWords}.`);
  await expect(saved).toBeVisible();
  const [title, box, viewport] = [await page.getByRole('heading', { level: 1 }).boundingBox(), await saved.boundingBox(), page.viewportSize()!];
  expect(box!.y).toBeGreaterThan(title!.y + title!.height);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);

  // The same save twice says so in one toast, not two copies.
  for (const value of ['600', '750']) {
    await page.getByRole('button', { name: 'Actions for New Mexico' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByLabel('Limit in units for New Mexico').fill(value);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(table.getByRole('row', { name: /New Mexico/ })).toContainText(value);
  }
  await expect(toast(`New Mexico's quota is 600 units a month from ${inWords}.`)).toHaveCount(1);
  await expect(saved).toHaveCount(1);

  // Delete after the confirmation.
  await page.getByRole('button', { name: 'Actions for New Mexico' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete?');
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(table.getByRole('row', { name: /New Mexico/ })).toHaveCount(0);
  const api = await page.request.get('/api/quotas/state/NM');
  expect(api.status()).toBe(404);
});
