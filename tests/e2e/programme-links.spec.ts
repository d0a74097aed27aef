import { expect, test, type Page } from '@playwright/test';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import privacyEs from '#web/i18n/messages/privacy/es.json' with { type: 'json' };
import { APPLICATION_REVIEW_WORKING_DAYS, EXPIRY_REMINDER_DAYS } from '#engine/programme-settings.ts';
import { demo, fromPage, signIn } from './auth-helpers.ts';
import { expectAccessible } from './axe.ts';
import { checkPage, openVariant, useVariant, variants } from './visual-helpers.ts';

/*
 * The programme's own pages (docs/product.md#the-programmes-own-pages, decision 058): until a superAdmin sets them the
 * public pages link only the portal's own, its privacy statement included; once set, the header, the footer and the
 * landing page's acknowledgement go to the programme's, in English and Spanish. Screenshots of the header and footer
 * with the settings, and of the settings page, at phone and desktop width, light and dark.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SITE = 'https://naloxone.colorado.test';
const SETTINGS = {
  programmeName: 'Colorado Naloxone Project',
  marketingSiteUrl: SITE,
  contactPhone: '303-555-0100',
  contactEmail: 'help@naloxone.colorado.test',
  privacyStatementUrl: `${SITE}/privacy`,
  termsOfUseUrl: `${SITE}/terms-of-use`,
  termsOfSaleUrl: `${SITE}/terms-of-sale`,
  helpUrl: `${SITE}/help`,
  applicationReviewWorkingDays: 10,
  expiryReminderDays: 45,
};
// The settings of a new portal: every text unset, the review time of a membership application and the kit-expiry
// email's notice at their defaults.
const NONE = {
  ...Object.fromEntries(Object.keys(SETTINGS).map((key) => [key, null])),
  applicationReviewWorkingDays: APPLICATION_REVIEW_WORKING_DAYS.default,
  expiryReminderDays: EXPIRY_REMINDER_DAYS.default,
};
/** An application's reference, as the page after Register is opened with it. */
const REFERENCE = 'MA-7KQ2M9';

/** Every link of the header or footer, as [words, address], once the page has drawn them. */
async function linksOf(page: Page, landmark: 'banner' | 'contentinfo') {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole(landmark).getByRole('link').first()).toBeVisible();
  return page.getByRole(landmark).locator('a[href]').evaluateAll((links) => links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));
}

async function toSpanish(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test("until the programme sets its own, the public pages link the portal's pages and its privacy statement", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    expect(await linksOf(page, 'banner')).toEqual([
      ['Naloxone Access Portal', '/'], ['Track My Shipment', '/track'], ['GPO Membership', '/register'], ['Log In', '/login'],
    ]);
    expect(await linksOf(page, 'contentinfo')).toEqual([['Privacy Statement', '/privacy'], ['Do Not Sell My Personal Information', '/privacy#do-not-sell']]);
    const tick = page.getByRole('main').getByRole('link', { name: /^Privacy Statement/ });
    await expect(tick).toHaveAttribute('href', '/privacy');
    expect(await page.content()).not.toContain('example.org');

    // The statement opens in a new tab, so the box and the page stay as they were.
    const [statement] = await Promise.all([context.waitForEvent('page'), tick.click()]);
    await expect(statement.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
    await expect(statement).toHaveTitle('Privacy statement | Naloxone Access Portal');
    const main = statement.getByRole('main');
    await expect(main).toContainText('erased 24 months after your last order');
    await expect(main).toContainText('erased from the portal 30 days after they are sent');
    await expect(main).toContainText('your answers are deleted after 30 days');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'What we keep when you request naloxone', 'Why we keep it', 'How long we keep it', 'Who sees it', 'Your browser',
      'We do not sell your personal information', 'Facilities applying for membership',
    ]);
    await expectAccessible(statement, 'privacy statement');

    await statement.getByRole('contentinfo').getByRole('link', { name: 'Do Not Sell My Personal Information' }).click();
    await expect(statement).toHaveURL(/\/privacy#do-not-sell$/);
    await expect(statement.getByRole('heading', { level: 2, name: 'We do not sell your personal information' })).toBeInViewport();

    await toSpanish(statement);
    await expect(statement.getByRole('heading', { level: 1, name: privacyEs['privacy.title'] })).toBeVisible();
    await expect(statement.getByRole('main')).toContainText('se borran 24 meses después de su último pedido');
    await expect(statement.getByRole('contentinfo').getByRole('link', { name: es['footer.privacyStatement'] })).toHaveAttribute('href', '/privacy');
    await expectAccessible(statement, 'privacy statement in Spanish');
  } finally {
    await context.close();
  }
});

