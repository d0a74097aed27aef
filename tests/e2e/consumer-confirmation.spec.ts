import { expect, test } from '@playwright/test';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { DENVER, confirmationEmail, newPerson, placeOrder, placedOrderScreens, readMrn } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { auditedVariants, checkPage, inEveryVariant, lightVariants, openVariant, variants } from './visual-helpers.ts';

/*
 * The order placed, as the person meets it: the confirmation at an address of its own, which a reload shows again
 * without placing anything and which shows nothing in another browser; the order number first, "MRN" explained once
 * beside it; Track my order with the number filled in, in the page and in the email. And the welcome page, which says
 * what a request takes before it starts.
 */
test.describe.configure({ timeout: 240_000 });

test('the order is confirmed at /order-placed, a reload shows it again and places nothing, and Track my order is filled in', async ({ browser }) => {
  const { context, page } = await openVariant(browser, lightVariants[0]!);
  try {
    const person = newPerson('placed');
    await page.goto('/welcome');
    await expect(page.getByRole('region', { name: 'Before you start' })).toContainText('It takes about 10 minutes, including a 3-minute training video');
    const mrn = await placeOrder(page, { state: 'Colorado', person, address: DENVER });
    await expect(page).toHaveURL(/\/order-placed$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Your order number (MRN)', { exact: true })).toBeVisible();
    // "MRN" once, beside "order number"; everything else says "order number".
    expect((await main.innerText()).match(/MRN/g)).toHaveLength(1);
    await expect(main.getByText('We have sent you an email with your order number and these details.')).toBeVisible();
    await expect(main.getByText(/on its way/)).toHaveCount(0);
    await expect(main.getByText('Denver, CO 80202', { exact: true })).toBeVisible();
    await expect(main.getByText(DENVER.address)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Track my order' })).toHaveAttribute('href', `/track?mrn=${mrn}`);
    await inEveryVariant(page, async (variant) => {
      await expectAccessible(page, `order placed at ${variant.width}`);
      await checkPage(page, test.info(), 'order-placed-journey', variant);
    }, lightVariants);

    // A reload reads the order back: the same page, and no request that could place anything.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.reload();
    expect(await readMrn(page)).toBe(mrn);
    await expect(page).toHaveURL(/\/order-placed$/);
    expect(sent).toEqual([]);
    await inEveryVariant(page, (variant) => checkPage(page, test.info(), 'order-placed-reloaded', variant), lightVariants);
    const runId = await page.evaluate(() => sessionStorage.getItem('questionnaire.placedRunId'));
    expect(runId).toBeTruthy();

    await page.getByRole('link', { name: 'Track my order' }).click();
    await expect(page).toHaveURL(new RegExp(`/track\\?mrn=${mrn}$`));
    await expect(page.getByRole('textbox', { name: /^Order number \(MRN\)/ })).toHaveValue(mrn);
    await page.getByRole('textbox', { name: /^ZIP code/ }).fill(DENVER.zip);
    await page.getByRole('button', { name: 'Track my order' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Order ${mrn}` })).toBeVisible();
    // The request is over: /form starts a new one.
    await page.goto('/form');
    await expect(page.getByRole('heading', { level: 1, name: 'Your state' })).toBeVisible();

    const origin = new URL(page.url()).origin;
    const mail = await confirmationEmail(browser, person.email);
    expect(mail.text).toContain(`Your order number (MRN): ${mrn}`);
    expect(mail.text).toContain(`Track my order: ${origin}/track?mrn=${mrn}`);
    expect(mail.text.match(/MRN/g)).toHaveLength(1);
    expect(mail.text).not.toMatch(/on its way|confirmation email/);

    await placedOrderScreens(browser, runId, 'en', 'order-placed', 'Order placed');
    await placedOrderScreens(browser, runId, 'es', 'order-placed-es', es['orderPlaced.pageTitle']);
  } finally {
    await context.close();
  }
});

test('the confirmation address shows no order in a browser that placed none, in English and Spanish', async ({ browser }) => {
  await placedOrderScreens(browser, null, 'en', 'order-placed-none', 'There is no order to show here');
  await placedOrderScreens(browser, null, 'es', 'order-placed-none-es', es['orderPlaced.noneTitle']);
});

test('the welcome page says how long a request takes and what to have at hand, in English and Spanish', async ({ browser }) => {
  for (const language of ['en', 'es'] as const) {
    const { context, page } = await openVariant(browser, variants[0]!);
    try {
      await context.addInitScript((lang) => localStorage.setItem('portal.language', lang), language);
      await page.goto('/welcome');
      const before = page.getByRole('region', { name: language === 'en' ? 'Before you start' : es['welcome.beforeTitle'] });
      await expect(before.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('link', { name: language === 'en' ? /I'm a Consumer/ : new RegExp(es['welcome.consumer']) })).toHaveCount(1);
      await inEveryVariant(page, async (variant) => {
        if (auditedVariants.includes(variant)) await expectAccessible(page, `welcome (${language}) at ${variant.width} (${variant.theme})`);
        await checkPage(page, test.info(), language === 'en' ? 'welcome-before' : 'welcome-before-es', variant);
      });
    } finally {
      await context.close();
    }
  }
});
