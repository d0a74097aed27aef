import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { demo, signIn, type SignedIn } from './auth-helpers.ts';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { LANGUAGE_COOKIE } from '#schemas/language-cookie.ts';
import { latestConsumerFlow, quizAnswers, siguiente, spanishOf, startingWith } from './flow-texts.ts';
import { auditedVariants, checkPage, inEveryVariant, openVariant, variants } from './visual-helpers.ts';

/** Someone requesting kits. Each test uses its own person: a second order by the same person is a refill. */
export interface Person {
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  phone: string;
}

/** A person no other test (or earlier run on the same database) has used. */
export function newPerson(label: string): Person {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return {
    firstName: 'Alex',
    lastName: `Rivera${letters}`,
    dob: '1990-05-17',
    email: `${label}.${letters}@example.org`,
    phone: '3035550142',
  };
}

export interface Address {
  address: string;
  city: string;
  zip: string;
  county?: string;
}

export const DENVER: Address = { address: '1600 Broadway', city: 'Denver', zip: '80202' };
export const HAZARD: Address = { address: '100 Main St', city: 'Hazard', zip: '41701', county: 'Perry' };

export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** The questionnaire's Next button in the page's language. */
const nextIn = (page: Page, language: 'en' | 'es') => (language === 'en' ? next(page) : siguiente(page));

/** Next (or Register) held back: still in the tab order, marked aria-disabled, described by the summary. */
export async function expectHeldBack(button: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
}

/**
 * The questionnaire's Next pressed with an answer missing or wrong: nothing is sent, GOV.UK's error summary ('There
 * is a problem') appears at the top and takes focus, with a link per field. Returns the summary.
 */
export async function expectErrorSummary(page: Page, title = 'There is a problem'): Promise<ReturnType<Page['getByRole']>> {
  await next(page).or(page.getByRole('button', { name: 'Siguiente', exact: true })).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(summary).toBeFocused();
  return summary;
}

export async function expectOpen(button: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(button).not.toHaveAttribute('aria-disabled');
  await expect(button).toBeEnabled();
}

/** The memorable date of birth: Month, Day and Year boxes of the 'Date of birth' group, from YYYY-MM-DD. */
export async function fillDateOfBirth(page: Page, dob: string): Promise<void> {
  const [year, month, day] = dob.split('-');
  const group = page.getByRole('group', { name: /^Date of birth/ });
  await group.getByRole('textbox', { name: 'Month', exact: true }).fill(String(Number(month)));
  await group.getByRole('textbox', { name: 'Day', exact: true }).fill(String(Number(day)));
  await group.getByRole('textbox', { name: 'Year', exact: true }).fill(year!);
}

const latest = latestConsumerFlow();

/** The steps of the latest questionnaire (consumer v5: 15): the END step counts too. */
export const STEPS = latest.steps.length;

/** The check-your-answers step of the latest questionnaire (14 in v5), its Next 'Place order', and its English title. */
const checkStep = latest.steps.find((s) => s.review)!;
export const CHECK_STEP = checkStep.number;
export const CHECK_TITLE = checkStep.title!.en!;

/** Waits for a step: its heading shown and focused (the step has settled), the progress saying where we are. */
export async function atStep(page: Page, title: string | RegExp, number?: number): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  if (number !== undefined) {
    await expect(page.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute('aria-valuetext', `Step ${number} of ${STEPS}`);
  }
}

export interface Order {
  state: 'Colorado' | 'Kentucky' | string;
  reason?: string;
  kits?: string;
  person: Person;
  address: Address;
  /** axe on every step */
  audit?: boolean;
  /** a look at every step, as it is shown (steps 1–4 and 6 on arrival, 5 filled in, the quiz answered, the check, the END) */
  onStep?: (page: Page, label: string) => Promise<void>;
}

async function audit(page: Page, order: Order, label: string) {
  if (order.audit) await expectAccessible(page, label);
  if (order.onStep) await order.onStep(page, label);
}