test("a superAdmin sets the programme's links, and the public pages show them in English and Spanish", async ({ browser }) => {
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await staff.newPage();
  try {
    await signIn(admin, demo.superAdmin.email, demo.superAdmin.password);
    await expect(admin).toHaveURL(/\/progress$/);
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Programme' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Programme settings' })).toBeVisible();
    const field = (label: string) => admin.getByRole('main').getByLabel(label, { exact: true });
    await expect(field('Programme name')).toHaveValue('');
    await expect(field('Membership review time')).toHaveValue(String(APPLICATION_REVIEW_WORKING_DAYS.default));
    await expectAccessible(admin, 'programme settings');

    // A wrong value is named beside its field when the person leaves it, and again at the top on Save.
    await field('Programme website').fill('http://naloxone.colorado.test');
    await field('Contact phone').click();
    await expect(admin.getByText('Programme website: enter an address that starts with https://')).toBeVisible();
    await field('Contact phone').fill('555-0100');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    const summary = admin.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Programme website: enter an address that starts with https://',
      'Contact phone: enter a US phone number of 10 digits, such as 303-555-0100',
    ]);
    await expectAccessible(admin, 'programme settings with problems');
    await summary.getByRole('link', { name: /^Contact phone/ }).click();
    await expect(field('Contact phone')).toBeFocused();
    expect((await admin.request.get('/api/programme')).ok()).toBe(true);
    expect((await (await admin.request.get('/api/programme')).json()).settings.marketingSiteUrl).toBeNull();

    await field('Programme name').fill(SETTINGS.programmeName);
    await field('Programme website').fill(SETTINGS.marketingSiteUrl);
    await field('Contact phone').fill('(303) 555 0100');
    await field('Contact email').fill(SETTINGS.contactEmail);
    await field('Privacy statement').fill(SETTINGS.privacyStatementUrl);
    await field('Terms of use').fill(SETTINGS.termsOfUseUrl);
    await field('Terms of sale').fill(SETTINGS.termsOfSaleUrl);
    await field('Help page').fill(SETTINGS.helpUrl);
    await field('Membership review time').fill(String(SETTINGS.applicationReviewWorkingDays));
    await field('Kit expiry email').fill(String(SETTINGS.expiryReminderDays));
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('Programme settings saved. Public pages show them when they are next opened.')).toBeVisible();
    await expect(field('Contact phone')).toHaveValue('303-555-0100');
    await expect(admin.getByText(/^Last saved .* by Sam Superadmin\.$/)).toBeVisible();
    await expect(admin.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0);

    const audit = await (await admin.request.get('/api/audit?action=programme.change')).json() as { items: { actor: { email: string } | null; detail: { changed: string[] } }[] };
    expect(audit.items[0]!.actor?.email).toBe(demo.superAdmin.email);
    expect(audit.items[0]!.detail.changed).toEqual(Object.keys(SETTINGS));

    for (const variant of variants) {
      await useVariant(admin, variant);
      await admin.reload();
      await expect(field('Programme name')).toHaveValue(SETTINGS.programmeName);
      await checkPage(admin, test.info(), 'programme-settings', variant);
    }

    // The public pages, opened after the save.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    try {
      const page = await visitor.newPage();
      await page.goto('/');
      expect(await linksOf(page, 'banner')).toEqual([
        ['Naloxone Access Portal', '/'],
        ['Opioids', `${SITE}/opioids`], ['Training', `${SITE}/training`], ['Resources', `${SITE}/resources`], ['About Us', `${SITE}/about-us`],
        ['Track My Shipment', '/track'], ['News', `${SITE}/news`], ['Contact Us', `${SITE}/contact-us`], ['GPO Membership', '/register'], ['Log In', '/login'],
      ]);
      expect(await linksOf(page, 'contentinfo')).toEqual([
        ['Terms of Use', SETTINGS.termsOfUseUrl], ['Terms of Sale', SETTINGS.termsOfSaleUrl], ['Privacy Statement', SETTINGS.privacyStatementUrl],
        ['Do Not Sell My Personal Information', SETTINGS.privacyStatementUrl], ['Help', SETTINGS.helpUrl],
        ['303-555-0100', 'tel:3035550100'], [SETTINGS.contactEmail, `mailto:${SETTINGS.contactEmail}`],
      ]);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Questions? Contact the programme: 303-555-0100 help@naloxone.colorado.test');
      await expect(footer).toContainText('Part of Colorado Naloxone Project. This service is run in partnership by');
      await expect(page.getByRole('main').getByRole('link', { name: /^Privacy Statement/ })).toHaveAttribute('href', SETTINGS.privacyStatementUrl);
      await expectAccessible(page, 'home with the programme settings');

      await toSpanish(page);
      await expect(page.getByRole('banner').getByRole('link', { name: es['header.opioids'] })).toHaveAttribute('href', `${SITE}/opioids`);
      await expect(footer.getByRole('link', { name: es['footer.help'] })).toHaveAttribute('href', SETTINGS.helpUrl);
      await expect(footer).toContainText(`${es['footer.questions']} 303-555-0100`);
      await expect(footer).toContainText('Forma parte de Colorado Naloxone Project.');
      await expect(page.getByRole('main').getByRole('link', { name: /^Aviso de privacidad/ })).toHaveAttribute('href', SETTINGS.privacyStatementUrl);

      // The portal's own statement still answers, and names the programme and how to reach it.
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 2, name: privacyEs['privacy.questionsTitle'] })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('El portal funciona para Colorado Naloxone Project.');
      await expectAccessible(page, 'privacy statement with the programme settings, Spanish');

      // An applicant for membership is told the programme's review time, in either language.
      await page.goto(`/register/received/${REFERENCE}`);
      await expect(page.getByRole('main')).toContainText('por lo general en un plazo de 10 días hábiles.');
      await page.goto(`/register/received/${REFERENCE}?lang=en`);
      await expect(page.getByRole('main')).toContainText("The programme's staff review every application, usually within 10 working days.");
    } finally {
      await visitor.close();
    }

    for (const variant of variants) {
      const { context, page } = await openVariant(browser, variant);
      try {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkPage(page, test.info(), 'home-programme-links', variant);
        if (variant.width < 768) {
          await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('banner').getByRole('link', { name: 'Opioids' })).toBeVisible();
          await checkPage(page, test.info(), 'home-programme-links-menu', variant);
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    // The other specs of this portal meet the portal's own links again.
    const reset = await admin.request.put('/api/programme', { data: NONE, headers: fromPage(admin) });
    expect(reset.status()).toBe(200);
    await staff.close();
  }
});
