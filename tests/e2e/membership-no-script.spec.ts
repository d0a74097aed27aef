import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { takeOverSeen, watchTakeOver } from './take-over.ts';

/*
 * The membership application without JavaScript (decision 087): the form the server renders, posted to it, refused
 * with the error summary and every value as typed, then sent; and with JavaScript, the same HTML taken over by the app
 * without a shift, the fields asked after an answer appearing with it as before.
 */

test.describe.configure({ timeout: 90_000 });

const WORDS = {
  en: {
    title: 'GPO Membership Application',
    problem: 'There is a problem',
    register: 'Register',
    received: 'Application received',
    legal: 'Legal Business Name is required',
    zip: 'Invalid Zip',
    phone: 'Invalid Phone Format',
    email: 'Invalid Email',
    affiliation: 'Affiliation is required',
    onlyIfMember: /^Only if you answered Yes:/,
    partOfGroup: /part of a purchasing group/,
    yes: 'Yes',
    no: 'No',
    otherGpo: /another group purchasing organization/,
    facility: 'Community Based Organization',
  },
  es: {
    title: 'Solicitud de membresía GPO',
    problem: 'Hay un problema',
    register: 'Registrarse',
    received: 'Solicitud recibida',
    legal: 'Nombre legal de la empresa: este dato es obligatorio',
    zip: 'Código postal no válido',
    phone: 'Formato de teléfono no válido',
    email: 'Correo electrónico no válido',
    affiliation: 'Afiliación: este dato es obligatorio',
    onlyIfMember: /^Solo si respondió Sí:/,
    partOfGroup: /forma parte de un grupo de compras/,
    yes: 'Sí',
    no: 'No',
    otherGpo: /otra organización de compras en grupo/,
    facility: 'Organización comunitaria',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const radio = (page: Page, group: RegExp, name: string) => page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });

/** A first try with mistakes: a name left out, a short ZIP, a short phone, an email without its domain; a member of a group without its affiliation. */
async function fillWithMistakes(page: Page, words: Words) {
  await page.locator('#name').fill('Mile High Harm Reduction');
  await page.locator('#facilityType').selectOption({ label: words.facility });
  await page.locator('#street').fill('1600 Broadway');
  await page.locator('#city').fill('Denver');
  await page.locator('#state').selectOption('CO');
  await page.locator('#zip').fill('802');
  await page.locator('#county').fill('Denver');
  await page.locator('#attention').fill('Purchasing');
  await page.locator('#phone').fill('303555');
  await page.locator('#contactName').fill('Alex Rivera');
  await page.locator('#contactPhone').fill('1 (303) 555-0101');
  await page.locator('#contactEmail').fill('alex@');
  await page.locator('#sendOrderConfirmationEmails').check();
  await radio(page, words.partOfGroup, words.yes).check();
  await radio(page, words.otherGpo, words.no).check();
}

/** The mistakes put right, and Register pressed again. */
async function correct(page: Page, words: Words) {
  await page.locator('#legalBusinessName').fill('Mile High Harm Reduction Inc.');
  await page.locator('#zip').fill('80202');
  await page.locator('#phone').fill('3035550100');
  await page.locator('#contactEmail').fill(`no-script.${Date.now()}@example.org`);
  await page.locator('#affiliation').fill('Front Range Co-op');
  await page.getByRole('button', { name: words.register }).click();
}

for (const language of ['en', 'es'] as const) {
  const words = WORDS[language];
  test.describe(`without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false, locale: language === 'es' ? 'es-MX' : 'en-US', viewport: { width: 390, height: 844 } });

    test('a facility applies: refused with every problem and its answers kept, then corrected and sent', async ({ page }) => {
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
      // The fields asked only after an answer are there, each group under its note.
      await expect(page.getByText(words.onlyIfMember)).toBeVisible();
      await expect(page.locator('#affiliation')).toBeVisible();

      await fillWithMistakes(page, words);
      await page.getByRole('button', { name: words.register }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { level: 2, name: words.problem })).toBeVisible();
      await expect(page).toHaveTitle(/^(Error|Error:)/);
      const summary = page.getByRole('alert');
      for (const message of [words.legal, words.zip, words.phone, words.email, words.affiliation]) {
        await expect(summary.getByRole('link', { name: new RegExp(message.replace(/[()]/g, '\\$&')) })).toBeVisible();
      }
      await expect(page.locator('#legalBusinessName')).toHaveAccessibleDescription(words.legal);
      await expect(page.locator('#zip')).toHaveAccessibleDescription(new RegExp(words.zip));
      await expect(page.locator('#contactEmail')).toHaveAccessibleDescription(words.email);
      // Every answer as typed, none lost.
      await expect(page.locator('#zip')).toHaveValue('802');
      await expect(page.locator('#phone')).toHaveValue('303555');
      await expect(page.locator('#contactPhone')).toHaveValue('1 (303) 555-0101');
      await expect(page.locator('#state')).toHaveValue('CO');
      await expect(page.locator('#sendOrderConfirmationEmails')).toBeChecked();
      await expect(radio(page, words.partOfGroup, words.yes)).toBeChecked();
      // A summary's link leads to its field without a script.
      await summary.getByRole('link', { name: new RegExp(words.zip) }).click();
      await expect(page).toHaveURL(/#zip$/);

      await correct(page, words);
      await expect(page).toHaveURL(/\/register\/received\/MA-[A-Z0-9]{6}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.received);
      const reference = new URL(page.url()).pathname.split('/').at(-1)!;
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      // A reload shows the same page and sends nothing.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.received);
    });
  });
  // Axe runs in the page, which a context without JavaScript forbids: the same pages, their scripts never arriving.
  test(`the form, its refusal and the received page without their scripts are accessible (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language === 'es' ? 'es-MX' : 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expectAccessible(page, `the form without a script, ${language}`);
    await fillWithMistakes(page, words);
    await page.getByRole('button', { name: words.register }).click();
    await expect(page.getByRole('heading', { level: 2, name: words.problem })).toBeVisible();
    await expectAccessible(page, `the refused form without a script, ${language}`);
    await correct(page, words);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.received);
    await expectAccessible(page, `the received page without a script, ${language}`);
    await context.close();
  });
}

test('an address after Register that could not be a reference is not found, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/register/received/nonsense');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await context.close();
});

for (const width of [390, 1280]) {
  test(`with JavaScript at ${width} wide, the app takes over the form as the server rendered it and asks as before`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    await watchTakeOver(page);
    const response = await page.goto('/register');
    expect(await response!.text()).toContain(WORDS.en.title);
    const h1 = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.waitForLoadState('networkidle');
    // Hydrated: the phone is formatted as it is typed, which only the app does.
    await page.locator('#phone').fill('3035550100');
    await expect(page.locator('#phone')).toHaveValue('303-555-0100');
    const seen = await takeOverSeen(page);
    expect(complaints).toEqual([]);
    expect(seen.removed).toBe(0);
    expect(await h1!.evaluate((node) => node === document.querySelector('h1'))).toBe(true);
    expect(seen.shift).toBeLessThan(0.01);
    // The fields asked after an answer appear with it, and their note is for a page without a script.
    await expect(page.locator('#affiliation')).toBeHidden();
    await radio(page, WORDS.en.partOfGroup, 'Yes').check();
    await expect(page.locator('#affiliation')).toBeVisible();
    await expect(page.getByText(WORDS.en.onlyIfMember)).toBeHidden();
    await radio(page, WORDS.en.otherGpo, 'Not sure').check();
    await expect(page.getByRole('textbox', { name: /^Current GPO Name/ })).toHaveAccessibleDescription(/Optional: if you know it/);
  });
}