/** Steps 1–4: state, product and reason, quantity, why. */
export async function answerFirstSteps(page: Page, order: Order): Promise<void> {
  await atStep(page, 'Your state', 1);
  await audit(page, order, 'step 1');
  await chooseState(page, order.state);
  await next(page).click();
  await atStep(page, 'Your naloxone', 2);
  await audit(page, order, 'step 2');
  await page.getByRole('button', { name: /NARCAN Nasal Spray/ }).click();
  await page.getByRole('radio', { name: order.reason ?? 'New Request' }).check();
  await next(page).click();
  await atStep(page, 'Number of kits', 3);
  await audit(page, order, 'step 3');
  await page.getByLabel(/How many/).selectOption({ label: order.kits ?? '2 kits' });
  await next(page).click();
  await atStep(page, 'Reason for requesting', 4);
  await audit(page, order, 'step 4');
  await page.getByRole('radio', { name: /anyone in my community/ }).check();
  await next(page).click();
}

/** Step 1: one of the served states, or 'My state is not listed' for any other. */
export async function chooseState(page: Page, state: string): Promise<void> {
  const served = state === 'Colorado' || state === 'Kentucky';
  await page.getByRole('radio', { name: served ? state : 'My state is not listed' }).check();
}

/**
 * Steps 5–8, the details, one page each: the shipping address (with 'This is also my home address', so the home
 * address page is skipped), about you, and contact (the captcha is QA's). Leaves the contact page filled in, for the
 * caller's Next.
 */
export async function fillDetails(page: Page, order: Order): Promise<void> {
  await atStep(page, 'Where should we send your kit?', 5);
  await fillDetailsForm(page, order);
}

/** The details pages from the shipping address on, as `fillDetails` (the shipping page already shown). */
export async function fillDetailsForm(page: Page, order: Order): Promise<void> {
  await page.getByLabel(/What kind of address/).selectOption({ label: 'Home' });
  await page.getByRole('textbox', { name: /^Shipping address line 1/ }).fill(order.address.address);
  await page.getByRole('textbox', { name: /^Town or city/ }).fill(order.address.city);
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill(order.address.zip);
  if (order.address.county) await page.getByLabel(/County/).selectOption({ label: order.address.county });
  await page.getByRole('checkbox', { name: /This is also my home address/ }).check();
  await audit(page, order, 'step 5');
  await next(page).click();
  await atStep(page, 'About you', 7);
  await page.getByRole('textbox', { name: /^First name/ }).fill(order.person.firstName);
  await page.getByRole('textbox', { name: /^Last name/ }).fill(order.person.lastName);
  await fillDateOfBirth(page, order.person.dob);
  await page.getByLabel(/^Gender/).selectOption({ label: 'Female' });
  await audit(page, order, 'step 7');
  await next(page).click();
  await atStep(page, 'How can we contact you?', 8);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill(order.person.phone);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(order.person.email);
  await audit(page, order, 'step 8');
}

/** The quiz's right answers in English, as its buttons are named (the names start with them). */
export const QUIZ_ANSWERS = quizAnswers('en').map(startingWith);

/** The check-your-answers step on a Spanish page: its Spanish heading focused, 'Paso 14 de 15'. */
async function atSpanishCheck(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: spanishOf(latest, CHECK_TITLE) })).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `Paso ${CHECK_STEP} de ${STEPS}`);
}

