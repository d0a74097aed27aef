import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demo, endSessionOnServer, fromPage, signIn, type SignedIn } from './auth-helpers.ts';
import { checkOverlay, checkPage, expectColumnsVisible, inEveryVariant, openVariant, variants } from './visual-helpers.ts';

/*
 * The admin pages and every overlay on them (dialogs, menus, the phone navigation drawer, toasts, the
 * session-expired dialog) at phone and desktop width, light and dark. One sign-in for the whole file, its session
 * opened in a browser context per width and theme (each page loaded in the stored theme); the session-expired dialog,
 * whose Sign Out ends that session, is opened once at the end and looked at in every width and theme. Pages and
 * controls are found by role and landmark, so table and page work elsewhere (sorting, retry, columns) does not break them.
 */

/** The columns each page's list (its first table) must show; every other column header is checked for clipping too. */
const pages = [
  { name: 'progress', path: '/progress', columns: ['State', 'Month', 'Year', 'Taken from quota', 'Shipped', 'Remaining'] },
  { name: 'quotas', path: '/quotas', columns: ['State', 'Period', 'Limit (units)'] },
  { name: 'consumer-orders', path: '/consumer-orders', columns: [] },
  { name: 'bulk-orders', path: '/bulk-orders', columns: [] },
  { name: 'customers', path: '/customers', columns: [] },
  { name: 'report-subscriptions', path: '/report-subscriptions', columns: [] },
  { name: 'user-management', path: '/user-management', columns: ['First Name', 'Last Name', 'Email', 'Last Login', 'Role'] },
  { name: 'jobs', path: '/jobs', columns: ['Period', 'Status', 'Started', 'Attempts'] },
  { name: 'membership', path: '/membership', columns: ['Reference', 'Legal Business Name', 'Facility Type', 'State', 'Submitted', 'Status'] },
];

const MD = 900;

/** Tab several times: focus never leaves the dialog. Then Escape closes it and focus returns to the opener. */
async function expectFocusTrappedAndReturned(page: Page, dialogName: string, opener: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus left the ${dialogName} dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: opener, exact: true })).toBeFocused();
}

let signedIn: SignedIn;
// Someone to open the user dialogs on.
const person = { firstName: 'Vera', lastName: 'Visual', email: `visual.${Date.now()}@example.org` };
const personName = `${person.firstName} ${person.lastName}`;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);
  // State-changing API request: same-origin Origin header.
  const invited = await page.request.post('/api/user', { data: { ...person, claims: { role: 'admin' } }, headers: fromPage(page) });
  expect(invited.status()).toBe(201);
  signedIn = await context.storageState();
  await context.close();
});

