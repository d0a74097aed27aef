import { expect, test, type Page } from '@playwright/test';
import { demo, inviteCodeFor, signIn } from './auth-helpers.ts';
import { expectOpen } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';

test.describe.configure({ timeout: 120_000 });

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function fillValid(page: Page, contactEmail: string) {
  await field(page, /^Legal Business Name/).fill('Mile High Harm Reduction Inc.');
  await field(page, /^Name/).fill('Mile High Harm Reduction');
  await page.getByRole('combobox', { name: /^Facility Type/ }).selectOption({ label: 'Community Based Organization' });
  await field(page, /^Street/).fill('1600 Broadway');
  await field(page, /^City/).fill('Denver');
  await page.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Colorado' });
  await field(page, /^Zip/).fill('80202');
  await field(page, /^County/).fill('Denver');
  await field(page, /^Attention/).fill('Purchasing');
  await field(page, /^Phone/).fill('3035550100');
  await field(page, /^Contact Name/).fill('Alex Rivera');
  await field(page, /^Contact Phone/).fill('13035550101');
  await field(page, /^Contact Email/).fill(contactEmail);
  await page.getByRole('checkbox', { name: 'Send Order Confirmation Emails' }).check();
  await page.getByRole('group', { name: /part of a purchasing group/ }).getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('group', { name: /another group purchasing organization/ }).getByRole('radio', { name: 'No', exact: true }).check();
}

test('a facility applies for membership from the header link and reads its reference on a page of its own', async ({ page, browser }) => {
  const contactEmail = `apply.${Date.now()}@example.org`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'GPO Membership' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GPO Membership Application' })).toBeVisible();
  await fillValid(page, contactEmail);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
  await expect(page).toHaveURL(/\/register\/received\/MA-[A-Z0-9]{6}$/);
  const reference = new URL(page.url()).pathname.split('/').at(-1)!;
  // It stays: no toast that fades, no move to another page.
  await page.waitForTimeout(3000);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  // The acknowledgement is in the outbox, as a superAdmin sees it, with the same reference.
  const staff = await browser.newContext();
  try {
    const admin = await staff.newPage();
    await signIn(admin, demo.superAdmin.email, demo.superAdmin.password);
    await expect(admin).toHaveURL(/\/progress$/);
    const { items } = (await (await admin.request.get('/api/outbox?limit=100')).json()) as { items: { to: string; kind: string; subject: string; text: string }[] };
    const mail = items.find((m) => m.to === contactEmail && m.kind === 'application');
    expect(mail?.subject).toBe(`We received your membership application ${reference}`);
    expect(mail?.text).toContain('on behalf of Mile High Harm Reduction Inc.\n');
  } finally {
    await staff.close();
  }
});

test('the membership form says nothing is wrong until Register, then what is wrong, field by field', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'GPO Membership Application' })).toBeVisible();
  const legal = field(page, /^Legal Business Name/);
  // Leaving a field empty is not yet a mistake: the person may come back to it.
  await legal.focus();
  await legal.blur();
  await expect(legal).not.toHaveAttribute('aria-invalid', 'true');
  const zip = field(page, /^Zip/);
  await zip.fill('802');
  const phone = field(page, /^Phone/);
  await phone.fill('303555');
  const email = field(page, /^Contact Email/);
  await email.fill('alex@');
  await email.blur();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expectOpen(page.getByRole('button', { name: 'Register' }));

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeVisible();
  await expect(legal).toHaveAccessibleDescription('Legal Business Name is required');
  await expect(zip).toHaveAccessibleDescription(/Invalid Zip/);
  await expect(phone).toHaveAccessibleDescription(/Invalid Phone Format/);
  await expect(email).toHaveAccessibleDescription('Invalid Email');
  await expectAccessible(page, 'membership form with errors');

  // Fixing a field clears its message as the person types.
  await email.fill('alex@example.org');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: /Invalid Email/ })).toHaveCount(0);
});

/** Applies as a facility with a name of its own, through the public form. */
async function applyAs(page: Page, business: string, contactEmail: string) {
  await page.goto('/register');
  await fillValid(page, contactEmail);
  await field(page, /^Legal Business Name/).fill(business);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible();
}

/** Opens the application from the Membership queue (staff session of `admin`). */
async function openApplication(admin: Page, business: string) {
  await admin.goto('/membership');
  await admin.getByRole('table', { name: 'Membership applications' }).getByRole('row').filter({ hasText: business }).getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1, name: /^Application MA-/ })).toBeVisible();
}

test('an admin approves an application; the contact sets up the account and orders for the new customer', async ({ page, browser }) => {
  const stamp = Date.now();
  const contactEmail = `member.${stamp}@example.org`;
  const business = `Approved Facility ${stamp}`;
  const customerId = `E2E-${stamp}`;
  const password = 'Copper-Kettle-58!';
  await applyAs(page, business, contactEmail);

  const staff = await browser.newContext();
  let code: string;
  try {
    const admin = await staff.newPage();
    await signIn(admin, demo.superAdmin.email, demo.superAdmin.password);
    await expect(admin).toHaveURL(/\/progress$/);
    await openApplication(admin, business);
    await expectAccessible(admin, 'a pending application');
    await admin.getByLabel('Customer Id (optional)').fill(customerId);
    await admin.getByRole('button', { name: 'Approve' }).click();
    const decision = admin.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('Approved');
    await expect(decision).toContainText(customerId);
    await expectAccessible(admin, 'an approved application');
    // The contact's invite is in their mailbox, and in the outbox with the approval.
    code = await inviteCodeFor(contactEmail);
    const { items } = (await (await admin.request.get('/api/outbox?limit=50')).json()) as { items: { to: string; kind: string }[] };
    expect(items.filter((m) => m.to === contactEmail).map((m) => m.kind).sort()).toEqual(['application', 'application-approved', 'invite']);
  } finally {
    await staff.close();
  }

  await page.goto(`/user-setup?email=${encodeURIComponent(contactEmail)}`);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, contactEmail, password);
  await expect(page).toHaveURL(/\/bulk-orders$/);
  // Only the new customer is theirs.
  await expect(page.getByLabel('Customer', { exact: true }).locator('option')).toHaveText(['Any customer', `${business} (${customerId})`]);
});

test('an admin rejects an application with a reason, which the applicant is emailed', async ({ page, browser }) => {
  const stamp = Date.now();
  const contactEmail = `declined.${stamp}@example.org`;
  const business = `Declined Facility ${stamp}`;
  await applyAs(page, business, contactEmail);
  const staff = await browser.newContext();
  try {
    const admin = await staff.newPage();
    await signIn(admin, demo.superAdmin.email, demo.superAdmin.password);
    await expect(admin).toHaveURL(/\/progress$/);
    await openApplication(admin, business);
    await admin.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByLabel(/^Reason for rejecting/)).toHaveAccessibleDescription(/Say why: the applicant reads the reason in the email\./);
    await admin.getByLabel(/^Reason for rejecting/).fill('The facility is outside the states the programme serves.');
    await admin.getByRole('button', { name: 'Reject' }).click();
    const decision = admin.getByRole('region', { name: 'Decision' });
    await expect(decision).toContainText('Rejected');
    await expect(decision).toContainText('The facility is outside the states the programme serves.');
    const { items } = (await (await admin.request.get('/api/outbox?limit=50')).json()) as { items: { to: string; kind: string; text: string }[] };
    const mail = items.find((m) => m.to === contactEmail && m.kind === 'application-rejected');
    expect(mail?.text).toContain('The reason:\nThe facility is outside the states the programme serves.');
  } finally {
    await staff.close();
  }
});
