import { expect, test, type Page, type TestInfo } from '@playwright/test';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { CHECK_STEP, CHECK_TITLE, DENVER, HAZARD, STEPS, answerFirstSteps, answerQuizAndPlace, atStep, fillDateOfBirth, newPerson, next, readMrn, type Order } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { checkPage, inEveryVariant } from './visual-helpers.ts';

/*
 * The details of an order asked one thing a page (consumer v4): the shipping address with 'This is also my home
 * address' beside it, the home address only when it differs, about you, and contact with the captcha. Errors show
 * only once a person presses Next: the error summary at the top, focused, a link to each field, the message beside
 * the field. Each new page is kept at 390 and 1280 wide, light and dark; its height on a phone is printed.
 */

test.describe.configure({ timeout: 240_000 });

/** The page in every width and theme, kept as pages-<name>-<width>-<theme>.png; back to a phone in light after. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await inEveryVariant(page, (variant) => checkPage(page, testInfo, `pages-${name}`, variant));
  const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
  console.log(`page height at 390 px, ${name}: ${height} px`);
}

test('English: the details page by page, the error summary after Next, the home address when it differs', async ({ page }, testInfo) => {
  const person = newPerson('pages');
  const order: Order = { state: 'Colorado', person, address: DENVER, audit: true };
  await page.goto('/form');
  await answerFirstSteps(page, order);

  await atStep(page, 'Where should we send your kit?', 5);
  await expect(page.getByText('There is a problem')).toHaveCount(0);
  await expect(page.getByText('Answer this question.')).toHaveCount(0);
  // Leaving a field empty shows no error yet.
  await page.getByRole('textbox', { name: /^Shipping address line 1/ }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Answer this question.')).toHaveCount(0);
  await shots(page, testInfo, 'shipping');

  await next(page).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'What kind of address is this? Answer this question.', 'Shipping address line 1: Answer this question.',
    'Town or city: Answer this question.', 'ZIP code: Answer this question.',
  ]);
  await expect(page.getByText('Answer this question.', { exact: true })).toHaveCount(4);
  await expectAccessible(page, 'error summary');
  await shots(page, testInfo, 'error-summary');
  await summary.getByRole('link', { name: /^Town or city/ }).click();
  await expect(page.getByRole('textbox', { name: /^Town or city/ })).toBeFocused();

  await page.getByLabel(/What kind of address/).selectOption({ label: 'Home' });
  await page.getByRole('textbox', { name: /^Shipping address line 1/ }).fill(DENVER.address);
  await page.getByRole('textbox', { name: /^Town or city/ }).fill(DENVER.city);
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill('8020');
  await expect(summary.getByRole('link')).toHaveText(['Enter a ZIP code with 5 digits, like 80202']);
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill(DENVER.zip);
  await expect(summary).toHaveCount(0);
  await next(page).click();

  await atStep(page, 'Your home address', 6);
  await expectAccessible(page, 'home address');
  await shots(page, testInfo, 'home-address');
  await page.getByRole('textbox', { name: /^Home address line 1/ }).fill('22 Elm St');
  await page.getByRole('textbox', { name: /^Town or city/ }).fill('Boulder');
  await page.getByLabel(/^State/).selectOption({ label: 'Colorado' });
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill('80302');
  await next(page).click();

  await atStep(page, 'About you', 7);
  await expectAccessible(page, 'about you');
  await shots(page, testInfo, 'about-you');
  await page.getByRole('textbox', { name: /^First name/ }).fill(person.firstName);
  await page.getByRole('textbox', { name: /^Last name/ }).fill(person.lastName);
  await fillDateOfBirth(page, person.dob);
  await page.getByLabel(/^Gender/).selectOption({ label: 'Female' });
  await next(page).click();

  await atStep(page, 'How can we contact you?', 8);
  await expectAccessible(page, 'contact');
  await shots(page, testInfo, 'contact');
  await page.getByRole('textbox', { name: /^Phone number/ }).fill(person.phone);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(person.email);
  await next(page).click();

  await atStep(page, 'Training video', 9);
  await next(page).click();
  // Check your answers: every answer under its step, Change to its page and back here (decision 062).
  await answerQuizAndPlace(page, {
    checked: async () => {
      await expectAccessible(page, 'check your answers');
      const kits = page.getByRole('region', { name: 'Number of kits' });
      await expect(kits.getByRole('definition')).toHaveText('2 kits');
      await expect(page.getByRole('region', { name: 'About you' })).toContainText(person.firstName);
      await shots(page, testInfo, 'check-answers');
      await kits.getByRole('link', { name: 'Change Number of kits' }).click();
      await atStep(page, 'Number of kits', 3);
      await page.getByLabel(/How many/).selectOption({ label: '1 kit' });
      await next(page).click();
      await atStep(page, CHECK_TITLE, CHECK_STEP);
      await expect(kits.getByRole('definition')).toHaveText('1 kit');
    },
  });
  const mrn = await readMrn(page, order);
  expect(mrn).toMatch(/^NX-/);
});

test('Spanish: the same pages, the error summary in Spanish, the home address skipped when it is the same', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ locale: 'es-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const person = newPerson('paginas');
  const siguiente = () => page.getByRole('button', { name: es['common.next'], exact: true });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  await page.goto('/form');
  await expect(heading('Su estado')).toBeFocused();
  await page.getByRole('radio', { name: 'Kentucky' }).check();
  await siguiente().click();
  await expect(heading('Su naloxona')).toBeFocused();
  await page.getByRole('button', { name: /NARCAN/ }).click();
  await page.getByRole('radio', { name: 'Pedido nuevo' }).check();
  await siguiente().click();
  await expect(heading('Número de kits')).toBeFocused();
  await page.getByRole('combobox').selectOption({ index: 1 });
  await siguiente().click();
  await expect(heading('Motivo del pedido')).toBeFocused();
  await page.getByRole('radio').first().check();
  await siguiente().click();

  await expect(heading('¿A dónde le enviamos su kit?')).toBeFocused();
  await siguiente().click();
  const summary = page.getByRole('alert').filter({ hasText: es['common.errorSummaryTitle'] });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: /^Condado: Responda esta pregunta\./ })).toBeVisible();
  await expectAccessible(page, 'resumen de errores');
  await shots(page, testInfo, 'es-error-summary');
  await page.getByLabel(/Qué tipo de dirección/).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Dirección de envío, línea 1/ }).fill(HAZARD.address);
  await page.getByRole('textbox', { name: /^Ciudad o pueblo/ }).fill(HAZARD.city);
  await page.getByRole('textbox', { name: /^Código postal/ }).fill(HAZARD.zip);
  await page.getByLabel(/^Condado/).selectOption({ label: HAZARD.county! });
  await page.getByRole('checkbox', { name: 'Esta también es la dirección de mi casa' }).check();
  await shots(page, testInfo, 'es-shipping');
  await siguiente().click();

  await expect(heading('Sobre usted')).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `Paso 7 de ${STEPS}`);
  const [year, month, day] = person.dob.split('-');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(person.firstName);
  await page.getByRole('textbox', { name: /^Apellido/ }).fill(person.lastName);
  await page.getByRole('textbox', { name: es['questionnaire.dateMonth'], exact: true }).fill(String(Number(month)));
  await page.getByRole('textbox', { name: es['questionnaire.dateDay'], exact: true }).fill(String(Number(day)));
  await page.getByRole('textbox', { name: es['questionnaire.dateYear'], exact: true }).fill(year!);
  await page.getByLabel(/^Género/).selectOption({ index: 1 });
  await expectAccessible(page, 'sobre usted');
  await shots(page, testInfo, 'es-about-you');
  await siguiente().click();

  await expect(heading('¿Cómo podemos comunicarnos con usted?')).toBeFocused();
  await page.getByRole('textbox', { name: /^Número de teléfono/ }).fill(person.phone);
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('no-es-un-correo');
  await siguiente().click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Correo electrónico: Escriba un correo electrónico como nombre@ejemplo.com']);
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(person.email);
  await expectAccessible(page, 'contacto');
  await shots(page, testInfo, 'es-contact');
  await siguiente().click();

  await expect(heading('Video de capacitación')).toBeFocused();
  await siguiente().click();
  await answerQuizAndPlace(page, {
    language: 'es',
    atQuestion: (p, i) => expect(p.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `Paso ${10 + i} de ${STEPS}`),
    checked: async () => {
      await expectAccessible(page, 'revise sus respuestas');
      await shots(page, testInfo, 'es-check-answers');
    },
  });
  await expect(page.getByTestId('order-mrn')).toBeVisible();
  await context.close();
});
