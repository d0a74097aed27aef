import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { questionChoices } from '#engine/choice-lists.ts';
import { addDays, addMonths, calendarDayIn, longDate } from '#engine/dates.ts';
import { kitExpiryWords } from '#engine/kit-expiry.ts';
import en from '#web/i18n/messages/en.json' with { type: 'json' };
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { REFILL_WORDS } from '#web/features/account/refill-words.ts';
import { setQuota, walk, type Person } from '../server/flow-helpers.ts';
import { textAsSent } from '../server/email-as-sent.ts';
import { expectAccessible } from './axe.ts';
import { startDevPortal, type DevPortal } from './dev-portal.ts';
import { latestConsumerFlow } from './flow-texts.ts';
import { auditedVariants, checkPage, inEveryVariant, lightVariants, openVariant, variants, type Variant } from './visual-helpers.ts';

/*
 * A returning person's refill, from their account (docs/product.md#consumer-accounts): the page says when they may
 * order again before they start, and offers the refill only from that day; then the refill opens with what the portal
 * knows filled in. A portal of the test's own, whose clock the test moves on two months; English and Spanish, a phone
 * and a desktop, light and dark (each page opened once per language, then resized and its theme switched).
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const DAY = 86_400_000;
const flow = latestConsumerFlow();
const words = { en, es } as const;
type Language = keyof typeof words;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A question's words in the flow the portal runs, and a step's title. */
const questionText = (id: string, language: Language) => flow.steps.flatMap((s) => s.questions).find((q) => q.id === id)!.text[language]!;
const stepTitle = (id: string, language: Language) => flow.steps.find((s) => s.id === id)!.title?.[language] ?? '';
const choiceText = (questionId: string, value: string, language: Language) => {
  const q = flow.steps.flatMap((s) => s.questions).find((x) => x.id === questionId)!;
  return questionChoices(flow, q).find((c) => c.value === value)!.text[language]!;
};

let portal: DevPortal;
const clock = { at: new Date() };
const person: Person & { lastName: string } = {
  state: 'CO', firstName: 'Rosa', lastName: `Refill${Math.random().toString(36).slice(2, 8)}`, dob: '1984-02-09',
  email: `rosa.refill.${Date.now()}@example.org`, phone: '303-555-0187', address: `${Date.now() % 9000 + 100} Colfax Ave`, city: 'Denver', zip: '80206', qty: 2,
  expiryReminder: 'yes',
};
/** The day the kits Rosa was mailed expire, as the mailing service's file gave it (decision 078). */
const KIT_EXPIRES_ON = '2028-03-31';
let mrn: string;
let orderDay: string;

test.beforeAll(async () => {
  portal = await startDevPortal({ env: 'qa', now: () => clock.at });
  await setQuota(portal.app, 'CO', 400);
  orderDay = calendarDayIn(clock.at, 'America/Denver');
  const end = await walk(portal.app, person);
  expect(end.mrn).toMatch(/^NX-/);
  mrn = end.mrn!;
  // Shipped with a lot that expires in March 2028, as a tracking file's row says (tests/server/kit-lot-expiry.api.test.ts imports one).
  await portal.app.db.updateTable('consumer_orders').set({ kit_lot: 'E2E-LOT', kit_expires_on: KIT_EXPIRES_ON }).where('mrn', '=', mrn).execute();
});
test.afterAll(async () => {
  await portal?.close();
});

/** The newest link in an email of `kind` to the person, as they read it. */
async function linkIn(kind: string): Promise<string> {
  const app = portal.app;
  await expect.poll(async () => (await app.db.selectFrom('outbox').select('id').where('kind', '=', kind).execute()).length).toBeGreaterThan(0);
  const rows = await app.db.selectFrom('outbox').selectAll().where('kind', '=', kind).orderBy('created_at', 'desc').execute();
  for (const row of rows) {
    if (app.fieldCipher.decrypt(row.to_address) !== person.email) continue;
    const link = /\/account\?link=[A-Za-z0-9_-]{43}/.exec(textAsSent(app, row))?.[0];
    if (link) return `${portal.origin}${link}`;
  }
  throw new Error(`no ${kind} link for ${person.email}`);
}

