import { expect, test, type Browser, type Page } from '@playwright/test';
import { APPLICATION_REFERENCE_PATTERN } from '#schemas/mrn.ts';
import en from '#web/i18n/messages/en.json' with { type: 'json' };
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { applicationReceived } from '#engine/application-received.ts';
import { APPLICATION_REVIEW_WORKING_DAYS } from '#engine/programme-settings.ts';
import { expectAccessible } from './axe.ts';
import { mailTo } from './mailbox/read-mail.ts';
import { auditedVariants, checkPage, inEveryVariant, variants, type Variant } from './visual-helpers.ts';

/*
 * A facility applies for membership as a person would, in English and in Spanish: nothing is marked wrong before Register; a Register with problems shows the error summary at the top (focused,
 * a link to each field) and each field's message; a sent application has a page of its own with its reference and
 * what happens next, which a reload shows again without sending anything; the email says the same. One application per
 * language; each of its three screens is looked at on a phone and a desktop, light and dark (the page resized and its
 * theme switched, not walked again): a screenshot of each in test-results/screens/, axe in each theme.
 */

test.describe.configure({ timeout: 120_000 });

const catalogues = { en, es } as const;
type Language = keyof typeof catalogues;
type Key = keyof typeof en;

/** English words that must not show on the Spanish pages of this journey. */
const ENGLISH = ['Register', 'There is a problem', 'required', 'Application received', 'Your reference', 'What happens next', 'home page', 'Optional'];

async function openAs(browser: Browser, language: Language, variant: Variant): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: variant.width, height: variant.height },
    colorScheme: variant.theme,
    locale: language === 'es' ? 'es-US' : 'en-US',
  });
  await context.addInitScript((theme) => localStorage.setItem('portal.theme', theme), variant.theme);
  return context.newPage();
}

async function expectLanguage(page: Page, language: Language, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (language === 'es') {
    const text = await page.getByRole('main').innerText();
    for (const word of ENGLISH) expect(text, `${label}: '${word}'`).not.toContain(word);
  }
}

/** The screen as it is, in every width and theme: in its language, axe in each theme, a screenshot kept. */
async function lookAt(page: Page, language: Language, label: string, name: string): Promise<void> {
  await expectLanguage(page, language, label);
  await inEveryVariant(page, async (variant) => {
    if (auditedVariants.includes(variant)) await expectAccessible(page, `${label} at ${variant.width} (${variant.theme})`);
    await checkPage(page, test.info(), name, variant);
  });
}

