import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('the home page shows the public layout and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Save a life! Carry Naloxone.' })).toBeVisible();
  const banner = page.getByRole('banner');
  for (const link of ['GPO Membership', 'Log In']) {
    await expect(banner.getByRole('link', { name: link })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  for (const link of ['Terms of Use', 'Terms of Sale', 'Privacy Statement', 'Do Not Sell My Personal Information']) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an unknown client route gets the web app and its not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: /home|\// })).toHaveAttribute('href', '/');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the API answers health and unknown API paths with JSON', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', failingJobs: [] });
  const missing = await request.get('/api/no-such-thing');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('theme preference survives a reload', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /dark|light/i }).first();
  const before = await page.locator('html').getAttribute('class');
  await toggle.click();
  const after = await page.locator('html').getAttribute('class');
  expect(after).not.toEqual(before);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('class', after ?? '');
});
