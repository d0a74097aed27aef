import { expect, test } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';

test('progress shows each state with a coloured remaining share and a chart', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  const table = page.getByRole('table', { name: /^Units taken from the quota, shipped and remaining per state/ });
  await expect(table.getByRole('columnheader')).toHaveText(['State', 'Month', 'Year', 'Taken from quota', 'Shipped', 'Remaining']);
  await expect(table.getByRole('row', { name: /Colorado/ })).toContainText(/\d+(,\d{3})* \(\d+\.\d{2} %\)/);
  await expect(page.getByRole('img', { name: /^Units shipped against the quota per state/ })).toBeVisible();
  const years = await page.getByLabel('Year').locator('option').allTextContents();
  const next = new Date().getFullYear() + 1;
  expect(years.filter((y) => /^\d{4}$/.test(y))).toEqual(Array.from({ length: next - 2022 + 1 }, (_, i) => String(2022 + i)));
  // The 12-month trend, one state at a time.
  await expect(page.getByRole('img', { name: /^Colorado: units shipped against the quota, month by month/ })).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption('KY');
  await expect(page.getByRole('img', { name: /^Kentucky: units shipped against the quota, month by month/ })).toBeVisible();
  // A past year reads the quotas in force then: the demo quotas were set a year ago, so 2022 had none and no orders.
  await page.getByLabel('Year').selectOption('2022');
  await expect(table.getByText('Nothing to display')).toBeVisible();
});

test('a superAdmin adds and edits a customer', async ({ page }) => {
  const id = `E2E-${Date.now() % 1_000_000}`;
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Customer' });
  await modal.getByRole('button', { name: 'Add Customer' }).click();
  await expect(modal.getByText('Customer Id is required')).toBeVisible();
  await modal.getByLabel('Customer Id').fill(id);
  await modal.getByLabel('Customer Name').fill('Grand Junction Outreach');
  await modal.getByLabel('State').selectOption('CO');
  await modal.getByRole('button', { name: 'Add Customer' }).click();
  await expect(modal).toBeHidden();

  await page.goto(`/customers?filter=${encodeURIComponent(JSON.stringify({ customerId: id }))}`);
  const row = page.getByRole('table', { name: 'Customers' }).getByRole('row', { name: new RegExp(id) });
  await expect(row).toContainText('Grand Junction Outreach');
  await row.getByRole('button', { name: 'Edit customer Grand Junction Outreach' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await edit.getByLabel('City').fill('Grand Junction');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Grand Junction');
});

test('an admin sees the customers but no Add Customer', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/customers');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row', { name: /Pikeville Community Recovery Center/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Customer' })).toHaveCount(0);
});