/** How the quiz walk is checked and pressed; every part has a default for a mouse user on an English page. */
export interface QuizWalk {
  language?: 'en' | 'es';
  /** the calling test file's check that question `i` (0 to 3, step 10 + i) is shown; this file's `atStep` by default */
  atQuestion?: (page: Page, i: number) => Promise<void>;
  /** a look at question `i` once answered right */
  answered?: (page: Page, i: number) => Promise<void>;
  /** chooses an answer (a click by default) */
  choose?: (choice: Locator) => Promise<void>;
  /** presses Next (a click by default) */
  pressNext?: (page: Page) => Promise<void>;
  /** the calling test file's check that the check-your-answers step is shown; this file's `atStep` by default */
  atCheck?: (page: Page) => Promise<void>;
  /** a look at the check-your-answers step */
  checked?: (page: Page) => Promise<void>;
  /** presses 'Place order' (a click by default) */
  place?: (button: Locator) => Promise<void>;
}

/**
 * Steps 10 to 13, the quiz answered right, then the check-your-answers step (14) and 'Place order', on to the order's
 * END step: the one walk from the quiz to the order placed, which every walk of the latest consumer version ends with.
 */
export async function answerQuizAndPlace(page: Page, walk: QuizWalk = {}): Promise<void> {
  const language = walk.language ?? 'en';
  const answers = quizAnswers(language);
  const correct = language === 'en' ? 'Correct!' : spanishOf(latestConsumerFlow(), 'Correct!');
  const atQuestion = walk.atQuestion ?? ((p: Page, i: number) => atStep(p, `Quiz: question ${i + 1} of 4`, 10 + i));
  const choose = walk.choose ?? ((choice: Locator) => choice.click());
  const pressNext = walk.pressNext ?? ((p: Page) => nextIn(p, language).click());
  for (const [i, answer] of answers.entries()) {
    await atQuestion(page, i);
    await choose(page.getByRole('button', { name: startingWith(answer) }));
    await expect(page.getByText(correct, { exact: true })).toBeVisible();
    if (walk.answered) await walk.answered(page, i);
    await pressNext(page);
  }
  await (walk.atCheck ?? (language === 'en' ? (p: Page) => atStep(p, CHECK_TITLE, CHECK_STEP) : atSpanishCheck))(page);
  if (walk.checked) await walk.checked(page);
  const place = page.getByRole('button', { name: language === 'en' ? 'Place order' : es['questionnaire.placeOrder'], exact: true });
  await (walk.place ?? ((button: Locator) => button.click()))(place);
}

/** Steps 9 to 13: the video (completed by QA) and the quiz, to the END step. */
export async function watchAndAnswerQuiz(page: Page, order: Order): Promise<void> {
  await atStep(page, 'Training video', 9);
  await expect(page.getByText('The video is marked as watched in the QA environment.')).toBeVisible();
  await audit(page, order, 'step 9');
  await next(page).click();
  await answerQuizAndPlace(page, { answered: (p, i) => audit(p, order, `step ${10 + i}`), checked: (p) => audit(p, order, `step ${CHECK_STEP}`) });
}

/** A whole order from /form to the END step; returns the MRN shown there. */
export async function placeOrder(page: Page, order: Order): Promise<string> {
  await page.goto('/form');
  await answerFirstSteps(page, order);
  await fillDetails(page, order);
  await next(page).click();
  await watchAndAnswerQuiz(page, order);
  return readMrn(page, order);
}

export async function readMrn(page: Page, order?: Order): Promise<string> {
  // GOV.UK's confirmation: one heading, in the panel with the order number.
  await atStep(page, 'Order placed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The END step is no step to count: no 'Step 15 of 15'.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  if (order) await audit(page, order, `step ${STEPS}`);
  const mrn = (await page.getByTestId('order-mrn').textContent())?.trim();
  if (!mrn || !/^NX-/.test(mrn)) throw new Error(`no MRN shown: "${mrn}"`);
  return mrn;
}

/** A superAdmin's session for reading the outbox, signed in once per worker (its portal) and again when it has ended. */
let outboxReader: SignedIn | undefined;

async function outboxReaderSession(browser: Browser, again: boolean): Promise<SignedIn> {
  if (outboxReader && !again) return outboxReader;
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, demo.superAdmin.email, demo.superAdmin.password);
    await expect(admin).toHaveURL(/\/progress$/);
    outboxReader = await context.storageState();
    return outboxReader;
  } finally {
    await context.close();
  }
}

