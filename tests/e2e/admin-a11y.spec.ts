import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';

const pages = ['/progress', '/quotas', '/consumer-orders', '/bulk-orders', '/customers', '/report-subscriptions', '/audit-log', '/jobs', '/membership'];

async function expectNoViolations(page: Page, label: string) {
  // A dialog fades in: colours measured mid-animation are half transparent, not what a person reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the admin pages (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('portal.theme', t), theme);
    await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
    await expect(page).toHaveURL(/\/progress$/);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('table').or(page.getByRole('button', { name: 'Save' })).first()).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectNoViolations(page, `${path} (${theme})`);
    }
    // The open dialogs and menus too.
    await page.goto('/quotas');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expectNoViolations(page, 'quotas add row');
    await page.goto('/bulk-orders');
    await page.getByRole('button', { name: 'Create Order' }).click();
    await page.getByRole('dialog', { name: 'Create Order' }).getByRole('button', { name: 'Create Order' }).click();
    await expectNoViolations(page, 'bulk order modal with errors');
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expectNoViolations(page, 'customer modal');
  });
}
