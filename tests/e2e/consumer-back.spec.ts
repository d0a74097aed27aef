import { expect, test, type Page } from '@playwright/test';
import { DENVER, HAZARD, QUIZ_ANSWERS, answerFirstSteps, answerQuizAndPlace, atStep, chooseState, expectErrorSummary, fillDetailsForm, newPerson, next, readMrn } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { auditedVariants, inEveryVariant, keepScreenshot, openVariant, variants } from './visual-helpers.ts';

/*
 * Consumer forms (decision 015): Back (the link, and the browser's Back and Forward) moves the run on the server; Next
 * explains what is missing; the date of birth is Month, Day, Year; dead ends offer a way on; the END step shows the
 * order. Screenshots of each changed screen at 390 and 1280 wide, light and dark, go to test-results/screens/ (one walk,
 * each screen resized and its theme switched).
 */
test.describe.configure({ timeout: 240_000 });

const back = (page: Page) => page.getByRole('link', { name: /Back/ });

test('a full order using Back, the browser Back and Forward, and the memorable date', async ({ page }) => {
  const person = newPerson('back');
  await page.goto('/form');
  await atStep(page, 'Your state', 1);
  await expect(back(page)).toHaveCount(0);
  await chooseState(page, 'Colorado');
  await next(page).click();
  await atStep(page, 'Your naloxone', 2);
  await page.getByRole('button', { name: /NARCAN Nasal Spray/ }).click();
  await page.getByRole('radio', { name: 'New Request' }).check();
  await next(page).click();
  await atStep(page, 'Number of kits', 3);
  await expect(page).toHaveURL(/\?step=3$/);

  // The Back link: the server moves the run back; the answers given are still there.
  await back(page).click();
  await atStep(page, 'Your NARCAN', 2);
  await expect(page.getByRole('radio', { name: 'New Request' })).toBeChecked();
  await next(page).click();
  await atStep(page, 'Number of kits', 3);
  await page.getByLabel(/How many/).selectOption({ label: '3 kits' });
  await next(page).click();
  await atStep(page, 'Reason for requesting', 4);

  // The browser's Back and Forward move between steps too.
  await page.goBack();
  await atStep(page, 'Number of kits', 3);
  await expect(page.getByLabel(/How many/)).toHaveValue(/qty-3/);
  await page.goForward();
  await atStep(page, 'Reason for requesting', 4);
  await page.getByRole('radio', { name: /anyone in my community/ }).check();
  await next(page).click();

  await atStep(page, 'Where should we send your kit?', 5);
  await fillDetailsForm(page, { state: 'Colorado', person, address: DENVER });
  await next(page).click();

  await atStep(page, 'Training video', 9);
  await next(page).click();
  await atStep(page, 'Quiz: question 1 of 4', 10);
  await page.getByRole('button', { name: QUIZ_ANSWERS[0]! }).click();
  await next(page).click();
  await atStep(page, 'Quiz: question 2 of 4', 11);
  // Back from the quiz to the details: every later step is answered again (validation included).
  await page.goBack();
  await atStep(page, 'Quiz: question 1 of 4', 10);
  await back(page).click();
  await atStep(page, 'Training video', 9);
  await back(page).click();
  await atStep(page, 'How can we contact you?', 8);
  await back(page).click();
  await atStep(page, 'About you', 7);
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue(person.firstName);
  const dob = page.getByRole('group', { name: /^Date of birth/ });
  await expect(dob.getByRole('textbox', { name: 'Month', exact: true })).toHaveValue('5');
  await expect(dob.getByRole('textbox', { name: 'Year', exact: true })).toHaveValue('1990');
  await next(page).click();
  await atStep(page, 'How can we contact you?', 8);
  await next(page).click();
  await atStep(page, 'Training video', 9);
  await next(page).click();
  await answerQuizAndPlace(page);
  const mrn = await readMrn(page);
  expect(mrn).toMatch(/^NX-/);
  await expect(page.getByText('3 kits: NARCAN (naloxone HCl) 4 mg nasal spray, 2-pack', { exact: true })).toBeVisible();
  await expect(page.getByText('Denver, CO 80202', { exact: true })).toBeVisible();
  await expect(back(page)).toHaveCount(0);
  await expect(page.getByText(/marked with an asterisk/)).toHaveCount(0);
  // The order is placed: going back is refused by the server, the confirmation stays; the browser's Back leaves
  // the confirmation for a new request, never for the placed run's last step.
  await expect(page).toHaveURL(/\/order-placed$/);
  const runId = await page.evaluate(() => sessionStorage.getItem('questionnaire.placedRunId'));
  expect(runId).toBeTruthy();
  const refused = await page.request.post(`/api/flow-runs/${runId}/back`, { data: { step: 13 } });
  expect(refused.status()).toBe(409);
  await page.goBack();
  await atStep(page, 'Your state', 1);
  await page.goForward();
  expect(await readMrn(page)).toBe(mrn);
});