/**
 * The order confirmation (or another consumer email) sent to `email`, read from the outbox by a superAdmin in a context
 * of its own: the session of the worker's one sign-in for this (outboxReaderSession), a new sign-in if it has ended.
 */
export async function confirmationEmail(browser: Browser, email: string, kind = 'order-confirmation'): Promise<{ subject: string; text: string }> {
  for (const again of [false, true]) {
    const context = await browser.newContext({ storageState: await outboxReaderSession(browser, again) });
    try {
      // Consumers' addresses are masked unless a superAdmin asks to reveal them (an audited read).
      const res = await context.request.get('/api/outbox?limit=100&reveal=true');
      if (res.status() === 401 && !again) continue;
      expect(res.status()).toBe(200);
      const { items } = (await res.json()) as { items: { to: string; kind: string; subject: string; text: string }[] };
      const mail = items.find((m) => m.to === email && m.kind === kind);
      if (!mail) throw new Error(`no ${kind} email for ${email} in the outbox`);
      return mail;
    } finally {
      await context.close();
    }
  }
  throw new Error('the outbox could not be read');
}

/** The questionnaire run a step's request went to: runIdIn('…/api/flow-runs/AbC…/steps/5') === 'AbC…'. */
export function runIdIn(url: string): string {
  const runId = /\/api\/flow-runs\/([^/]+)\/steps\//.exec(url)?.[1];
  if (!runId) throw new Error(`not a step of a run: ${url}`);
  return runId;
}

/**
 * The page of a run that has ended, opened again in the language given, at phone and desktop width, light and dark:
 * it fits the screen and its screenshots are kept as `<name>-<width>-<theme>.png`.
 */
export async function endedRunScreens(browser: Browser, runId: string, language: 'en' | 'es', name: string, heading: string): Promise<void> {
  await reopenedScreens(browser, { 'questionnaire.runId': runId }, language, '/form', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await inEveryVariant(page, (variant) => checkPage(page, test.info(), name, variant));
  });
}

/**
 * The confirmation page of an order placed by run `runId`, opened as the tab that placed it would open it again (a
 * reload), in the language given, at phone and desktop width, light and dark: it fits the screen, axe finds nothing
 * (in each theme), and its screenshots are kept as `<name>-<width>-<theme>.png`.
 */
export async function placedOrderScreens(browser: Browser, runId: string | null, language: 'en' | 'es', name: string, heading: string): Promise<void> {
  await reopenedScreens(browser, runId ? { 'questionnaire.placedRunId': runId } : {}, language, '/order-placed', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    await inEveryVariant(page, async (variant) => {
      if (auditedVariants.includes(variant)) await expectAccessible(page, `${name} at ${variant.width} (${variant.theme})`);
      await checkPage(page, test.info(), name, variant);
    });
  });
}

/**
 * `path` opened in a tab of its own holding `session` (a run's id), in the language given, for `look` to look at. The
 * language is kept as the app keeps a choice (web/i18n/language-preference.ts): in storage and in the cookie the server
 * renders the page by. With storage alone the server draws the page in English and the app redraws it in Spanish once
 * the Spanish words arrive: an ended run loaded by the first drawing is forgotten (it is shown once) before the second
 * loads it, which then starts afresh (seen once in five whole runs, and again with the Spanish words held back 2 s).
 */
async function reopenedScreens(
  browser: Browser, session: Record<string, string>, language: 'en' | 'es', path: string, look: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page } = await openVariant(browser, variants[0]!);
  try {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: test.info().project.use.baseURL! }]);
    await context.addInitScript(([entries, lang]) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      localStorage.setItem('portal.language', lang);
    }, [session, language] as const);
    await page.goto(path);
    await look(page);
  } finally {
    await context.close();
  }
}
