import { expect, test, type Page } from '@playwright/test';
import type { Flow } from '#schemas/generated/flow.ts';
import reversal from '../../flows/reversal/v1.json' with { type: 'json' };
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { demo, signIn } from './auth-helpers.ts';
import { DENVER, answerQuizAndPlace, newPerson } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { latestConsumerFlow, siguiente, spanishOf, startingWith } from './flow-texts.ts';

/*
 * The overdose-reversal report (docs/product.md#the-overdose-reversal-report, decision 081), end to end: a person who
 * reads Spanish reports a reversal from the landing page, asks for a replacement kit and orders it, the reason Used,
 * the state and the product filled in; staff read the report on Responses and the reversal on Progress. axe on each
 * page.
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const report = reversal as unknown as Flow;
const consumer = latestConsumerFlow();
const inReport = (english: string) => spanishOf(report, english);
const inOrder = (english: string) => spanishOf(consumer, english);

/** Today in Colorado, YYYY-MM-DD: the report refuses a day after the state's today. */
const coloradoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

/** A step's Spanish heading shown and focused, then axe. */
async function atStep(page: Page, heading: string, label: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await expect(h1).toBeFocused();
  await expectAccessible(page, label);
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

test('a person reports a reversal in Spanish from the landing page and orders a replacement kit; staff see the report and the figure', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-US' });
  const page = await context.newPage();
  const person = newPerson('reversal');

  await page.goto('/');
  await expectAccessible(page, 'landing');
  await page.getByRole('link', { name: es['landing.reportReversal'] }).click();
  await expect(page).toHaveURL(/\/report(\?step=1)?$/);

  await atStep(page, inReport('Where did it happen?'), 'report: state');
  await page.getByLabel(startingWith(inReport('State'))).selectOption({ label: 'Colorado' });
  await siguiente(page).click();
  await atStep(page, inReport('Which county or ZIP code?'), 'report: county');
  await page.getByRole('textbox', { name: startingWith(inReport('County (optional)')) }).fill('Denver');
  await siguiente(page).click();
  await atStep(page, inReport('When did it happen?'), 'report: date');
  const [year, month, day] = coloradoToday.split('-');
  const date = page.getByRole('group', { name: startingWith(inReport('Date')) });
  await date.getByRole('textbox', { name: es['questionnaire.dateMonth'], exact: true }).fill(String(Number(month)));
  await date.getByRole('textbox', { name: es['questionnaire.dateDay'], exact: true }).fill(String(Number(day)));
  await date.getByRole('textbox', { name: es['questionnaire.dateYear'], exact: true }).fill(year!);
  await siguiente(page).click();
  await atStep(page, inReport('Which naloxone did you use?'), 'report: product');
  await radio(page, inReport('NARCAN Nasal Spray')).check();
  await siguiente(page).click();
  await atStep(page, inReport('How many doses did you give?'), 'report: doses');
  await radio(page, '2').check();
  await siguiente(page).click();
  await atStep(page, inReport('Was 911 called?'), 'report: 911');
  await radio(page, 'Sí').check();
  await siguiente(page).click();
  await atStep(page, inReport('Did the person recover?'), 'report: recovered');
  await radio(page, 'Sí').check();
  await siguiente(page).click();
  await atStep(page, inReport('Did the naloxone come from us?'), 'report: kit');
  await radio(page, 'Sí').check();
  await page.getByRole('textbox', { name: startingWith(inReport('Order number (optional)')) }).fill('12345');
  await siguiente(page).click();
  await expect(page.getByText(startingWith('Escriba el número de pedido como aparece en su correo')).first()).toBeVisible();
  await expectAccessible(page, 'report: kit, a malformed order number');
  await page.getByRole('textbox', { name: startingWith(inReport('Order number (optional)')) }).fill('');
  await siguiente(page).click();
  await atStep(page, inReport('Would you like a free replacement kit?'), 'report: replacement');
  await radio(page, inReport("Yes, I'd like to order one")).check();
  await siguiente(page).click();
  await atStep(page, inReport('Confirm you are a person'), 'report: captcha');
  // As a person waits for the captcha to be solved: in QA it verifies itself once it has loaded.
  await expect(page.getByText(es['questionnaire.captchaQa'])).toBeVisible();
  await siguiente(page).click();
  await atStep(page, inReport('Check your answers before sending your report'), 'report: check');
  await expect(page.getByText('Denver', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: inReport('Send report'), exact: true }).click();
  await atStep(page, inReport('Thank you for telling us'), 'report: end');
  await expect(page.getByText(startingWith('La naloxona puede dejar de hacer efecto'))).toBeVisible();

  // The replacement kit: the order form opens with the state, the product and the reason Used filled in.
  await page.getByRole('button', { name: es['questionnaire.continueToOrder'] }).click();
  // The ordering questionnaire, at its first step (the address may name the step once the run has started).
  await expect(page).toHaveURL(/\/form(\?step=1)?$/);
  await atStep(page, inOrder('Your state'), 'order: state, filled in');
  await expect(radio(page, 'Colorado')).toBeChecked();
  await siguiente(page).click();
  await atStep(page, inOrder('Your naloxone'), 'order: product and reason, filled in');
  await expect(page.getByRole('button', { name: startingWith(inOrder('NARCAN Nasal Spray 4 mg')) })).toHaveAttribute('aria-pressed', 'true');
  await expect(radio(page, inOrder('Used'))).toBeChecked();
  await siguiente(page).click();
  await atStep(page, inOrder('Number of kits'), 'order: kits');
  await page.getByLabel(startingWith(inOrder('How many naloxone kits do you need?'))).selectOption({ label: inOrder('1 kit') });
  await siguiente(page).click();
  await atStep(page, inOrder('Reason for requesting'), 'order: why');
  await radio(page, inOrder('To be ready to help anyone in my community')).check();
  await siguiente(page).click();
  await atStep(page, inOrder('Where should we send your kit?'), 'order: shipping');
  await page.getByLabel(startingWith(inOrder('What kind of address is this?'))).selectOption({ label: inOrder('Home') });
  await page.getByRole('textbox', { name: startingWith(inOrder('Shipping address line 1')) }).fill(DENVER.address);
  await page.getByRole('textbox', { name: startingWith(inOrder('Town or city')) }).fill(DENVER.city);
  await page.getByRole('textbox', { name: startingWith(inOrder('ZIP code')) }).fill(DENVER.zip);
  await page.getByRole('checkbox', { name: startingWith(inOrder('This is also my home address')) }).check();
  await siguiente(page).click();
  await atStep(page, inOrder('About you'), 'order: about you');
  await page.getByRole('textbox', { name: startingWith(inOrder('First name')) }).fill(person.firstName);
  await page.getByRole('textbox', { name: startingWith(inOrder('Last name')) }).fill(person.lastName);
  const dob = page.getByRole('group', { name: startingWith(inOrder('Date of birth')) });
  const [y, m, d] = person.dob.split('-');
  await dob.getByRole('textbox', { name: es['questionnaire.dateMonth'], exact: true }).fill(String(Number(m)));
  await dob.getByRole('textbox', { name: es['questionnaire.dateDay'], exact: true }).fill(String(Number(d)));
  await dob.getByRole('textbox', { name: es['questionnaire.dateYear'], exact: true }).fill(y!);
  await page.getByLabel(startingWith(inOrder('Gender'))).selectOption({ label: inOrder('Female') });
  await siguiente(page).click();
  await atStep(page, inOrder('How can we contact you?'), 'order: contact');
  await page.getByRole('textbox', { name: startingWith(inOrder('Phone number')) }).fill(person.phone);
  await page.getByRole('textbox', { name: startingWith(inOrder('Email address')) }).fill(person.email);
  await siguiente(page).click();
  await atStep(page, inOrder('Training video'), 'order: video');
  await siguiente(page).click();
  await answerQuizAndPlace(page, {
    language: 'es',
    atQuestion: (p, i) => atStep(p, inOrder(`Quiz: question ${i + 1} of 4`), `order: quiz ${i + 1}`),
  });
  await atStep(page, es['orderPlaced.pageTitle'], 'order placed');
  await expect(page.getByText(`1 kit: ${inOrder('NARCAN Nasal Spray 4 mg')}`, { exact: true })).toBeVisible();
  await context.close();

  // Staff: the report on Responses (nothing personal to show), the reversal on Progress.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, demo.admin.email, demo.admin.password);
  await expect(staff.getByRole('table', { name: /Overdose reversals reported per state/ }).getByRole('row', { name: /Colorado/ })).toBeVisible();
  await expectAccessible(staff, 'progress');
  await staff.goto('/questionnaire');
  await staff.getByRole('region', { name: 'Report an overdose reversal', exact: true }).getByRole('link', { name: 'Responses' }).click();
  const table = staff.getByRole('table', { name: /Responses to 'Report an overdose reversal'/ });
  await expect(table.getByText('State Colorado').first()).toBeVisible();
  await expectAccessible(staff, 'responses');
  await staffContext.close();
});