for (const variant of variants) {
  const phone = variant.width < MD;
  const shot = (name: string) => [test.info(), name, variant] as const;

  test.describe(`admin at ${variant.width} (${variant.theme})`, () => {
    test.describe.configure({ mode: 'serial', timeout: 90_000 });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await openVariant(browser, variant, signedIn));
    });
    test.afterAll(() => context.close());

    for (const { name, path, columns } of pages) {
      test(`${name} uses the full width${phone ? '' : ' and shows every column uncut'}`, async () => {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('table').or(main.getByRole('button', { name: 'Save' })).first()).toBeVisible();
        if (phone) {
          await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
          // The content starts at the left edge: no drawer beside it.
          expect((await main.boundingBox())?.x ?? 999).toBeLessThan(2);
        } else {
          await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
          // The same page load read for its columns (a second load of each page showed nothing more).
          await expect(page.getByText('Loading…')).toHaveCount(0);
          // The page's list (its first table) shows the columns named; every table on the page, none clipped.
          for (const [i, table] of (await main.getByRole('table').all()).entries()) await expectColumnsVisible(table, i === 0 ? columns : [], name);
        }
        await checkPage(page, ...shot(name));
      });
    }

    test('profile menu opens over the page', async () => {
      await page.goto('/progress');
      await page.getByRole('button', { name: /^Profile menu of/ }).click();
      await checkOverlay(page, page.getByRole('menu'), ...shot('profile-menu'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Profile menu of/ })).toBeFocused();
    });

    if (phone) {
      test('navigation opens from the menu button as a drawer', async () => {
        await page.goto('/progress');
        await page.getByRole('button', { name: 'Open navigation' }).click();
        const drawer = page.getByRole('dialog', { name: 'Naloxone Portal' });
        await checkOverlay(page, drawer, ...shot('nav-drawer'));
        await drawer.getByRole('link', { name: 'Quotas' }).click();
        await expect(page).toHaveURL(/\/quotas$/);
        await expect(drawer).toHaveCount(0);
      });
    }

    test('user row menu and the five user dialogs are overlays', async () => {
      await page.goto(`/user-management?filter=${encodeURIComponent(JSON.stringify({ email: person.email }))}`);
      const actions = page.getByRole('button', { name: `Actions for ${personName}` });
      await actions.click();
      await checkOverlay(page, page.getByRole('menu'), ...shot('user-row-menu'));
      await page.keyboard.press('Escape');

      // Add User: one Submit shows every error at once, even with focus in the first field.
      await page.getByRole('button', { name: 'Add User', exact: true }).click();
      const add = page.getByRole('dialog', { name: 'Add User' });
      await add.getByLabel('First Name').click();
      await add.getByRole('button', { name: 'Submit' }).click();
      for (const field of ['First Name', 'Last Name', 'Email', 'Role']) {
        await expect(add.getByLabel(field), `${field} shows its error after one Submit`).toHaveAttribute('aria-invalid', 'true');
      }
      await checkOverlay(page, add, ...shot('add-user-dialog-errors'));
      await expectFocusTrappedAndReturned(page, 'Add User', 'Add User');

      for (const [item, role, title, shotName] of [
        ['Edit', 'dialog', 'Edit User', 'edit-user-dialog'],
        ['Delete', 'alertdialog', 'Delete User', 'delete-user-dialog'],
        ['Reset Password', 'dialog', 'Set Temporary Password', 'temporary-password-dialog'],
      ] as const) {
        await actions.click();
        await page.getByRole('menuitem', { name: item }).click();
        const dialog = page.getByRole(role, { name: title });
        await checkOverlay(page, dialog, ...shot(shotName));
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(actions).toBeFocused();
      }

      // Resend Invite, confirmed: the toast that says so is an overlay too.
      await actions.click();
      await page.getByRole('menuitem', { name: 'Resend Invite' }).click();
      const resend = page.getByRole('dialog', { name: 'Resend Invite' });
      await checkOverlay(page, resend, ...shot('resend-invite-dialog'));
      await resend.getByRole('button', { name: 'Send Invite' }).click();
      await expect(resend).toHaveCount(0);
      const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Invite Email Sent' });
      await checkOverlay(page, toast, ...shot('toast'));
    });

    test('quota row menu and delete confirmation are overlays', async () => {
      await page.goto('/quotas');
      const rowMenu = page.getByRole('main').getByRole('button', { name: /^Actions for / }).first();
      await rowMenu.click();
      await checkOverlay(page, page.getByRole('menu'), ...shot('quota-row-menu'));
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete quota' });
      await checkOverlay(page, dialog, ...shot('delete-quota-dialog'));
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('bulk order and customer modals are overlays', async () => {
      await page.goto('/bulk-orders');
      await page.getByRole('main').getByRole('button', { name: 'Create Order', exact: true }).click();
      const order = page.getByRole('dialog', { name: 'Create Order' });
      await order.getByRole('button', { name: 'Create Order' }).click();
      await checkOverlay(page, order, ...shot('bulk-order-dialog'));
      await expectFocusTrappedAndReturned(page, 'Create Order', 'Create Order');

      await page.goto('/customers');
      await page.getByRole('main').getByRole('button', { name: 'Add Customer', exact: true }).click();
      const customer = page.getByRole('dialog', { name: 'Add Customer' });
      await checkOverlay(page, customer, ...shot('customer-dialog'));
      await page.keyboard.press('Escape');
      await expect(customer).toHaveCount(0);
    });
  });
}

// Last: its Sign Out ends the session every context above shares.
test('the session-expired dialog is over the page in every width and theme, cannot be dismissed, and Sign Out ends the provider session', async ({ browser }) => {
  const { context, page } = await openVariant(browser, variants[0]!, signedIn);
  try {
    await page.goto('/quotas');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    // The server has ended the session: the background refresh started by mouse movement finds it so.
    await endSessionOnServer(page);
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    const dialog = page.getByRole('alertdialog', { name: 'Session expired' });
    // It cannot be dismissed, so it is looked at where it stands, resized and its theme switched.
    await inEveryVariant(page, async (variant) => {
      await checkOverlay(page, dialog, test.info(), 'session-expired-dialog', variant);
      // docs/product.md#signing-in-and-sessions: neither Escape nor a click beside it closes it.
      await page.keyboard.press('Escape');
      await page.mouse.click(3, variant.height - 3);
      await expect(dialog, `at ${variant.width} (${variant.theme})`).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Stay Logged In' })).toBeVisible();
    });
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    // Straight back to the home page: the provider does not ask 'Do you want to sign out?' again.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Do you want to sign out')).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
