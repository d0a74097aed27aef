import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { takeOverSeen, watchTakeOver } from './take-over.ts';

/*
 * The pages of a first visit as HTML first (decision 082): without JavaScript they are there and they work; with it,
 * the app takes over the server's HTML without replacing it, without a React complaint and without a layout shift.
 */

const LANDING = { en: 'Save a life! Carry Naloxone.', es: '¡Salve una vida! Lleve naloxona.' } as const;
const WELCOME = { en: 'Welcome', es: 'Bienvenido' } as const;
const PRIVACY = { en: 'Privacy statement', es: 'Aviso de privacidad' } as const;
const NEXT = { en: 'Next', es: 'Siguiente' } as const;
const TICK = { en: /I have read and acknowledge/, es: /Leí y acepto/ } as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false, locale: language === 'es' ? 'es-MX' : 'en-US', viewport: { width: 390, height: 844 } });

    test('the landing page asks for the box, then Next reaches the welcome page', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING[language]);
      await expect(page).toHaveTitle(new RegExp(LANDING[language].replace(/[.!¡]/g, '.')));
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
      // The browser's own check holds the form until the box is ticked.
      await page.getByRole('button', { name: NEXT[language] }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('checkbox', { name: TICK[language] }).check();
      await page.getByRole('button', { name: NEXT[language] }).click();
      await expect(page).toHaveURL(/\/welcome/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME[language]);
      await expect(page.getByRole('link', { name: language === 'es' ? /Soy un consumidor/i : /I'm a Consumer/ })).toHaveAttribute('href', '/form');
    });

    test('the header’s switch changes the language and the next pages keep it', async ({ page }) => {
      const other = language === 'en' ? 'es' : 'en';
      await page.goto('/welcome');
      await page.getByRole('button', { name: other === 'es' ? 'Español' : 'English' }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME[other]);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING[other]);
    });

    test('an address with nothing at it shows the not-found page, with its way home', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'es' ? 'No encontramos la página' : 'Page not found');
      await page.getByRole('main').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING[language]);
    });

    test('the privacy statement the landing page asks to read is there', async ({ page }) => {
      await page.goto('/');
      const href = await page.getByRole('link', { name: new RegExp(PRIVACY[language], 'i') }).first().getAttribute('href');
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY[language]);
    });
  });

  test(`the server's page, its script never arriving, is accessible (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language === 'es' ? 'es-MX' : 'en-US' });
    const page = await context.newPage();
    // A script that failed on a bad connection: the page is the server's HTML and its stylesheets alone.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    for (const [path, heading] of [['/', LANDING[language]], ['/welcome', WELCOME[language]], ['/privacy', PRIVACY[language]]] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page, `${path} without its script, ${language}`);
    }
    await context.close();
  });
}

for (const [path, heading] of [['/', LANDING.en], ['/welcome', WELCOME.en], ['/privacy', PRIVACY.en]] as const) {
  test(`with JavaScript, the app takes over ${path} as the server rendered it`, async ({ page }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    await watchTakeOver(page);
    const response = await page.goto(path);
    expect(await response!.text()).toContain(heading);
    const h1 = await page.getByRole('heading', { level: 1 }).elementHandle();
    // Hydrated: the app answers (the landing page holds Next until the box is ticked; the header's Menu opens).
    if (path === '/') await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.waitForLoadState('networkidle');
    const seen = await takeOverSeen(page);
    expect(complaints).toEqual([]);
    // The server's nodes are the app's: none replaced, the heading the same element.
    expect(seen.removed).toBe(0);
    expect(await h1!.evaluate((node) => node === document.querySelector('h1'))).toBe(true);
    expect(seen.shift).toBeLessThan(0.01);
    if (path === '/welcome') {
      await page.getByRole('link', { name: /I'm a Consumer/ }).click();
      // The questionnaire's first step names itself in the address once it shows.
      await expect(page).toHaveURL(/\/form(\?step=1)?$/);
    }
  });
}

test('the landing page in the language remembered by the switch, and the switch answering at once', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.es);
  // The next page the server renders speaks the choice: its cookie.
  const html = await (await page.request.get('/welcome')).text();
  expect(html).toContain('<html lang="es"');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.es);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.en);
});
