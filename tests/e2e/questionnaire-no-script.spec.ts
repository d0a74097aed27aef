import { expect, test, type Browser, type Page } from '@playwright/test';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import en from '#web/i18n/messages/en.json' with { type: 'json' };
import { DENVER, HAZARD, STEPS, confirmationEmail, newPerson, type Address, type Person } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { takeOverSeen, watchTakeOver } from './take-over.ts';
import { latestConsumerFlow, quizAnswers, spanishOf, startingWith } from './flow-texts.ts';

/*
 * The questionnaire without JavaScript (decision 085): every step a form posted to the server, which answers with the
 * next step (303), the step again with its messages, or the end; from the landing page to the confirmation and its
 * email, in English and in Spanish, axe on every page. With JavaScript, the app takes over the step the server
 * rendered without asking for it again and without a layout shift.
 */

test.describe.configure({ timeout: 240_000 });

type Language = 'en' | 'es';
const flow = latestConsumerFlow();
const catalogue = { en, es } as const;
/** A text of the flow in `language`, found by its English. */
const words = (language: Language) => (english: string) => (language === 'en' ? english : spanishOf(flow, english));
const startsWith = (text: string) => startingWith(text);

const LANDING_TICK = { en: /I have read and acknowledge/, es: /Leí y acepto/ } as const;
const CONSUMER_LINK = { en: /I'm a Consumer/, es: /Soy un consumidor/i } as const;

/** The step's Next (its form's own button: cards are buttons too, named by their choice). */
const nextOf = (page: Page, language: Language) => page.getByRole('button', { name: catalogue[language]['common.next'], exact: true });

/** A step is shown: its heading, and 'Step N of 15' in the progress. */
async function atStep(page: Page, language: Language, english: string | RegExp, number?: number): Promise<void> {
  const name = typeof english === 'string' ? words(language)(english) : english;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (number !== undefined) {
    const stepOf = catalogue[language]['questionnaire.stepOf'].replace('{step}', String(number)).replace('{steps}', String(STEPS));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', stepOf);
  }
}

/** The pages axe has judged in this file's worker, by label (language and step). */
const judged = new Set<string>();

/**
 * axe finds nothing, and the page is the server's: no script ran (the notice that the site needs one is gone). axe runs
 * in the page, which a browser without JavaScript cannot do: the page as this browser got it is opened at the same
 * address in a browser whose scripts never arrive, with the same stylesheets, and axe looks at that.
 */
async function audited(page: Page, label: string): Promise<void> {
  await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  // The same page in the same language is judged once: the four orders walk the same steps two by two.
  if (judged.has(label)) return;
  judged.add(label);
  const html = await page.content();
  const url = page.url();
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route(/\.js(\?.*)?$/, (route) => route.abort());
    await copy.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(url);
    await expectAccessible(copy, label);
  } finally {
    await context.close();
  }
}

interface NoScriptOrder {
  language: Language;
  state: 'Colorado' | 'Kentucky';
  address: Address;
  person: Person;
}

