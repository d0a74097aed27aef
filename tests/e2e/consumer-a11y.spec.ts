import { expect, test, type Page } from '@playwright/test';
import { HAZARD, answerFirstSteps, atStep, expectErrorSummary, fillDetailsForm, newPerson, next, readMrn, watchAndAnswerQuiz } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { desktopVariants, inEveryVariant } from './visual-helpers.ts';

test.describe.configure({ timeout: 180_000 });

/** Axe finds nothing on the screen as it is, light and dark (switched on the page as it is: one walk, not one a theme). */
async function expectAccessibleInBothThemes(page: Page, label: string): Promise<void> {
  await inEveryVariant(page, (variant) => expectAccessible(page, `${label} (${variant.theme})`), desktopVariants);
}

test('axe finds nothing on the public pages, light and dark', async ({ page }) => {
  const pages: [string, string][] = [['/', 'Save a life! Carry Naloxone.'], ['/welcome', 'Welcome'], ['/register', 'GPO Membership Application'], ['/track', 'Track My Shipment']];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessibleInBothThemes(page, path);
  }
});

test('axe finds nothing on any step of the questionnaire, error states included, light and dark', async ({ page }) => {
  const order = { state: 'Kentucky', person: newPerson('axe'), address: HAZARD, onStep: expectAccessibleInBothThemes };
  await page.goto('/form');
  await answerFirstSteps(page, order);

  // The details with messages shown: Next pressed on an empty page (the error summary), then malformed values
  // read on blur.
  await atStep(page, 'Where should we send your kit?', 5);
  const summary = await expectErrorSummary(page);
  await expect(summary.getByRole('link', { name: /^County: Answer this question\./ })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'step 5 with the error summary');
  await fillDetailsForm(page, order);
  const email = page.getByRole('textbox', { name: /^Email address/ });
  await email.fill('not-an-email');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com$/);
  await expectErrorSummary(page);
  await expectAccessibleInBothThemes(page, 'step 8 with errors');
  await email.fill(order.person.email);
  await next(page).click();
  await atStep(page, 'Training video', 9);
  await page.getByRole('link', { name: 'Back' }).click();
  await atStep(page, 'How can we contact you?', 8);
  await page.getByRole('link', { name: 'Back' }).click();
  await atStep(page, 'About you', 7);
  const dob = page.getByRole('group', { name: /^Date of birth/ });
  await dob.getByRole('textbox', { name: 'Year', exact: true }).fill('2999');
  await dob.getByRole('textbox', { name: 'Year', exact: true }).blur();
  await expect(dob).toHaveAccessibleDescription(/Enter a real date of birth/);
  await expectAccessibleInBothThemes(page, 'step 7 with errors');
  await dob.getByRole('textbox', { name: 'Year', exact: true }).fill(order.person.dob.slice(0, 4));
  await next(page).click();
  await atStep(page, 'How can we contact you?', 8);
  await next(page).click();
  await watchAndAnswerQuiz(page, order);
  await readMrn(page, order);
});

test('reduced motion is respected: no transitions or smooth scrolling on the questionnaire', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/form');
  await atStep(page, 'Your state', 1);
  const timing = await next(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return { transition: parseFloat(s.transitionDuration), scroll: getComputedStyle(document.documentElement).scrollBehavior };
  });
  expect(timing.transition).toBeLessThan(0.001);
  expect(timing.scroll).toBe('auto');
});
