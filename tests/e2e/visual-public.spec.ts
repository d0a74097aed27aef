import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { checkPage, inEveryVariant, openVariant, variants } from './visual-helpers.ts';

/*
 * The public pages at phone and desktop width, light and dark: nothing wider than the screen, a screenshot of each.
 * Each page is opened once, then resized and its theme switched. Located by landmark and heading level, not by
 * wording, so content changes do not break them.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'welcome', path: '/welcome' },
  { name: 'form-first-step', path: '/form' },
  { name: 'register', path: '/register' },
  { name: 'track', path: '/track' },
  { name: 'user-setup', path: '/user-setup' },
  { name: 'not-found', path: '/404' },
  { name: 'privacy', path: '/privacy' },
];

test.describe('public pages at 390 and 1280, light and dark', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await openVariant(browser, variants[0]!));
  });
  test.afterAll(() => context.close());

  for (const { name, path } of pages) {
    test(`${name} fits the screen`, async () => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (path === '/form') await expect(page.getByRole('main').getByRole('button').or(page.getByRole('main').getByRole('combobox')).first()).toBeVisible();
      await inEveryVariant(page, (variant) => checkPage(page, test.info(), name, variant));
    });
  }

  test('user setup shows every error on the first Submit', async () => {
    await page.goto('/user-setup');
    const main = page.getByRole('main');
    // Focus in the first field, then one click: the blur must not swallow the click.
    await main.getByLabel('Verification Code').click();
    await main.getByRole('button', { name: 'SUBMIT' }).click();
    // (An empty confirmation matches an empty password: the rule checks only that they match.)
    for (const field of ['Verification Code', 'Email', 'Password']) {
      await expect(main.getByLabel(new RegExp(`^${field}`)), `${field} shows its error after one Submit`).toHaveAttribute('aria-invalid', 'true');
    }
    await inEveryVariant(page, (variant) => checkPage(page, test.info(), 'user-setup-errors', variant));
  });

  test('login (the sign-in provider\'s page) fits the screen', async () => {
    await page.goto('/login');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await inEveryVariant(page, (variant) => checkPage(page, test.info(), 'login', variant));
  });
});