/** From the landing page to the check-your-answers step, without a script, looking at every step on the way. */
async function answerToCheck(page: Page, order: NoScriptOrder): Promise<void> {
  const { language } = order;
  const w = words(language);
  const next = () => nextOf(page, language).click();
  await page.goto('/');
  await page.getByRole('checkbox', { name: LANDING_TICK[language] }).check();
  await page.getByRole('button', { name: catalogue[language]['common.next'] }).click();
  await page.getByRole('link', { name: CONSUMER_LINK[language] }).click();
  await expect(page).toHaveURL(/\/form$/);

  await atStep(page, language, 'Your state', 1);
  await audited(page, `${language} step 1`);
  // Next with nothing chosen: the server's error summary and the field's message, no run created.
  await next();
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading', { name: catalogue[language]['common.errorSummaryTitle'] }) })).toBeVisible();
  await audited(page, `${language} step 1 refused`);
  await page.getByRole('radio', { name: order.state, exact: true }).check();
  await next();

  await atStep(page, language, 'Your naloxone', 2);
  // A card pressed without a script: the step comes back with it chosen, and nothing is sent.
  const narcan = page.getByRole('button', { name: startsWith(w('NARCAN Nasal Spray 4 mg')) });
  await narcan.click();
  await expect(narcan).toHaveAttribute('aria-pressed', 'true');
  await atStep(page, language, 'Your naloxone', 2);
  await audited(page, `${language} step 2`);
  await page.getByRole('radio', { name: w('New Request') }).check();
  await next();

  await atStep(page, language, 'Number of kits', 3);
  await audited(page, `${language} step 3`);
  await page.getByRole('combobox').selectOption({ index: 1 });
  await next();
  await atStep(page, language, 'Reason for requesting', 4);
  await page.getByRole('radio').first().check();
  await next();

  await atStep(page, language, 'Where should we send your kit?', 5);
  await page.getByLabel(startsWith(w('What kind of address is this?'))).selectOption({ label: w('Home') });
  await page.getByRole('textbox', { name: startsWith(w('Shipping address line 1')) }).fill(order.address.address);
  await page.getByRole('textbox', { name: startsWith(w('Town or city')) }).fill(order.address.city);
  await page.getByRole('textbox', { name: startsWith(w('ZIP code')) }).fill(order.address.zip);
  if (order.address.county) await page.getByLabel(startsWith(w('County'))).selectOption({ label: order.address.county });
  await page.getByRole('checkbox', { name: startsWith(w('This is also my home address')) }).check();
  await audited(page, `${language} step 5 (${order.state})`);
  await next();

  await atStep(page, language, 'About you', 7);
  await page.getByRole('textbox', { name: startsWith(w('First name')) }).fill(order.person.firstName);
  await page.getByRole('textbox', { name: startsWith(w('Last name')) }).fill(order.person.lastName);
  const [year, month, day] = order.person.dob.split('-');
  const dob = page.getByRole('group', { name: startsWith(w('Date of birth')) });
  await dob.getByRole('textbox', { name: catalogue[language]['questionnaire.dateMonth'], exact: true }).fill(String(Number(month)));
  await dob.getByRole('textbox', { name: catalogue[language]['questionnaire.dateDay'], exact: true }).fill(String(Number(day)));
  // A year of two digits: the server refuses it at the field, and every answer comes back as typed.
  await dob.getByRole('textbox', { name: catalogue[language]['questionnaire.dateYear'], exact: true }).fill(year!.slice(2));
  await page.getByLabel(startsWith(w('Gender'))).selectOption({ label: w('Female') });
  await next();
  await atStep(page, language, 'About you', 7);
  await expect(page.getByRole('textbox', { name: startsWith(w('First name')) })).toHaveValue(order.person.firstName);
  await expect(dob.getByRole('textbox', { name: catalogue[language]['questionnaire.dateYear'], exact: true })).toHaveValue(year!.slice(2));
  await expect(dob).toHaveAccessibleDescription(/./);
  await audited(page, `${language} step 7 refused`);
  await dob.getByRole('textbox', { name: catalogue[language]['questionnaire.dateYear'], exact: true }).fill(year!);
  await next();

  await atStep(page, language, 'How can we contact you?', 8);
  await page.getByRole('textbox', { name: startsWith(w('Phone number')) }).fill(order.person.phone);
  await page.getByRole('textbox', { name: startsWith(w('Email address')) }).fill(order.person.email);
  await audited(page, `${language} step 8`);
  await next();
}

/** Steps 9 to 13: the video (QA), then the quiz, each answer pressed (the server shows it marked) and sent. */
async function watchAndAnswerQuiz(page: Page, language: Language): Promise<void> {
  await atStep(page, language, 'Training video', 9);
  await audited(page, `${language} step 9`);
  await nextOf(page, language).click();
  const correct = words(language)('Correct!');
  for (const [i, answer] of quizAnswers(language).entries()) {
    await atStep(page, language, `Quiz: question ${i + 1} of 4`, 10 + i);
    await page.getByRole('button', { name: startsWith(answer) }).click();
    await expect(page.getByText(correct, { exact: true })).toBeVisible();
    if (i === 0) await audited(page, `${language} quiz answered`);
    await nextOf(page, language).click();
  }
}

