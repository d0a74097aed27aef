import { expect, test } from '@playwright/test';
import { DENVER, HAZARD, STEPS, confirmationEmail, newPerson, placeOrder } from './consumer-helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('a Colorado order ends with the MRN, and the confirmation email carries it', async ({ page, browser }) => {
  const person = newPerson('colorado');
  const mrn = await placeOrder(page, { state: 'Colorado', person, address: DENVER });
  expect(mrn).toMatch(/^NX-[A-Z0-9]{8}$/);
  // The END step and the email say the same things: the MRN, what was ordered, where it ships (masked), what next.
  const ordered = '2 kits: NARCAN (naloxone HCl) 4 mg nasal spray, 2-pack';
  await expect(page.getByText(ordered, { exact: true })).toBeVisible();
  await expect(page.getByText('Denver, CO 80202', { exact: true })).toBeVisible();
  await expect(page.getByText(DENVER.address)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  const mail = await confirmationEmail(browser, person.email);
  expect(mail.text).toContain(`Your order number (MRN): ${mrn}`);
  expect(mail.text).toContain(`What you ordered: ${ordered}`);
  expect(mail.text).toContain('Where it ships: Denver, CO 80202');
  expect(mail.text).not.toContain(DENVER.address);
  for (const line of await page.getByRole('heading', { name: 'What happens next' }).locator('xpath=following-sibling::ul/li').allTextContents()) {
    expect(mail.text).toContain(line);
  }

  await page.getByRole('link', { name: 'Go to Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The finished run is forgotten: the next visit starts a new request.
  await page.goto('/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Your state' })).toBeVisible();
});

test('a Kentucky order with a county ends with the MRN in the outbox', async ({ page, browser }) => {
  const person = newPerson('kentucky');
  const mrn = await placeOrder(page, { state: 'Kentucky', person, address: HAZARD, kits: '1 kit' });
  const mail = await confirmationEmail(browser, person.email);
  expect(mail.subject).toContain(mrn);
  expect(mail.text).toContain('Where it ships: Hazard, KY 41701');
});

test('a reload resumes the run at the step it had reached', async ({ page }) => {
  await page.goto('/form');
  await page.getByRole('radio', { name: 'Colorado' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your naloxone' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your naloxone' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `Step 2 of ${STEPS}`);
});
