import { expect, test } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';
import { expectAccessible } from './axe.ts';
import { checkPage, inEveryVariant } from './visual-helpers.ts';

/*
 * What staff are pointed at before they decide (decision 064): an application's likely duplicates, each with the
 * details it shares and a link to the other record, and a flagged order's earlier order at the same address. Each page
 * is checked for accessibility; the application is kept at 390 and 1280 wide, light and dark, in test-results/screens/
 * to be looked at (the flagged order is, before and after its approval, in order-life.spec.ts).
 */

test('an application that shares the phone of a customer names it and links to it', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const business = `Larimer Street Outreach ${stamp}`;
  // The demo customer 100101 (Mile High Harm Reduction Collective, 1550 Larimer St, 80202, 303-555-0141): the same
  // phone under another name.
  const applicant = await browser.newContext();
  const applied = await applicant.request.post('/api/user/register', {
    data: {
      legalBusinessName: business, name: 'Larimer Outreach', street: '1550 Larimer Street', city: 'Denver', state: 'CO', zip: '80202',
      attention: 'Purchasing', county: 'Denver', phone: '303-555-0141', contactName: 'Sam Lee', contactPhone: '303-555-0142',
      contactEmail: `larimer.${stamp}@example.org`, sendOrderConfirmationEmails: true, sendShipmentNotificationEmails: false,
      partOfPurchasingGroup: false, facilityType: 'Community Based Organization', otherGpoAffiliation: 'no',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  await applicant.close();

  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto(`/membership/${id}`);
  await expect(page.getByText('This may repeat an earlier application or customer')).toBeVisible();
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'customer 100101' });
  await expect(item).toContainText('same phone');
  await expectAccessible(page, 'an application with a likely duplicate');
  await inEveryVariant(page, (variant) => checkPage(page, testInfo, 'application-likely-duplicate', variant));
  await item.getByRole('link', { name: 'Mile High Harm Reduction Collective (customer 100101)' }).click();
  await expect(page).toHaveURL(/\/customers\?filter=/);
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: '100101' })).toHaveCount(1);
});

test('a flagged order names the earlier order at its address, as a link', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  // The demo data's flagged Kentucky order, to an address another person ordered to first.
  const { items } = (await (await page.request.get('/api/consumer-orders?flagged=true&state=KY&limit=5')).json()) as { items: { mrn: string; status: string }[] };
  const flagged = items.find((o) => o.status === 'needs review') ?? items[0]!;
  await page.goto(`/consumer-orders/${flagged.mrn}`);
  const flag = page.getByTestId('review-flag');
  await expect(flag.getByRole('link', { name: /^NX-/ })).toBeVisible();
  await expectAccessible(page, 'a flagged order');
});