async function placeWithoutScript(browser: Browser, order: NoScriptOrder): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: order.language === 'es' ? 'es-MX' : 'en-US', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await answerToCheck(page, order);
    await watchAndAnswerQuiz(page, order.language);
    const check = flow.steps.find((s) => s.review)!;
    await atStep(page, order.language, check.title!.en!, check.number);
    await audited(page, `${order.language} check your answers`);
    await page.getByRole('button', { name: catalogue[order.language]['questionnaire.placeOrder'], exact: true }).click();
    await expect(page).toHaveURL(/\/order-placed$/);
    await expect(page.getByRole('heading', { level: 1, name: catalogue[order.language]['orderPlaced.pageTitle'] })).toBeVisible();
    const mrn = (await page.getByTestId('order-mrn').textContent())?.trim() ?? '';
    expect(mrn).toMatch(/^NX-/);
    await audited(page, `${order.language} confirmation`);
    // A reload shows the confirmation again and places nothing.
    await page.reload();
    await expect(page.getByTestId('order-mrn')).toHaveText(mrn);
    return mrn;
  } finally {
    await context.close();
  }
}

for (const [state, language, address] of [['Colorado', 'en', DENVER], ['Kentucky', 'es', HAZARD], ['Colorado', 'es', DENVER], ['Kentucky', 'en', HAZARD]] as const) {
  test(`without JavaScript, a ${state} order in ${language === 'en' ? 'English' : 'Spanish'} from the landing page to the confirmation and its email`, async ({ browser }) => {
    const person = newPerson(`noscript-${language}`);
    const mrn = await placeWithoutScript(browser, { language, state, address, person });
    const mail = await confirmationEmail(browser, person.email);
    expect(mail.text).toContain(mrn);
  });
}

test('without JavaScript, a second order by the same person is refused with its reason', async ({ browser }) => {
  const person = newPerson('noscript-twice');
  const order: NoScriptOrder = { language: 'en', state: 'Colorado', address: DENVER, person };
  await placeWithoutScript(browser, order);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await answerToCheck(page, order);
    await expect(page.getByRole('heading', { level: 1, name: en['questionnaire.refusedTitle'] })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reasons' }).getByRole('listitem')).toHaveText(/We've emailed the reason/);
    await audited(page, 'refused');
    // The run is forgotten: the questionnaire starts again.
    await page.goto('/form');
    await atStep(page, 'en', 'Your state', 1);
  } finally {
    await context.close();
  }
});

test('without JavaScript, Back and Change move the run back, and a state not served ends with a way back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto('/form');
    await page.getByRole('radio', { name: 'Colorado', exact: true }).check();
    await nextOf(page, 'en').click();
    await atStep(page, 'en', 'Your naloxone', 2);
    await page.getByRole('link', { name: en['questionnaire.back'] }).click();
    await atStep(page, 'en', 'Your state', 1);
    // The answer given is still there, and going on comes back to where it was.
    await expect(page.getByRole('radio', { name: 'Colorado', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: 'My state is not listed' }).check();
    await nextOf(page, 'en').click();
    await expect(page.getByRole('heading', { level: 1, name: en['questionnaire.ineligibleTitle'] })).toBeVisible();
    await audited(page, 'ineligible');
    await page.getByRole('button', { name: en['questionnaire.chooseState'] }).click();
    await atStep(page, 'en', 'Your state', 1);
    await page.getByRole('radio', { name: 'Colorado', exact: true }).check();
    await nextOf(page, 'en').click();
    await atStep(page, 'en', 'Your naloxone', 2);
  } finally {
    await context.close();
  }
});

