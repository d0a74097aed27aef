import { expect, test } from '@playwright/test';
import {
  HAZARD, answerFirstSteps, atStep, expectAccessible, expectHeldBack, fillDetailsForm, newPerson, next, readMrn, watchAndAnswerQuiz,
} from './consumer-helpers.ts';

test.describe.configure({ timeout: 180_000 });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('portal.theme', t), theme);
    });

    test('axe finds nothing on the public pages', async ({ page }) => {
      const pages: [string, string][] = [['/', 'Save a life! Carry Naloxone.'], ['/welcome', 'Welcome'], ['/register', 'GPO Membership Application'], ['/track', 'Track My Shipment']];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectAccessible(page, `${path} (${theme})`);
      }
    });

    test('axe finds nothing on any step of the questionnaire, error states included', async ({ page }) => {
      const order = { state: 'Kentucky', person: newPerson(`axe-${theme}`), address: HAZARD, audit: true };
      await page.goto('/form');
      await answerFirstSteps(page, order);

      // Step 5 with messages shown: malformed values and a required field left empty, each read on blur.
      await atStep(page, 'Required Information', 5);
      const personal = page.getByRole('group', { name: 'Personal Information' });
      const email = personal.getByRole('textbox', { name: /^Email/ });
      await email.fill('not-an-email');
      await email.blur();
      await expect(email).toHaveAccessibleDescription(/Invalid Email — Enter an email address/);
      const dob = personal.getByRole('group', { name: /^Date of birth/ });
      await dob.getByRole('textbox', { name: 'Month', exact: true }).fill('1');
      await dob.getByRole('textbox', { name: 'Day', exact: true }).fill('1');
      await dob.getByRole('textbox', { name: 'Year', exact: true }).fill('2999');
      await dob.getByRole('textbox', { name: 'Year', exact: true }).blur();
      await expect(dob).toHaveAccessibleDescription(/Invalid date — Enter a real date/);
      const first = personal.getByRole('textbox', { name: /^First name/ });
      await first.focus();
      await first.blur();
      await expect(first).toHaveAccessibleDescription('Maximum 50 characters This field is required.');
      await expectHeldBack(next(page));
      await expectAccessible(page, `step 5 with errors (${theme})`);
      await email.fill('');

      await fillDetailsForm(page, order);
      await next(page).click();
      await watchAndAnswerQuiz(page, order);
      await readMrn(page, order);
    });
  });
}

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
