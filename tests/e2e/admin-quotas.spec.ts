import { expect, test } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';

test('an admin adds, edits and deletes a quota', async ({ page }) => {
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
  await page.getByLabel('Limit in units of the new quota').fill('500');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = table.getByRole('row', { name: /New Mexico/ });
  await expect(row).toContainText('MONTHLY');
  await expect(row).toContainText('500');

  // Inline edit: Update stays disabled until the quantity changes to at least 1.
  await page.getByRole('button', { name: 'Actions for New Mexico' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const quantity = page.getByLabel('Limit in units for New Mexico');
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await quantity.fill('0');
  await expect(update).toBeDisabled();
  await quantity.fill('750');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(table.getByRole('row', { name: /New Mexico/ })).toContainText('750');
  await expect(page.getByLabel('Limit in units for New Mexico')).toHaveCount(0);

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
