import { expect, test, type Locator, type Page } from '@playwright/test';
import { DENVER, answerQuizAndPlace, atStep, confirmationEmail, newPerson, next } from './consumer-helpers.ts';

test.describe.configure({ timeout: 180_000 });

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with Tab`);
}

/** The focused element shows where focus is: an outline or a focus ring (box-shadow). */
async function expectFocusVisible(target: Locator): Promise<void> {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, ring: s.boxShadow !== 'none' };
  });
  expect(style.outline || style.ring, 'focus indicator').toBe(true);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Type-ahead on a focused native select picks the option whose text starts with what is typed. */
async function choose(page: Page, select: Locator, typed: string, expected: string) {
  await tabTo(page, select);
  await page.keyboard.type(typed);
  await expect(select.locator('option:checked')).toHaveText(expected);
}

async function pressNext(page: Page) {
  await tabTo(page, next(page));
  await expectFocusVisible(next(page));
  await page.keyboard.press('Enter');
}

test('the whole questionnaire can be completed with the keyboard alone', async ({ page, browser }) => {
  const person = newPerson('keyboard');
  await page.goto('/form');

  await atStep(page, 'Your state', 1);
  const colorado = page.getByRole('radio', { name: 'Colorado' });
  await tabTo(page, colorado);
  await expectFocusVisible(colorado);
  await page.keyboard.press('Space');
  await expect(colorado).toBeChecked();
  await pressNext(page);

  await atStep(page, 'Your naloxone', 2);
  const narcan = page.getByRole('button', { name: /NARCAN Nasal Spray/ });
  await tabTo(page, narcan);
  await expectFocusVisible(narcan);
  await page.keyboard.press('Space');
  await expect(narcan).toHaveAttribute('aria-pressed', 'true');
  const newRequest = page.getByRole('radio', { name: 'New Request' });
  await tabTo(page, newRequest);
  await expectFocusVisible(newRequest);
  await page.keyboard.press('Space');
  await expect(newRequest).toBeChecked();
  await pressNext(page);

  await atStep(page, 'Number of kits', 3);
  await choose(page, page.getByLabel(/How many/), '2', '2 kits');
  await pressNext(page);

  await atStep(page, 'Reason for requesting', 4);
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /anyone in my community/ })).toBeChecked();
  await pressNext(page);

  await atStep(page, 'Where should we send your kit?', 5);
  await choose(page, page.getByLabel(/What kind of address/), 'Home', 'Home');
  await typeInto(page, page.getByRole('textbox', { name: /^Shipping address line 1/ }), DENVER.address);
  await typeInto(page, page.getByRole('textbox', { name: /^Town or city/ }), DENVER.city);
  await typeInto(page, page.getByRole('textbox', { name: /^ZIP code/ }), DENVER.zip);
  const same = page.getByRole('checkbox', { name: /This is also my home address/ });
  await tabTo(page, same);
  await page.keyboard.press('Space');
  await expect(same).toBeChecked();
  await pressNext(page);

  await atStep(page, 'About you', 7);
  await typeInto(page, page.getByRole('textbox', { name: /^First name/ }), person.firstName);
  await typeInto(page, page.getByRole('textbox', { name: /^Last name/ }), person.lastName);
  // The memorable date: Month, Day, Year boxes, one after the other in the tab order.
  const dob = page.getByRole('group', { name: /^Date of birth/ });
  const [year, month, day] = person.dob.split('-');
  await typeInto(page, dob.getByRole('textbox', { name: 'Month', exact: true }), String(Number(month)));
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(Number(day)));
  await page.keyboard.press('Tab');
  await page.keyboard.type(year!);
  await expect(dob.getByRole('textbox', { name: 'Year', exact: true })).toHaveValue(year!);
  await choose(page, page.getByLabel(/^Gender/), 'Female', 'Female');
  await pressNext(page);

  await atStep(page, 'How can we contact you?', 8);
  const phone = page.getByRole('textbox', { name: /^Phone number/ });
  await typeInto(page, phone, person.phone);
  await expect(phone).toHaveValue('303-555-0142');
  await typeInto(page, page.getByRole('textbox', { name: /^Email address/ }), person.email);
  await pressNext(page);

  await atStep(page, 'Training video', 9);
  await pressNext(page);
  await answerQuizAndPlace(page, {
    choose: async (choice) => {
      await tabTo(page, choice);
      await page.keyboard.press('Enter');
    },
    pressNext,
    place: async (button) => {
      await tabTo(page, button);
      await expectFocusVisible(button);
      await page.keyboard.press('Enter');
    },
  });

  // The confirmation counts no step (no 'Step 15 of 15').
  await atStep(page, 'Order placed');
  const home = page.getByRole('main').getByRole('link', { name: 'Go to Home Page' });
  await tabTo(page, home);
  await expectFocusVisible(home);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await confirmationEmail(browser, person.email);
});