for (const language of ['en', 'es'] as const) {
  const w = catalogues[language];
  // The portal's review time: its programme has not set one.
  const received = applicationReceived(language, APPLICATION_REVIEW_WORKING_DAYS.default);
  test(`a facility applies in ${language === 'en' ? 'English' : 'Spanish'}: errors after Register, then its own page with the reference`, async ({ browser }) => {
    const page = await openAs(browser, language, variants[0]!);
    const field = (key: Key) => page.getByRole('textbox', { name: w[key], exact: true });
    const contactEmail = `journey.${language}.${Date.now()}@example.org`;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/register') posts.push(request.url());
    });

    await page.goto('/');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: w['register.title'] })).toBeVisible();
    // The journey with the app, once it has the form (its code arrives after the page; in Spanish, the catalogue too): it
    // formats a phone as it is typed. A Register pressed before would be the page's own post, one page more to go Back.
    const phone = field('register.field.phone');
    await expect(async () => {
      await phone.clear();
      await phone.fill('3035550100');
      await expect(phone).toHaveValue('303-555-0100', { timeout: 500 });
    }).toPass();
    await phone.fill('');
    // Nothing is marked wrong before the person tries to continue.
    await expect(page.getByRole('heading', { name: w['common.errorSummaryTitle'] })).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByText(w['common.pendingSummary'])).toHaveCount(0);

    // A first try with a few answers, one of them wrong.
    await field('register.field.legalBusinessName').fill('Mile High Harm Reduction Inc.');
    await field('register.field.zip').fill('802');
    await page.getByRole('button', { name: w['register.submit'] }).click();
    const summary = page.getByRole('heading', { level: 2, name: w['common.errorSummaryTitle'] });
    await expect(summary).toBeVisible();
    // Focus is on the summary, at the top of the page: it is what a screen reader reads, and what a phone shows.
    const box = page.getByRole('alert').filter({ has: summary });
    await expect(box).toBeFocused();
    await inEveryVariant(page, async (variant) => expect((await box.boundingBox())!.y).toBeLessThan(variant.height));
    const links = box.getByRole('link');
    // 14 problems: every required field but the legal name, the ZIP's format instead of its absence.
    await expect(links).toHaveCount(14);
    await expect(links.first()).toHaveText(w['common.required'].replace('{label}', w['register.field.name']));
    await expect(box.getByRole('link', { name: new RegExp(w['register.invalidZip']) })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Error: ${w['register.title']}`));
    // The same message beside the field; the link takes the person there.
    await expect(field('register.field.zip')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('register.field.zip')).toHaveAccessibleDescription(new RegExp(w['register.invalidZip']));
    await box.getByRole('link', { name: new RegExp(w['register.invalidZip']) }).click();
    await expect(field('register.field.zip')).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, language, `${language} form after a failed Register`, `register-errors-${language}`);

    // The rest, answered; Not sure about another group asks for no name.
    await field('register.field.name').fill('Mile High Harm Reduction');
    await page.getByRole('combobox', { name: w['register.field.facilityType'], exact: true }).selectOption({ label: w['register.facility.community'] });
    await field('register.field.street').fill('1600 Broadway');
    await field('register.field.city').fill('Denver');
    await page.getByRole('combobox', { name: w['register.field.state'], exact: true }).selectOption({ label: 'Colorado' });
    await field('register.field.zip').fill('80202');
    // A fixed field leaves the summary, and its message goes, as the person types.
    await expect(field('register.field.zip')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(box.getByRole('link', { name: new RegExp(w['register.invalidZip']) })).toHaveCount(0);
    await field('register.field.county').fill('Denver');
    await field('register.field.attention').fill('Purchasing');
    await field('register.field.phone').fill('3035550100');
    await field('register.field.contactName').fill('Alex Rivera');
    await field('register.field.contactPhone').fill('3035550101');
    await field('register.field.contactEmail').fill(contactEmail);
    await page.getByRole('group', { name: w['register.field.partOfPurchasingGroup'] }).getByRole('radio', { name: w['common.no'], exact: true }).check();
    await page.getByRole('group', { name: w['register.field.otherGpoAffiliation'] }).getByRole('radio', { name: w['common.notSure'], exact: true }).check();
    await expect(field('register.field.currentGpoName')).toHaveAccessibleDescription(w['register.ifYouKnow']);
    await expect(field('register.field.currentGpoName')).not.toHaveAttribute('required');
    await page.getByRole('button', { name: w['register.submit'] }).click();

    // Its own page: the reference, what happens next.
    await expect(page).toHaveURL(/\/register\/received\/MA-[A-Z0-9]{6}$/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    expect(reference).toMatch(APPLICATION_REFERENCE_PATTERN);
    await expect(page.getByRole('heading', { level: 1, name: received.title })).toBeVisible();
    // The frame starts a new page at its top, focus on its content, as a page load would.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: received.nextLabel })).toBeVisible();
    for (const sentence of received.next) await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByText(received.emailSent)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${received.title}`));
    expect(posts).toHaveLength(1);
    await lookAt(page, language, `${language} application received`, `register-received-${language}`);

    // A reload shows the same page and sends nothing.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: received.title })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    expect(posts).toHaveLength(1);
    await lookAt(page, language, `${language} application received, reloaded`, `register-received-reloaded-${language}`);

    // Back leaves the page for the one before the form: the form is not there to be sent twice.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    // The acknowledgement says what the page said, with the same reference.
    const mail = await mailTo(contactEmail, new RegExp(reference));
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(`${received.referenceLabel}: ${reference}`);
    for (const sentence of received.next) expect(mail.text.replace(/\s+/g, ' ')).toContain(sentence);
    expect(mail.text).toContain('Mile High Harm Reduction Inc.');
    expect(mail.text).not.toContain('Inc..');
    await page.context().close();
  });
}

test('an address whose reference could not be one is not found', async ({ page }) => {
  await page.goto('/register/received/not-a-reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
