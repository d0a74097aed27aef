import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';

async function createOrder(page: Page, customer: string, quantity: string) {
  await page.getByRole('button', { name: 'Create Order' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Order' });
  await modal.getByLabel('Customer').selectOption({ label: customer });
  await modal.getByLabel('Product').selectOption({ index: 1 });
  await modal.getByLabel('Quantity').fill(quantity);
  await modal.getByRole('button', { name: 'Create Order' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('The order has been created.')).toBeVisible();
}

test('an admin creates an order, then opens it', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/bulk-orders');

  // The modal's own checks, in the words the modal shows.
  await page.getByRole('button', { name: 'Create Order' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Order' });
  await modal.getByRole('button', { name: 'Create Order' }).click();
  await expect(modal.getByText('Customer Id is required')).toBeVisible();
  await expect(modal.getByText('Product Id is required')).toBeVisible();
  await expect(modal.getByText('Quantity is required')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // A quantity no other order has, so the row is found again by it.
  const quantity = 1000 + (Date.now() % 8000);
  await createOrder(page, 'Mile High Harm Reduction Collective (100101)', String(quantity));
  const table = page.getByRole('table', { name: 'Bulk orders' });
  const row = table.getByRole('row').filter({ hasText: quantity.toLocaleString('en-US') });
  await expect(row).toContainText('Mile High Harm Reduction Collective');
  await expect(row).toContainText('admin@example.org');
  await expect(row).toContainText('created');

  await row.getByRole('button', { name: /^Edit order of/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Order' });
  await edit.getByLabel('Status').selectOption('open');
  await edit.getByLabel('Quantity').fill(String(quantity + 1));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const saved = table.getByRole('row').filter({ hasText: (quantity + 1).toLocaleString('en-US') });
  await expect(saved).toContainText('open');

  // The server offers only sensible next statuses: an open order cannot go back to created.
  await saved.getByRole('button', { name: /^Edit order of/ }).click();
  const options = await page.getByRole('dialog', { name: 'Edit Order' }).getByLabel('Status').locator('option').allTextContents();
  expect(options.filter((o) => o !== 'Select a status')).toEqual(['open', 'partially shipped', 'fully shipped', 'rejected']);
});

test('a customer orders for their own facility and edits the order', async ({ page }) => {
  await signIn(page, demo.customer.email, demo.customer.password);
  await expect(page).toHaveURL(/\/bulk-orders$/);
  const table = page.getByRole('table', { name: 'Bulk orders' });
  // Only the customer's own facility is listed, in the filters and in the modal.
  await expect(table.getByRole('row')).not.toHaveCount(0);
  // The filter's choices arrive in a request of their own, after the table's rows: the check waits for them.
  await expect(page.getByLabel('Customer', { exact: true }).locator('option')).toHaveText(['Any customer', 'Pikeville Community Recovery Center (100103)']);

  const quantity = 1000 + (Date.now() % 8000);
  await createOrder(page, 'Pikeville Community Recovery Center (100103)', String(quantity));
  const row = table.getByRole('row').filter({ hasText: 'customer@example.org' }).filter({ hasText: quantity.toLocaleString('en-US') });
  await expect(row).toContainText('created');
  await row.getByRole('button', { name: /^Edit order of/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Order' });
  await expect(edit.getByLabel('Status')).toHaveCount(0);
  await edit.getByLabel('Quantity').fill(String(quantity + 2));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'customer@example.org' }).filter({ hasText: (quantity + 2).toLocaleString('en-US') })).toContainText('created');
});

test('an admin sorts the list on the server by a column header', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/bulk-orders');
  const table = page.getByRole('table', { name: 'Bulk orders' });
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');

  const header = table.getByRole('columnheader', { name: 'Quantity' });
  const quantities = async () => (await table.locator('tbody tr td:nth-child(4)').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
  const sortRequest = page.waitForRequest((r) => r.url().includes('/api/bulk-orders') && decodeURIComponent(r.url()).includes('[["quantity","ASC"]]'));
  await header.getByRole('button').click();
  await sortRequest;
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'none');
  // The rows in view until the sorted page arrives are the previous order's: wait until what is shown is ascending
  // (the expected list is read each time, never once from the rows shown before the reply).
  const inOrder = (list: number[], by: (a: number, b: number) => number) => list.every((q, i) => i === 0 || by(list[i - 1]!, q) <= 0);
  await expect.poll(async () => inOrder(await quantities(), (a, b) => a - b)).toBe(true);
  const ascending = await quantities();

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await quantities())[0]).toBeGreaterThanOrEqual(Math.max(...ascending));
  const descending = await quantities();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test('an admin rejects an order with a reason, after a confirmation; the customer sees the reason', async ({ page, browser }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/bulk-orders');
  const quantity = 1000 + (Date.now() % 8000);
  await createOrder(page, 'Pikeville Community Recovery Center (100103)', String(quantity));
  const table = page.getByRole('table', { name: 'Bulk orders' });
  const row = table.getByRole('row').filter({ hasText: quantity.toLocaleString('en-US') });

  await row.getByRole('button', { name: /^Edit order of/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Order' });
  await edit.getByLabel('Status').selectOption('rejected');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Rejection Reason is required')).toBeVisible();
  const reason = `Not a member of the purchasing group yet (${quantity})`;
  await edit.getByLabel('Rejection Reason').fill(reason);
  await edit.getByRole('button', { name: 'Save' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Reject this order?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Reject' }).click();
  await expect(confirm).toBeHidden();
  await expect(edit).toBeHidden();
  await expect(page.getByText('The order has been saved.')).toBeVisible();
  await expect(row).toContainText('rejected');
  await expect(row).toContainText(`Reason: ${reason}`);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, demo.customer.email, demo.customer.password);
  await expect(customer).toHaveURL(/\/bulk-orders$/);
  const own = customer.getByRole('table', { name: 'Bulk orders' }).getByRole('row').filter({ hasText: quantity.toLocaleString('en-US') });
  await expect(own).toContainText('rejected');
  await expect(own).toContainText(`Reason: ${reason}`);
  await context.close();
});
