import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';
import { DENVER, confirmationEmail, newPerson, placeOrder } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { auditedVariants, checkPage, inEveryVariant, openVariant, variants } from './visual-helpers.ts';
import { fromMail } from './mailbox/read-mail.ts';

/*
 * From order to doorstep (decision 025): a consumer orders; staff find the order by MRN and by email, open it and ship it
 * with a tracking number; the consumer is emailed and tracks it at /track; a flagged order is reviewed and approved;
 * a mailing service's tracking file with a bad row is previewed and its good rows applied. The Audit Log says who
 * shipped it, naming the order by its number.
 */

const serial = () => `${Date.now()}`.slice(-9);

async function findOrder(page: Page, text: string): Promise<void> {
  await page.goto('/consumer-orders');
  await page.getByRole('textbox', { name: 'Find an order' }).fill(text);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

test('an order followed from placement to the doorstep, by staff and by the consumer', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const person = newPerson('doorstep');
  // An address no other test used: a second person at an address is held for review, and this order must be approved.
  const home = { ...DENVER, address: `${serial().slice(-4)} Larimer St` };
  const mrn = await placeOrder(page, { state: 'Colorado', kits: '2 kits', person, address: home });

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, demo.admin.email, demo.admin.password);
  await expect(staff).toHaveURL(/\/progress$/);

  // By MRN (typed in lower case): the search opens the order.
  await findOrder(staff, mrn.toLowerCase());
  await expect(staff).toHaveURL(new RegExp(`/consumer-orders/${mrn}$`));
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${mrn}` })).toBeVisible();
  await expect(staff.getByText('Approved', { exact: true })).toBeVisible();
  await expect(staff.getByText(person.email)).toBeVisible();

  // By email: the list shows that person's orders, each MRN a link to its page.
  await findOrder(staff, person.email.toUpperCase());
  const table = staff.getByRole('table', { name: 'Consumer orders' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('link', { name: mrn }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${mrn}` })).toBeVisible();

  // Shipped with a tracking number: the history says who, the consumer gets the carrier's link.
  const tracking = `9400111899${serial()}123`;
  await staff.getByLabel('New status').selectOption('shipped');
  await staff.getByLabel('Carrier').selectOption('USPS');
  await staff.getByLabel('Tracking number').fill(tracking);
  await staff.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(staff.getByText(`Order ${mrn} is shipped now.`)).toBeVisible();
  await expect(staff.getByRole('link', { name: new RegExp(tracking) })).toHaveAttribute('href', `https://tools.usps.com/go/TrackConfirmAction?tLabels=${tracking}`);
  await expect(staff.getByRole('region', { name: 'Status history' }).getByText('Approved → Shipped')).toBeVisible();
  await expectAccessible(staff, 'order detail after shipping');
  const mail = await confirmationEmail(browser, person.email, 'order-shipped');
  expect(mail.subject).toContain(mrn);
  expect(mail.text).toContain(`https://tools.usps.com/go/TrackConfirmAction?tLabels=${tracking}`);

  // The superAdmin's Audit Log says it in words, the order named by its number only (decision 065).
  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, demo.superAdmin.email, demo.superAdmin.password);
  await manager.goto('/audit-log');
  await manager.getByLabel('Kind of action').selectOption({ label: 'Orders shipped' });
  await manager.getByRole('button', { name: 'Search' }).click();
  await expect(manager).toHaveURL(/[?&]filter=/);
  const log = manager.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText(`Alex Admin shipped order ${mrn} by USPS`)).toBeVisible();
  await expect(log.getByText(person.lastName)).toHaveCount(0);
  await manager.reload();
  await expect(manager.getByLabel('Kind of action')).toHaveValue('orders-shipped');
  await expect(log.getByText(`Alex Admin shipped order ${mrn} by USPS`)).toBeVisible();
  await manager.context().close();

  // The consumer tracks it with the MRN and the ZIP code; a wrong ZIP reads like an unknown number.
  await page.goto('/');
  await page.getByRole('link', { name: 'Track My Shipment' }).first().click();
  await expect(page).toHaveURL(/\/track$/);
  await page.getByLabel('Order number (MRN)').fill(mrn);
  await page.getByLabel('ZIP code').fill('80203');
  await page.getByRole('button', { name: 'Track my order' }).click();
  await expect(page.getByText('We could not find an order with this number and ZIP code.')).toBeVisible();
  await page.getByLabel('ZIP code').fill(home.zip);
  await page.getByRole('button', { name: 'Track my order' }).click();
  await expect(page.getByText('Shipped: your kits are on their way.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow your package on the USPS website' })).toHaveAttribute('href', new RegExp(tracking));
  await expect(page.getByText(person.lastName)).toHaveCount(0);
  await expectAccessible(page, 'track page with a result');

  // The confirmation invites an account: its link opens it once, with the order, and says when a refill can be
  // ordered (the refill itself: account-refill.spec.ts).
  const link = await fromMail(person.email, /(\/account\?link=[A-Za-z0-9_-]+)/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${mrn}` })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Shipped: your kits are on their way.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order a refill' }).getByText(/^You can order a refill from [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expectAccessible(page, 'account with an order');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${mrn}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order a refill' })).toHaveCount(0);
});

test('a flagged order is reviewed and approved; a tracking file with a bad row ships only the good ones', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  // The demo data holds a Kentucky order to a shared address, waiting for review.
  const waiting = (await (await page.request.get('/api/consumer-orders?status=needs%20review&limit=1')).json()) as { items: { mrn: string }[] };
  const flagged = waiting.items[0]!.mrn;
  await page.goto(`/consumer-orders/${flagged}`);
  // A live warning that names the earlier order at the address, as a link to it (decision 064).
  const flag = page.getByTestId('review-flag');
  await expect(flag.getByText('Flagged for review')).toBeVisible();
  await expect(flag).toContainText('Another person has used the same shipping address: order NX-');
  const earlier = flag.getByRole('link', { name: /^NX-/ });
  const earlierMrn = (await earlier.textContent())!;
  expect(earlierMrn).not.toBe(flagged);
  await inEveryVariant(page, (variant) => checkPage(page, testInfo, 'order-flagged', variant));
  await page.getByLabel('New status').selectOption('approved');
  await page.getByLabel('Reason (optional)').fill('Called: two people in one household.');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Order ${flagged} is approved now.`)).toBeVisible();
  // Approved, the flag is history: past tense, no longer the warning.
  await expect(flag.getByText('Was held for review, then approved')).toBeVisible();
  await expect(flag.getByText('Flagged for review')).toHaveCount(0);
  await expectAccessible(page, 'an approved order that was flagged');
  await inEveryVariant(page, (variant) => checkPage(page, testInfo, 'order-flag-history', variant));
  await earlier.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${earlierMrn}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Status history' }).getByText('Called: two people in one household.')).toBeVisible();

  const csv = [
    'Order ID,Carrier,Tracking Number,Ship Date',
    // Yesterday in UTC: never a day in the future in any state, whatever the hour the suite runs at.
    `${flagged},UPS,1Z${serial()}99999999,${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}`,
    'NX-ZZZZZZZZ,USPS,9400111899000000000777,2024-11-20',
  ].join('\n');
  await page.goto('/shipments');
  await page.locator('input[type=file]').setInputFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Preview: 1 will ship, 0 already shipped, 1 with a problem (will be left as they are).')).toBeVisible();
  await expect(page.getByText('There is no order NX-ZZZZZZZZ.')).toBeVisible();
  await expectAccessible(page, 'shipments preview');
  await page.getByRole('button', { name: 'Ship 1 order and email their consumers' }).click();
  await expect(page.getByText('Done: 1 shipped, 0 already shipped, 1 with a problem (left as they were).')).toBeVisible();
  const order = (await (await page.request.get(`/api/consumer-orders/${flagged}`)).json()) as { status: string; carrier: string };
  expect(order).toMatchObject({ status: 'shipped', carrier: 'UPS' });
});