test('Next explains what is missing and its links move focus to the fields', async ({ page }) => {
  await page.goto('/form');
  await atStep(page, 'Your state', 1);
  await expect(page.getByText('There is a problem')).toHaveCount(0);
  await next(page).focus();
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /Which state/ }).click();
  await expect(page.getByRole('radio', { name: 'Colorado' })).toBeFocused();
  await page.getByRole('radio', { name: 'Colorado' }).check();
  await expect(summary).toHaveCount(0);
});

test("the ineligible view offers 'Choose a different state', which goes back to step 1 on the server", async ({ page }) => {
  await page.goto('/form');
  await atStep(page, 'Your state', 1);
  await chooseState(page, 'Alabama');
  await next(page).click();
  await atStep(page, 'We cannot send you a free kit by mail');
  await expectAccessible(page, 'ineligible view');
  await page.getByRole('button', { name: 'Choose a different state' }).click();
  await atStep(page, 'Your state', 1);
  await chooseState(page, 'Kentucky');
  await next(page).click();
  await atStep(page, 'Your naloxone', 2);
});

test("a Kentucky county outside the list can be answered 'My county is not listed', which says who to contact", async ({ page }) => {
  const person = newPerson('county');
  await page.goto('/form');
  await answerFirstSteps(page, { state: 'Kentucky', person, address: HAZARD });
  await atStep(page, 'Where should we send your kit?', 5);
  await page.getByLabel(/What kind of address/).selectOption({ label: 'Home' });
  await page.getByRole('textbox', { name: /^Shipping address line 1/ }).fill(HAZARD.address);
  await page.getByRole('textbox', { name: /^Town or city/ }).fill(HAZARD.city);
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill(HAZARD.zip);
  await page.getByLabel(/County/).selectOption({ label: 'My county is not listed' });
  const advice = 'Free kits by mail are only for the 33 eastern Kentucky counties in the list. Please reach out to your local health department for additional resources to obtain this life saving drug.';
  await expect(page.getByRole('status').filter({ hasText: advice })).toBeVisible();
  await expectAccessible(page, 'county not listed');
  await next(page).click();
  await atStep(page, 'We cannot send you a free kit by mail');
  await expect(page.getByText(advice, { exact: true })).toBeVisible();
});

test('screenshots of the changed consumer screens at 390 and 1280, light and dark', async ({ browser }, testInfo) => {
  const { context, page } = await openVariant(browser, variants[0]!);
  /** The screen as it is, kept in every width and theme (the walk done once, the page resized and its theme switched). */
  const shots = (name: string) => inEveryVariant(page, (variant) => keepScreenshot(page, testInfo, `consumer-${name}`, variant, true));
  try {
    const person = newPerson('shots');
    await page.goto('/form');
    await atStep(page, 'Your state', 1);
    await shots('step1-summary');
    await chooseState(page, 'Kentucky');
    await next(page).click();
    await atStep(page, 'Your naloxone', 2);
    await shots('step2-back');
    await page.getByRole('button', { name: /NARCAN Nasal Spray/ }).click();
    await page.getByRole('radio', { name: 'New Request' }).check();
    await next(page).click();
    await atStep(page, 'Number of kits', 3);
    await page.getByLabel(/How many/).selectOption({ label: '2 kits' });
    await next(page).click();
    await atStep(page, 'Reason for requesting', 4);
    await page.getByRole('radio', { name: /anyone in my community/ }).check();
    await next(page).click();
    await atStep(page, 'Where should we send your kit?', 5);
    await expectErrorSummary(page);
    await shots('step5-errors');
    await page.getByLabel(/What kind of address/).selectOption({ label: 'Home' });
    await page.getByRole('textbox', { name: /^Shipping address line 1/ }).fill(HAZARD.address);
    await page.getByRole('textbox', { name: /^Town or city/ }).fill(HAZARD.city);
    await page.getByRole('textbox', { name: /^ZIP code/ }).fill(HAZARD.zip);
    await page.getByLabel(/County/).selectOption({ label: 'My county is not listed' });
    await shots('step5-county-not-listed');
    await next(page).click();
    await atStep(page, 'We cannot send you a free kit by mail');
    await shots('ineligible');
    await page.getByRole('button', { name: 'Choose a different state' }).click();
    await atStep(page, 'Your state', 1);
    await chooseState(page, 'Kentucky');
    await next(page).click();
    for (const title of ['Your naloxone', 'Number of kits', 'Reason for requesting']) {
      await atStep(page, title);
      await next(page).click();
    }
    await atStep(page, 'Where should we send your kit?', 5);
    await fillDetailsForm(page, { state: 'Kentucky', person, address: HAZARD });
    await next(page).click();
    await atStep(page, 'Training video', 9);
    await shots('step9-no-required-note');
    await next(page).click();
    await answerQuizAndPlace(page);
    await readMrn(page);
    await inEveryVariant(page, async (variant) => {
      await keepScreenshot(page, testInfo, 'consumer-end-confirmation', variant, true);
      if (auditedVariants.includes(variant)) await expectAccessible(page, `END step (${variant.width}-${variant.theme})`);
    });
  } finally {
    await context.close();
  }
});
