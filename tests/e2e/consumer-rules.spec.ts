import { expect, test, type Page } from '@playwright/test';
import { demo, fromPage, signIn } from './auth-helpers.ts';
import { DENVER, answerFirstSteps, atStep, chooseState, confirmationEmail, endedRunScreens, expectErrorSummary, fillDetails, newPerson, next, placeOrder, runIdIn } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';

test.describe.configure({ timeout: 120_000 });

const kitOptions = async (page: Page) =>
  (await page.getByLabel(/How many/).locator('option').allTextContents()).filter((t) => t !== 'Select…');

async function toQuantity(page: Page, state: string, reason = 'New Request') {
  await page.goto('/form');
  await atStep(page, 'Your state', 1);
  await chooseState(page, state);
  await next(page).click();
  await atStep(page, 'Your naloxone', 2);
  await page.getByRole('button', { name: /NARCAN Nasal Spray/ }).click();
  await page.getByRole('radio', { name: reason }).check();
  await next(page).click();
  await atStep(page, 'Number of kits', 3);
}

test('a state the programme does not serve ends with the ineligible message', async ({ page }) => {
  await page.goto('/form');
  await atStep(page, 'Your state', 1);
  await page.getByRole('radio', { name: 'My state is not listed' }).check();
  await next(page).click();
  await atStep(page, 'We cannot send you a free kit by mail');
  await expect(
    page.getByText(
      'Sorry we are unable to provide this drug in your state. Please reach out to your local health department for additional resources to obtain this life saving drug.',
      { exact: true },
    ),
  ).toBeVisible();
  await expectAccessible(page, 'ineligible view');
  await page.getByRole('link', { name: 'Go to Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a refill offers at most 2 kits', async ({ page }) => {
  await toQuantity(page, 'Colorado', 'Expired');
  expect(await kitOptions(page)).toEqual(['1 kit', '2 kits']);
});

test('a new request offers up to 4 kits', async ({ page }) => {
  await toQuantity(page, 'Colorado', 'New Request');
  expect(await kitOptions(page)).toEqual(['1 kit', '2 kits', '3 kits', '4 kits']);
});

test('a low quota caps the quantity', async ({ page, browser }) => {
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin, demo.admin.email, demo.admin.password);
  await expect(admin).toHaveURL(/\/progress$/);
  const quota = await (await admin.request.get('/api/quotas/state/KY')).json();
  const original = (Array.isArray(quota) ? quota[0] : quota).quantity as number;
  const [remaining] = (await (await admin.request.get('/api/quotas/remaining?state=KY')).json()) as { remaining: number }[];
  const used = original - remaining!.remaining;
  try {
    // 3 units left this month: one kit of 2 units.
    const patched = await admin.request.patch('/api/quotas/KY', { headers: fromPage(admin), data: { state: 'KY', quantity: used + 3 } });
    expect(patched.status()).toBe(200);
    await toQuantity(page, 'Kentucky');
    expect(await kitOptions(page)).toEqual(['1 kit']);
  } finally {
    await admin.request.patch('/api/quotas/KY', { headers: fromPage(admin), data: { state: 'KY', quantity: original } });
    await staff.close();
  }
});

test('a quantity over the cap, tampered into the request, is refused by the server', async ({ page }) => {
  await toQuantity(page, 'Colorado', 'Expired');
  await page.getByLabel(/How many/).selectOption({ label: '2 kits' });
  await page.route('**/api/flow-runs/*/steps/3', async (route) => {
    const body = route.request().postDataJSON() as { answers: { questionId: string; choiceIds?: string[] }[] };
    for (const a of body.answers) if (a.questionId === 'q-qty') a.choiceIds = ['qty-4'];
    await route.continue({ postData: JSON.stringify(body) });
  });
  const reply = page.waitForResponse((r) => r.url().includes('/steps/3'));
  await next(page).click();
  expect((await reply).status()).toBe(422);
  const quantity = page.getByLabel(/How many/);
  await expect(quantity).toHaveAccessibleDescription(/Please choose one of the options shown\./);
  await expect(page.getByRole('heading', { level: 1, name: 'Number of kits' })).toBeVisible();
  await expectAccessible(page, 'tampered quantity refused');
  await page.unroute('**/api/flow-runs/*/steps/3');
  await quantity.selectOption({ label: '1 kit' });
  await next(page).click();
  await atStep(page, 'Reason for requesting', 4);
});

test('a wrong quiz answer holds Next back with the error summary, and the server refuses it too', async ({ page }) => {
  const order = { state: 'Colorado', person: newPerson('quiz'), address: DENVER };
  await page.goto('/form');
  await answerFirstSteps(page, order);
  await fillDetails(page, order);
  await next(page).click();
  await atStep(page, 'Training video', 9);
  await next(page).click();
  await atStep(page, 'Quiz: question 1 of 4', 10);
  await page.getByRole('button', { name: /Fast, heavy breathing/ }).click();
  const quiz = page.getByRole('group', { name: /sign of an opioid overdose/ });
  await expect(quiz.getByText('Incorrect.', { exact: true })).toBeVisible();
  await expect(quiz.getByText('Think about what opioids do to breathing: they slow it down.')).toBeVisible();
  // Next shows the error summary, which says the same with a link to the question.
  const summary = await expectErrorSummary(page);
  await expect(summary.getByRole('link', { name: /sign of an opioid overdose\? Incorrect\./ })).toBeVisible();
  await expectAccessible(page, 'quiz answered wrong');

  await page.getByRole('button', { name: /very slow, shallow/ }).click();
  await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
  // A wrong answer sent anyway (the page tampered with) is refused by the server with the hint.
  await page.route('**/api/flow-runs/*/steps/10', async (route) => {
    const body = route.request().postDataJSON() as { answers: { questionId: string; choiceIds?: string[] }[] };
    for (const a of body.answers) if (a.questionId === 'q-quiz-1') a.choiceIds = ['quiz1-a'];
    await route.continue({ postData: JSON.stringify(body) });
  });
  const reply = page.waitForResponse((r) => r.url().includes('/steps/10'));
  await next(page).click();
  expect((await reply).status()).toBe(422);
  await expect(page.getByRole('group', { name: /sign of an opioid overdose/ })).toHaveAccessibleDescription(/Incorrect\./);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz: question 1 of 4' })).toBeVisible();
});

test('a second order by the same person is refused with one clear line, the reason and its date emailed to them', async ({ page, browser }) => {
  const person = newPerson('twice');
  await placeOrder(page, { state: 'Colorado', person, address: DENVER });
  const again = await browser.newContext();
  try {
    const tab = await again.newPage();
    const order = { state: 'Colorado', person, address: DENVER, kits: '4 kits' };
    await tab.goto('/form');
    await answerFirstSteps(tab, order);
    await fillDetails(tab, order);
    const reply = tab.waitForResponse((r) => r.url().includes('/steps/8'));
    await next(tab).click();
    const refused = await reply;
    expect(refused.status()).toBe(406);
    await atStep(tab, 'We cannot complete this request');
    const reasons = tab.getByRole('list', { name: 'Reasons' });
    // Whether and when someone ordered is theirs to know (decision 042): the page says only that the reason was
    // emailed, and the email carries one clear reason with a human date (decision 042), not the cap as well.
    await expect(reasons.getByRole('listitem')).toHaveCount(1);
    await expect(reasons).toHaveText("We can't take this order now. We've emailed the reason to the address we have on record for you. If it hasn't arrived within a few minutes, please check your spam folder.");
    const mail = await confirmationEmail(browser, person.email, 'order-refused');
    expect(mail.subject).toBe('About your request for free naloxone');
    expect(mail.text).toMatch(/You can order again from [A-Z][a-z]+ \d{1,2}, \d{4}\. Refills are available no sooner than 2 months apart\./);
    expect(mail.text).not.toContain('at most 2 kits');
    await expectAccessible(tab, 'refused view');
    await tab.getByRole('main').getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(tab).toHaveURL(/\/$/);
    await endedRunScreens(browser, runIdIn(refused.url()), 'en', 'refused-privately-en', 'We cannot complete this request');
  } finally {
    await again.close();
  }
});
