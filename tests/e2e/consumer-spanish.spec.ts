import { expect, test, type Page } from '@playwright/test';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { answerProductToReasonInSpanish, latestConsumerFlow, siguiente, spanishOf, startingWith } from './flow-texts.ts';
import { ENGLISH_ON_SPANISH_PAGE } from './public-words.ts';
import { CHECK_STEP, CHECK_TITLE, HAZARD, STEPS, answerQuizAndPlace, confirmationEmail, endedRunScreens, newPerson, placeOrder, runIdIn, type Person } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { inEveryVariant, lightVariants } from './visual-helpers.ts';

/*
 * The promise of decision 023: a person who reads only Spanish goes from the landing page to the confirmation email without
 * meeting an English word. The questionnaire's words are read from the live flow file (its 'es' texts), the app's
 * from the Spanish catalogue, so the test follows the words staff publish. axe on every page and step.
 */

test.describe.configure({ timeout: 180_000 });

const flow = latestConsumerFlow();
const spanish = (english: string) => spanishOf(flow, english);
const exact = startingWith;


async function expectSpanish(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const text = await page.locator('body').innerText();
  for (const word of ENGLISH_ON_SPANISH_PAGE) expect(text, `${label}: '${word}'`).not.toContain(word);
  await expectAccessible(page, label);
}

/**
 * expectSpanish at a phone's and a desktop's width, the page resized (the journey walked once): the header's links show
 * only on the desktop, folded behind Menu on a phone.
 */
async function expectSpanishAtEveryWidth(page: Page, label: string): Promise<void> {
  await inEveryVariant(page, (variant) => expectSpanish(page, `${label} at ${variant.width}`), lightVariants);
}

type Look = (page: Page, label: string) => Promise<void>;

/** A step of the questionnaire is shown, with its number, and looked at with `look`. */
const atStepLooking = (look: Look) => async (page: Page, english: string, number?: number): Promise<void> => {
  const heading = page.getByRole('heading', { level: 1, name: spanish(english) });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  if (number !== undefined) {
    await expect(page.getByRole('progressbar', { name: es['questionnaire.progress'] })).toHaveAttribute('aria-valuetext', `Paso ${number} de ${STEPS}`);
  }
  await look(page, `step ${number ?? 'end'}`);
};

/**
 * Steps 1 to 8 in Spanish, for a Kentucky order of 1 kit to Hazard, each step looked at with `look`; the page is left
 * at step 8 (contact), filled.
 */
async function answerStepsOneToEight(page: Page, person: Person, look: Look): Promise<void> {
  const atStep = atStepLooking(look);
  await atStep(page, 'Your state', 1);
  await page.getByRole('radio', { name: 'Kentucky', exact: true }).check();
  await siguiente(page).click();
  await answerProductToReasonInSpanish(page, spanish, atStep);

  await atStep(page, 'Where should we send your kit?', 5);
  await page.getByLabel(exact(spanish('What kind of address is this?'))).selectOption({ label: spanish('Home') });
  await page.getByRole('textbox', { name: exact(spanish('Shipping address line 1')) }).fill(HAZARD.address);
  await page.getByRole('textbox', { name: exact(spanish('Town or city')) }).fill(HAZARD.city);
  await page.getByRole('textbox', { name: exact(spanish('ZIP code')) }).fill(HAZARD.zip);
  await page.getByLabel(exact(spanish('County'))).selectOption({ label: HAZARD.county! });
  await page.getByRole('checkbox', { name: exact(spanish('This is also my home address')) }).check();
  await look(page, 'step 5, filled');
  await siguiente(page).click();
  await atStep(page, 'About you', 7);
  await page.getByRole('textbox', { name: exact(spanish('First name')) }).fill(person.firstName);
  await page.getByRole('textbox', { name: exact(spanish('Last name')) }).fill(person.lastName);
  const dob = page.getByRole('group', { name: exact(spanish('Date of birth')) });
  const [year, month, day] = person.dob.split('-');
  await dob.getByRole('textbox', { name: es['questionnaire.dateMonth'], exact: true }).fill(String(Number(month)));
  await dob.getByRole('textbox', { name: es['questionnaire.dateDay'], exact: true }).fill(String(Number(day)));
  await dob.getByRole('textbox', { name: es['questionnaire.dateYear'], exact: true }).fill(year!);
  await page.getByLabel(exact(spanish('Gender'))).selectOption({ label: spanish('Female') });
  await look(page, 'step 7, filled');
  await siguiente(page).click();
  await atStep(page, 'How can we contact you?', 8);
  await page.getByRole('textbox', { name: exact(spanish('Phone number')) }).fill(person.phone);
  await page.getByRole('textbox', { name: exact(spanish('Email address')) }).fill(person.email);
  await look(page, 'step 8, filled');
}

