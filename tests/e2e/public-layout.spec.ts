import { test, expect } from '@playwright/test';
import { axeViolations, expectAccessible } from './axe.ts';

test('the home page shows the public layout and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Save a life! Carry Naloxone.' })).toBeVisible();
  const banner = page.getByRole('banner');
  for (const link of ['GPO Membership', 'Log In']) {
    await expect(banner.getByRole('link', { name: link })).toBeVisible();
  }
  // The programme's terms and help appear once it sets them (programme-links.spec.ts); the privacy statement always.
  const footer = page.getByRole('contentinfo');
  for (const link of ['Privacy Statement', 'Do Not Sell My Personal Information']) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  }
  await expectAccessible(page, 'home');
});

test('axe, as the tests run it, finds what is wrong in the page and in its frames, and again after the page changes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const found = async () => (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button id="nameless"></button><iframe title="A frame" srcdoc="<img src=/favicon.svg>"></iframe>'));
  await expect.poll(found).toEqual(expect.arrayContaining(['button-name: #nameless', 'image-alt: iframe img']));
  // axe stays in the document between checks: a second check sees what changed since the first.
  await page.evaluate(() => document.getElementById('nameless')!.setAttribute('aria-label', 'Named now'));
  expect(await found()).not.toContain('button-name: #nameless');
});

test('an unknown client route gets the web app and its not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: /home|\// })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'not found');
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

test('the footer stays out of sight while a page loads, so it does not jump out of view when the page arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The account page's code is held back (a page the server does not render): the frame shows its loading state meanwhile.
  await page.route(/\/assets\/account-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('status')).toBeAttached();
  const footer = page.getByRole('contentinfo', { includeHidden: true });
  await expect(footer).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footer.scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The shifts Chromium counted while the page arrived: none, so the page scores no layout shift.
  const shifted = await page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(0), 500);
  }));
  expect(shifted).toBeLessThan(0.01);
});