test('with JavaScript, the app takes over the step the server rendered: no second request for it, no layout shift, and a reload is rendered at the step reached', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  const api: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await watchTakeOver(page);
  const response = await page.goto('/form');
  expect(await response!.text()).toContain('name="q-state"');
  const h1 = await page.getByRole('heading', { level: 1 }).elementHandle();
  await expect(page.getByRole('heading', { level: 1, name: 'Your state' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  const seen = await takeOverSeen(page);
  expect(api).toEqual([]);
  expect(complaints).toEqual([]);
  expect(seen.removed).toBe(0);
  expect(seen.shift).toBeLessThan(0.01);
  expect(await h1!.evaluate((node) => node === document.querySelector('h1'))).toBe(true);
  // Next starts the run (its cookie set by the API) and sends the step.
  await page.getByRole('radio', { name: 'Colorado', exact: true }).check();
  await nextOf(page, 'en').click();
  await atStep(page, 'en', 'Your naloxone', 2);
  expect(api).toEqual(['POST /api/flow-runs', expect.stringMatching(/^POST \/api\/flow-runs\/[^/]+\/steps\/1$/)]);
  api.length = 0;
  await page.reload();
  await atStep(page, 'en', 'Your naloxone', 2);
  await page.waitForLoadState('networkidle');
  expect(api).toEqual([]);
  // The app runs it: a card pressed is chosen at once, without a request.
  await page.getByRole('button', { name: /NARCAN/ }).click();
  await expect(page.getByRole('button', { name: /NARCAN/ })).toHaveAttribute('aria-pressed', 'true');
  expect(api).toEqual([]);
  expect(complaints).toEqual([]);
});

test('without JavaScript, the overdose-reversal report is sent from forms, Change on its check page moves back, and its way on opens the order filled in', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const next = () => nextOf(page, 'en').click();
    const heading = (name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const yes = (page: Page) => page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.goto('/report');
    await heading('Where did it happen?');
    await audited(page, 'report: state');
    await page.getByLabel(startsWith('State')).selectOption({ label: 'Colorado' });
    await next();
    await heading('Which county or ZIP code?');
    await next();
    await heading('When did it happen?');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
    const [year, month, day] = today.split('-');
    const date = page.getByRole('group', { name: startsWith('Date') });
    await date.getByRole('textbox', { name: 'Month', exact: true }).fill(String(Number(month)));
    await date.getByRole('textbox', { name: 'Day', exact: true }).fill(String(Number(day)));
    await date.getByRole('textbox', { name: 'Year', exact: true }).fill(year!);
    await next();
    await heading('Which naloxone did you use?');
    await page.getByRole('radio', { name: 'NARCAN Nasal Spray', exact: true }).check();
    await next();
    await heading('How many doses did you give?');
    await page.getByRole('radio', { name: '2', exact: true }).check();
    await next();
    await heading('Was 911 called?');
    await yes(page);
    await next();
    await heading('Did the person recover?');
    await yes(page);
    await next();
    await heading('Did the naloxone come from us?');
    await yes(page);
    await next();
    await heading('Would you like a free replacement kit?');
    await page.getByRole('radio', { name: "Yes, I'd like to order one", exact: true }).check();
    await next();
    await heading('Confirm you are a person');
    await audited(page, 'report: captcha');
    await next();
    await heading('Check your answers before sending your report');
    await audited(page, 'report: check');
    // Change: back to that step, the answer kept; going on returns through the later steps to the check page.
    await page.getByRole('link', { name: /^Change Which naloxone/ }).click();
    await heading('Which naloxone did you use?');
    await expect(page.getByRole('radio', { name: 'NARCAN Nasal Spray', exact: true })).toBeChecked();
    for (let i = 0; i < 8 && !(await page.getByRole('button', { name: 'Send report', exact: true }).isVisible()); i++) await next();
    await page.getByRole('button', { name: 'Send report', exact: true }).click();
    await heading('Thank you for telling us');
    await audited(page, 'report: end');
    // The way on to a replacement kit: the order's first step, the state filled in from the report.
    await page.getByRole('button', { name: en['questionnaire.continueToOrder'] }).click();
    await expect(page).toHaveURL(/\/form$/);
    await atStep(page, 'en', 'Your state', 1);
    await expect(page.getByRole('radio', { name: 'Colorado', exact: true })).toBeChecked();
    await next();
    await atStep(page, 'en', 'Your naloxone', 2);
    await expect(page.getByRole('radio', { name: 'Used', exact: true })).toBeChecked();
  } finally {
    await context.close();
  }
});
