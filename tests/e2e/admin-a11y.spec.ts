import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { demo, signIn } from './auth-helpers.ts';
import { desktopVariants, inEveryVariant } from './visual-helpers.ts';

const pages = ['/progress', '/quotas', '/consumer-orders', '/bulk-orders', '/customers', '/report-subscriptions', '/audit-log', '/jobs', '/membership'];

test.describe.configure({ timeout: 120_000 });

/** Each page and dialog judged in both themes, switched where it stands (one sign-in). */
async function expectNoViolationsInBothThemes(page: Page, label: string) {
  await inEveryVariant(page, (variant) => expectAccessible(page, `${label} (${variant.theme})`), desktopVariants);
}

test('axe finds nothing on the admin pages, light and dark', async ({ page }) => {
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('table').or(page.getByRole('button', { name: 'Save' })).first()).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoViolationsInBothThemes(page, path);
  }
  // The open dialogs and menus too.
  await page.goto('/quotas');
  await page.getByRole('button', { name: 'Add New' }).click();
  await expectNoViolationsInBothThemes(page, 'quotas add row');
  await page.goto('/bulk-orders');
  await page.getByRole('button', { name: 'Create Order' }).click();
  await page.getByRole('dialog', { name: 'Create Order' }).getByRole('button', { name: 'Create Order' }).click();
  await expectNoViolationsInBothThemes(page, 'bulk order modal with errors');
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expectNoViolationsInBothThemes(page, 'customer modal');
});