test('a browser that asks for Spanish gets a Kentucky order in Spanish, county included, its confirmation at its own address, and the email in Spanish, each page read at a phone\'s and a desktop\'s width', async ({ browser }) => {
  expect(flow.locales).toContain('es');
  const { width, height } = lightVariants[0]!;
  const context = await browser.newContext({ locale: 'es-US', viewport: { width, height } });
  const page = await context.newPage();
  const person = newPerson('spanish');
  const atStep = atStepLooking(expectSpanishAtEveryWidth);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: es['landing.title'] })).toBeVisible();
  await expectSpanishAtEveryWidth(page, 'landing');
  await page.getByRole('checkbox', { name: /Leí y acepto el Aviso de privacidad/ }).check();
  await page.getByRole('button', { name: es['common.next'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: es['welcome.title'] })).toBeVisible();
  await expect(page.getByRole('region', { name: es['welcome.beforeTitle'] })).toContainText('Toma unos 10 minutos, con un video de capacitación de 3 minutos');
  await expectSpanishAtEveryWidth(page, 'welcome');
  await page.getByRole('link', { name: new RegExp(es['welcome.consumer']) }).click();

  await answerStepsOneToEight(page, person, expectSpanishAtEveryWidth);
  await siguiente(page).click();

  await atStep(page, 'Training video', 9);
  await expect(page.getByText(es['questionnaire.videoQa'])).toBeVisible();
  await expect(page.locator('track[srclang="es"]')).toHaveAttribute('default', '');
  await siguiente(page).click();
  await answerQuizAndPlace(page, {
    language: 'es',
    atQuestion: (p, i) => atStep(p, `Quiz: question ${i + 1} of 4`, 10 + i),
    answered: (p, i) => expectSpanishAtEveryWidth(p, `step ${10 + i}, answered`),
    atCheck: (p) => atStep(p, CHECK_TITLE, CHECK_STEP),
    checked: (p) => expectSpanishAtEveryWidth(p, 'check your answers'),
  });

  const placed = page.getByRole('heading', { level: 1, name: es['orderPlaced.pageTitle'] });
  await expect(placed).toBeFocused();
  await expectSpanish(page, 'order placed');
  await expect(page).toHaveURL(/\/order-placed$/);
  const mrn = (await page.getByTestId('order-mrn').textContent())!.trim();
  expect(mrn).toMatch(/^NX-/);
  await expect(page.getByText('Su número de pedido (MRN)', { exact: true })).toBeVisible();
  expect((await page.getByRole('main').innerText()).match(/MRN/g)).toHaveLength(1);
  await expect(page.getByText('Hazard, KY 41701', { exact: true })).toBeVisible();
  await expect(page.getByText(`1 kit: ${spanish('NARCAN Nasal Spray 4 mg')}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lo que sigue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rastrear mi pedido' })).toHaveAttribute('href', `/track?mrn=${mrn}`);
  // A reload shows the same confirmation, in Spanish, and sends nothing that could place an order.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  await page.reload();
  await expect(placed).toBeFocused();
  await expect(page.getByTestId('order-mrn')).toHaveText(mrn);
  expect(sent).toEqual([]);
  await page.getByRole('link', { name: 'Rastrear mi pedido' }).click();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${es['track.mrn'].replace(/[()]/g, '\\$&')}`) })).toHaveValue(mrn);

  const mail = await confirmationEmail(browser, person.email);
  expect(mail.subject).toBe(`Su pedido de naloxona ${mrn}`);
  expect(mail.text).toContain(`Su número de pedido (MRN): ${mrn}`);
  expect(mail.text).toContain('A dónde se envía: Hazard, KY 41701');
  expect(mail.text).toMatch(/\?lang=es/);
  expect(mail.text).toContain(`Lo que pidió: 1 kit: ${spanish('NARCAN Nasal Spray 4 mg')}`);
  expect(mail.text).toMatch(new RegExp(`Rastrear mi pedido: http://[^ ]+/track\\?mrn=${mrn}&lang=es`));
  expect(mail.text.match(/MRN/g)).toHaveLength(1);
  for (const word of ['Thank you', 'Your order', 'What you ordered', 'Where it ships', 'What happens next', 'Learn how', 'Track my order', 'le enviamos un correo de confirmación']) expect(mail.text).not.toContain(word);
  await context.close();
});

test('a second order in Spanish is refused in Spanish, the reason and its Spanish date emailed', async ({ browser }) => {
  const person = newPerson('otra.vez');
  const first = await browser.newContext();
  try {
    await placeOrder(await first.newPage(), { state: 'Kentucky', person, address: HAZARD, kits: '1 kit' });
  } finally {
    await first.close();
  }
  const context = await browser.newContext({ locale: 'es-US' });
  const page = await context.newPage();
  try {
    await page.goto('/form');
    await answerStepsOneToEight(page, person, expectSpanish);
    const reply = page.waitForResponse((r) => r.url().includes('/steps/8'));
    await siguiente(page).click();
    const refused = await reply;
    expect(refused.status()).toBe(406);
    await expect(page.getByRole('heading', { level: 1, name: es['questionnaire.refusedTitle'] })).toBeVisible();
    await expectSpanish(page, 'refused');
    const reasons = page.getByRole('list', { name: es['questionnaire.reasons'] });
    await expect(reasons.getByRole('listitem')).toHaveCount(1);
    await expect(reasons).toHaveText(/^No podemos aceptar este pedido ahora\. Le enviamos el motivo por correo electrónico a la dirección que tenemos registrada para usted\./);
    const mail = await confirmationEmail(browser, person.email, 'order-refused');
    expect(mail.subject).toBe('Sobre su pedido de naloxona gratis');
    expect(mail.text).toMatch(/Puede volver a pedir a partir del \d{1,2} de [a-z]+ de \d{4}\./);
    await endedRunScreens(browser, runIdIn(refused.url()), 'es', 'refused-privately-es', es['questionnaire.refusedTitle']);
  } finally {
    await context.close();
  }
});

test('the language switch is remembered across a reload, and the register and not-found pages follow it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Save a life! Carry Naloxone.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: es['landing.title'] })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: es['landing.title'] })).toBeVisible();
  await expectSpanish(page, 'landing after a reload');

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: es['register.title'] })).toBeVisible();
  await expectSpanish(page, 'register');
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: es['notFound.title'] })).toBeVisible();
  await expectSpanish(page, 'not found');

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
