import { expect, test } from '@playwright/test';
import { DENVER, HAZARD, confirmationEmail, newPerson, placeOrder } from './consumer-helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('a Colorado order ends with the MRN, and the confirmation email carries it', async ({ page, browser }) => {
  const person = newPerson('colorado');
  const mrn = await placeOrder(page, { state: 'Colorado', person, address: DENVER });
  expect(mrn).toMatch(/^NX-[A-Z0-9]{8}$/);
  await expect(page.getByText(new RegExp(`confirmation email with this number is on its way to ${person.email}`))).toBeVisible();
  const mail = await confirmationEmail(browser, person.email);
  expect(mail.text).toContain(`Your order number (MRN) is ${mrn}.`);

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
  expect(mail.text).toContain('Kentucky');
});

test('a reload resumes the run at the step it had reached', async ({ page }) => {
  await page.goto('/form');
  await page.getByLabel(/Which state/).selectOption({ label: 'Colorado' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your naloxone' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your naloxone' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 11');
});
