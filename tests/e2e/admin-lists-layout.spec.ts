import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';
import { KEEP_SCREENSHOTS } from './visual-helpers.ts';

/*
 * Every staff list at a phone and a desktop width, light and dark: the page never scrolls sideways (a wide table
 * scrolls inside its own region), at 1280 every column the page must show is inside the table's visible box, and a
 * screenshot of each is kept in test-results/admin-lists/ to be looked at.
 */
const pages = [
  { path: '/progress', table: /^Units taken from the quota, shipped and remaining per state/ },
  { path: '/quotas', table: 'Monthly quotas per state' },
  { path: '/consumer-orders', table: 'Consumer orders' },
  { path: '/bulk-orders', table: 'Bulk orders' },
  { path: '/customers', table: 'Customers' },
  { path: '/user-management', table: 'Users' },
  { path: '/audit-log', table: 'Audit log' },
  { path: '/jobs', table: 'Latest runs of Weekly orders report' },
  { path: '/membership', table: 'Membership applications' },
];
const shots = 'test-results/admin-lists';

test('staff lists fit their screen at 390 and 1280 wide, in light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  if (KEEP_SCREENSHOTS) mkdirSync(shots, { recursive: true });
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('portal.theme', t), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const { path, table: name } of pages) {
        await page.goto(path);
        const table = page.getByRole('table', { name });
        await expect(table.locator('tbody tr').first()).toBeVisible();
        await expect(table).not.toHaveAttribute('aria-busy', 'true');
        // Neither the page nor its content area scrolls sideways: a wide table scrolls inside its own region, and
        // below md the admin drawer is a menu button, so the content has the whole width.
        const overflow = await page.locator('#main-content').evaluate((main) => main.scrollWidth - main.clientWidth);
        if (overflow > 0) problems.push(`${path} at ${width} (${theme}): the content scrolls sideways by ${overflow}px`);
        const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (pageOverflow > 0) problems.push(`${path} at ${width} (${theme}): the page scrolls sideways by ${pageOverflow}px`);
        // The lists with filters start on the first screen of a phone: the panel folds behind its Filters button there,
        // and is open on a desktop.
        const filters = page.getByRole('button', { name: /^Filters/ });
        const panel = page.getByRole('search', { name: /^Filter / });
        if (await panel.count() + (await filters.count()) > 0) {
          if (width === 390) {
            await expect(filters).toBeVisible();
            await expect(panel).toBeHidden();
            const row = await table.locator('tbody tr').first().boundingBox();
            if (!row || row.y + row.height > 844) problems.push(`${path} at 390 (${theme}): the first result starts below the first screen`);
          } else {
            await expect(filters).toHaveCount(0);
            await expect(panel).toBeVisible();
          }
        }
        if (width === 1280) {
          const region = await page.getByRole('region', { name }).boundingBox();
          for (const header of await table.getByRole('columnheader').all()) {
            const box = await header.boundingBox();
            if (!box || !region || box.x + box.width > region.x + region.width + 1) problems.push(`${path} (${theme}): column "${await header.textContent()}" is clipped`);
          }
        }
        const slug = path.slice(1);
        if (KEEP_SCREENSHOTS) await page.screenshot({ path: `${shots}/${slug}-${width}-${theme}.png`, fullPage: true });
      }
    }
  }
  expect(problems).toEqual([]);
});