/** The account's session cookie, from opening a link the way the person does. */
async function openAccount(browser: Browser, link: string): Promise<Parameters<BrowserContext['addCookies']>[0]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: en['account.title'] })).toBeVisible();
  await expect(page.getByText(en['account.signedInAs'].replace('{email}', person.email))).toBeVisible();
  const cookies = (await context.cookies()).filter((c) => c.name.endsWith('portal_account'));
  await context.close();
  expect(cookies).toHaveLength(1);
  return cookies;
}

/** A page of the variant in `language`, signed in to the account. */
async function accountPage(browser: Browser, variant: Variant, language: Language, cookies: Parameters<BrowserContext['addCookies']>[0]): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openVariant(browser, variant);
  await context.addInitScript((lang) => localStorage.setItem('portal.language', lang), language);
  await context.addCookies(cookies);
  await page.goto(`${portal.origin}/account`);
  await expect(page.getByRole('heading', { level: 1, name: words[language]['account.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return { context, page };
}

/** The product as the flow names it for a reader of `language` (the catalogue's name in English, as the confirmation). */
const productName = (language: Language) => (language === 'en' ? 'NARCAN (naloxone HCl) 4 mg nasal spray, 2-pack' : choiceText('q-product', '69547-353-02', 'es'));

test('a person who ordered today reads when they can order again, and is offered no refill before then', async ({ browser }, testInfo) => {
  const cookies = await openAccount(browser, await linkIn('order-confirmation'));
  const from = addMonths(orderDay, 2)!;
  for (const language of ['en', 'es'] as const) {
    const t = words[language];
    const { context, page } = await accountPage(browser, variants[0]!, language, cookies);
    const refill = page.getByRole('region', { name: t['account.refill'] });
    await expect(refill.getByText(REFILL_WORDS[language].from.replace('{date}', longDate(from, language)!), { exact: true })).toBeVisible();
    await expect(refill.getByText(REFILL_WORDS[language].needSooner)).toBeVisible();
    await expect(page.getByRole('button', { name: t['account.refill'] })).toHaveCount(0);
    await expect(page.getByRole('button', { name: REFILL_WORDS[language].replace })).toHaveCount(0);
    // The order, its product in the reader's language.
    await expect(page.getByText(new RegExp(`^2 kits (of|de) ${escape(productName(language))}`))).toBeVisible();
    // When its kits expire, as the box prints it.
    await expect(page.getByText(t['account.kitExpires'].replace('{when}', kitExpiryWords(KIT_EXPIRES_ON, language)), { exact: true })).toBeVisible();
    await inEveryVariant(page, async (variant) => {
      // The header's links show on a desktop only: the words are read at every width.
      if (language === 'es') {
        const text = await page.locator('main').innerText();
        for (const english of ['nasal spray', 'Order a refill', 'You can', 'kits of']) expect(text, english).not.toContain(english);
      }
      await checkPage(page, testInfo, `account-refill-later-${language}`, variant);
      if (auditedVariants.includes(variant)) await expectAccessible(page, `account, refill later, ${language} ${variant.width} ${variant.theme}`);
    });
    await context.close();
  }
});

test('two months on, the person signs in again and starts a refill with their details filled in', async ({ browser }, testInfo) => {
  // Past the refill interval in Colorado, whatever the hour.
  clock.at = new Date(clock.at.getTime() + 63 * DAY);
  const signIn = await browser.newPage();
  await signIn.goto(`${portal.origin}/account`);
  await signIn.getByRole('textbox', { name: en['account.email'] }).fill(person.email);
  await signIn.getByRole('button', { name: en['account.sendLink'] }).click();
  await expect(signIn.getByText(en['account.linkSent'].replace('{email}', person.email))).toBeVisible();
  const cookies = await openAccount(browser, await linkIn('account-sign-in'));
  await signIn.close();

  for (const language of ['en', 'es'] as const) {
    const t = words[language];
    const { context, page } = await accountPage(browser, variants[0]!, language, cookies);
    const refill = page.getByRole('region', { name: t['account.refill'] });
    await expect(refill.getByText(t['account.refillNote'])).toBeVisible();
    await expect(refill.getByText(REFILL_WORDS[language].from.split('{date}')[0]!)).toHaveCount(0);
    await inEveryVariant(page, async (variant) => {
      await checkPage(page, testInfo, `account-refill-now-${language}`, variant);
      if (auditedVariants.includes(variant)) await expectAccessible(page, `account, refill now, ${language} ${variant.width} ${variant.theme}`);
    });
    // The rest of the journey once per language, its screens kept at each width: the theme changes nothing in it.
    await startRefill(page, language, (name) => inEveryVariant(page, (variant) => checkPage(page, testInfo, name, variant), lightVariants));
    await context.close();
  }
});

/** Presses the refill and goes through the steps that ask what is new, finding what the portal knew filled in. */
async function startRefill(page: Page, language: Language, screenshot: (name: string) => Promise<void>): Promise<void> {
  const t = words[language];
  const next = page.getByRole('button', { name: t['common.next'], exact: true });
  const heading = (stepId: string) => page.getByRole('heading', { level: 1, name: stepTitle(stepId, language) });
  await page.getByRole('button', { name: t['account.refill'] }).click();
  await expect(page).toHaveURL(/\/form/);

  // The state the kits went to, chosen already: Next at once.
  await expect(heading('state')).toBeFocused();
  await expect(page.getByRole('radio', { name: choiceText('q-state', 'CO', language), exact: true })).toBeChecked();
  await screenshot(`refill-state-filled-${language}`);
  await next.click();
  // The product pressed already; what happened to the last kit is the person's to say.
  await expect(heading('product')).toBeFocused();
  await expect(page.getByRole('button', { name: new RegExp(`^${escape(choiceText('q-product', '69547-353-02', language))}`) })).toHaveAttribute('aria-pressed', 'true');
  const used = page.getByRole('radio', { name: choiceText('q-request-reason', 'Used', language) });
  await expect(used).not.toBeChecked();
  await screenshot(`refill-product-filled-${language}`);
  await used.check();
  await next.click();
  await expect(heading('quantity')).toBeFocused();
  // (Its words name the product chosen: 'How many NARCAN kits…'.)
  await page.getByRole('combobox').selectOption({ index: 1 });
  await next.click();
  await expect(heading('why')).toBeFocused();
  await page.getByRole('radio').first().check();
  await next.click();
  // Where the kits go, who they are and how to reach them, as on their last order: a page each (decision 053).
  const box = (id: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(questionText(id, language))}`) });
  await expect(heading('shipping')).toBeFocused();
  await expect(box('q-ship-address').first()).toHaveValue(person.address);
  await expectAccessible(page, `refill shipping address filled in, ${language}`);
  await next.click();
  // The home address is asked only when it differs from the shipping address; as it was, it is filled in too.
  await expect(heading('about-you').or(heading('home-address'))).toBeFocused();
  if (await heading('home-address').isVisible()) await next.click();
  await expect(heading('about-you')).toBeFocused();
  await expect(box('q-first-name')).toHaveValue(person.firstName);
  await expect(box('q-last-name')).toHaveValue(person.lastName);
  await next.click();
  await expect(heading('contact')).toBeFocused();
  await expect(box('q-email')).toHaveValue(person.email);
  await expect(box('q-phone')).toHaveValue(person.phone);
  await expectAccessible(page, `refill details filled in, ${language}`);
}

/** The links of the newest kit-expiry email to the person, as they read it (decision 078). */
async function kitReminderLinks(): Promise<{ newKit: string; stop: string }> {
  const app = portal.app;
  const rows = await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'kit-expiry').orderBy('created_at', 'desc').execute();
  const row = rows.find((r) => app.fieldCipher.decrypt(r.to_address) === person.email);
  if (!row) throw new Error(`no kit-expiry email for ${person.email}`);
  const text = textAsSent(app, row);
  const link = (path: string) => `${portal.origin}${new RegExp(`${path}\\?link=[A-Za-z0-9_-]{43}`).exec(text)![0]}`;
  return { newKit: link('/kit-reminder'), stop: link('/kit-reminder/stop') };
}

test('before the kit expires the person is emailed; the unsubscribe page acts only on its button, and the new-kit link opens the questionnaire with the reason Expired', async ({ browser }, testInfo) => {
  // Shipped, its kit now expires in 20 days: the day's kit-expiry run emails Rosa, who asked for it.
  const today = calendarDayIn(clock.at, portal.app.config.programmeTimeZone);
  await portal.app.db.updateTable('consumer_orders').set({ status: 'shipped', shipped_on: orderDay, kit_expires_on: addDays(today, 20)! }).where('mrn', '=', mrn).execute();
  const run = await portal.app.scheduler.runNow('kit-expiry', today);
  expect(run.status).toBe('done');
  const links = await kitReminderLinks();

  for (const language of ['en', 'es'] as const) {
    const t = words[language];
    const { context, page } = await openVariant(browser, variants[0]!);
    await page.goto(`${links.stop}&lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t['kitReminder.stopTitle'] })).toBeVisible();
    await inEveryVariant(page, async (variant) => {
      await checkPage(page, testInfo, `kit-reminder-stop-${language}`, variant);
      if (auditedVariants.includes(variant)) await expectAccessible(page, `kit-expiry unsubscribe, ${language} ${variant.width} ${variant.theme}`);
    });
    if (language === 'es') {
      // Opening the page changed nothing; its button does it, and the page says so in the person's language.
      const wants = async () => (await portal.app.db.selectFrom('consumer_orders').select('expiry_reminder').where('mrn', '=', mrn).executeTakeFirstOrThrow()).expiry_reminder;
      expect(await wants()).toBe(1);
      await page.getByRole('button', { name: t['kitReminder.stopButton'] }).click();
      await expect(page.getByText(t['kitReminder.stopped'])).toBeVisible();
      expect(await wants()).toBe(0);
      await inEveryVariant(page, async (variant) => {
        await checkPage(page, testInfo, 'kit-reminder-stopped-es', variant);
        if (auditedVariants.includes(variant)) await expectAccessible(page, `kit-expiry emails stopped, ${variant.width} ${variant.theme}`);
      });
    }
    await context.close();
  }

  const { context, page } = await openVariant(browser, variants[0]!);
  await page.goto(links.newKit);
  await expect(page.getByRole('heading', { level: 1, name: en['kitReminder.newKitTitle'] })).toBeVisible();
  await inEveryVariant(page, async (variant) => {
    await checkPage(page, testInfo, 'kit-reminder-new-kit', variant);
    if (auditedVariants.includes(variant)) await expectAccessible(page, `kit-expiry new kit, ${variant.width} ${variant.theme}`);
  }, lightVariants);
  await page.getByRole('button', { name: en['kitReminder.newKitStart'] }).click();
  await expect(page).toHaveURL(/\/form/);
  const next = page.getByRole('button', { name: en['common.next'], exact: true });
  await expect(page.getByRole('radio', { name: choiceText('q-state', 'CO', 'en'), exact: true })).toBeChecked();
  await next.click();
  // The reason is Expired already; the product as before.
  await expect(page.getByRole('radio', { name: choiceText('q-request-reason', 'Expired', 'en') })).toBeChecked();
  await context.close();

  // The link works once.
  const again = await browser.newPage();
  await again.goto(links.newKit);
  await again.getByRole('button', { name: en['kitReminder.newKitStart'] }).click();
  await expect(again.getByText(en['kitReminder.linkSpent'])).toBeVisible();
  await again.close();
});