test('an order that shares only the email with a recent one tracks like any order, and waits for staff, who read what matched', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const first = newPerson('shared.mailbox');
  const home = { ...DENVER, address: `${serial().slice(-4)} Blake St` };
  const earlier = await placeOrder(page, { state: 'Colorado', kits: '2 kits', person: first, address: home });
  // Someone else typing the same email (a family sharing one, or someone who knows it): the questionnaire goes on as
  // for anyone, to the end (decision 042).
  const other = { ...newPerson('other.name'), email: first.email };
  const otherHome = { ...DENVER, address: `${serial().slice(-4)} Market St` };
  const tab = await (await browser.newContext()).newPage();
  const held = await placeOrder(tab, { state: 'Colorado', kits: '1 kit', person: other, address: otherHome });
  await tab.goto('/track');
  await tab.getByLabel('Order number (MRN)').fill(held);
  await tab.getByLabel('ZIP code').fill(otherHome.zip);
  await tab.getByRole('button', { name: 'Track my order' }).click();
  await expect(tab.getByText('Approved: we are preparing your order for mailing.')).toBeVisible();
  // The same without JavaScript (decision 084): the server answers the form, from the link that gives the number.
  // (Scripts refused rather than JavaScript turned off: axe itself runs as a script.)
  const plain = await (await browser.newContext()).newPage();
  await plain.route(/\.js(\?.*)?$/, (route) => route.abort());
  await plain.goto(`/track?mrn=${held}`);
  await expect(plain.getByLabel('Order number (MRN)')).toHaveValue(held);
  await plain.getByLabel('ZIP code').fill('8020');
  await plain.getByRole('button', { name: 'Track my order' }).click();
  await expect(plain.getByRole('link', { name: 'Enter the 5-digit ZIP code.' })).toBeVisible();
  await expectAccessible(plain, 'track without JavaScript, refused');
  await plain.getByLabel('ZIP code').fill(otherHome.zip);
  await plain.getByRole('button', { name: 'Track my order' }).click();
  await expect(plain.getByText('Approved: we are preparing your order for mailing.')).toBeVisible();
  await expect(plain.getByRole('heading', { name: `Order ${held}` })).toBeVisible();
  await expectAccessible(plain, 'track without JavaScript');
  await plain.context().close();

  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto(`/consumer-orders/${held}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${held}` })).toBeVisible();
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Denver' }).format(new Date());
  await expect(page.getByText(`Order ${earlier} of ${day} has the same email address but another name or date of birth.`, { exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'order held for an earlier order');
  await inEveryVariant(page, (variant) => checkPage(page, test.info(), 'consumer-order-held-earlier-order', variant));
});

test('the order pages, shipments and tracking look right at 390 and 1280 wide, light and dark', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  // Each page opened once, then resized and its theme switched; axe in each theme; one sign-in.
  const { context, page } = await openVariant(browser, variants[0]!);
  const look = (name: string, label?: string) => inEveryVariant(page, async (variant) => {
    await checkPage(page, testInfo, name, variant);
    if (label && auditedVariants.includes(variant)) await expectAccessible(page, `${label} ${variant.width} ${variant.theme}`);
  });
  await page.goto('/track');
  await page.getByRole('button', { name: 'Track my order' }).click();
  await expect(page.locator('[aria-labelledby="error-summary-title"]')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Enter the 5-digit ZIP code.' })).toBeVisible();
  await look('track-errors');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Open your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('Enter an email address, like name@example.com.')).toBeVisible();
  await look('account-sign-in', 'account sign-in');
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  const list = (await (await page.request.get('/api/consumer-orders?status=approved&limit=1')).json()) as { items: { mrn: string }[] };
  await page.goto(`/consumer-orders/${list.items[0]!.mrn}`);
  await page.getByLabel('New status').selectOption('shipped');
  await look('consumer-order', 'order page');
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { name: 'Import tracking numbers' })).toBeVisible();
  await look('shipments', 'shipments');
  await context.close();
});
