import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';
import { checkOverlay, checkPage, openVariant, variants } from './visual-helpers.ts';

/*
 * The questionnaire studio (issue 12) as staff use it: the list, a new draft edited in the form (saved when a field
 * is left, checked with every scenario), the JSON editor, the review-and-publish dialog and a comparison. The live
 * questionnaire is left as it was: the draft is discarded at the end, so the other specs keep their flow.
 * Every page and overlay: axe, keyboard, and screenshots at phone and desktop width in both themes.
 */

async function expectNoViolations(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a superAdmin drafts a change in the form, sees it checked, reviews it for publishing, and discards it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Questionnaire' }).click();
  const versions = page.getByRole('table', { name: 'Versions of Request free naloxone' });
  await expect(versions.getByRole('link', { name: 'Version 2' })).toBeVisible();
  await expectNoViolations(page, 'studio list');

  await page.getByRole('button', { name: 'New draft from version 2' }).click();
  await expect(page).toHaveURL(/\/questionnaire\/consumer\/3$/);
  await expect(page.getByRole('heading', { name: /Scenarios: (\d+) of \1 pass/ })).toBeVisible({ timeout: 20_000 });

  // Step 5, question 'Shipping address type': a new text, saved when the field is left.
  await page.getByRole('navigation', { name: 'Steps of the questionnaire' }).getByRole('button', { name: /^5\. Required Information/ }).click();
  const question = page.getByRole('region', { name: 'Question q-ship-type' });
  const text = question.getByRole('textbox', { name: 'Question text' });
  await text.fill('Where should we send it?');
  await text.press('Tab');
  await expect(page.getByText('Saved. Every check and scenario passes.')).toBeVisible();
  await expectNoViolations(page, 'version page, form');

  // An empty text is a problem, shown at its field and in the list of problems.
  await text.fill('');
  await text.press('Tab');
  await expect(page.getByText('Saved, with problems to fix before it can be published.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Problems \(\d+\)$/ })).toBeVisible();
  await text.fill('Where should we send it?');
  await text.press('Tab');
  await expect(page.getByRole('heading', { name: 'Problems: none' })).toBeVisible();

  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByRole('textbox', { name: 'The questionnaire as JSON' })).toBeVisible();
  await expectNoViolations(page, 'version page, JSON');

  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and publish version 3' });
  await expect(dialog.getByText(/the text changed from 'Shipping address type' to 'Where should we send it\?'/)).toBeVisible();
  await expect(dialog.getByText(/none is breaking/)).toBeVisible();
  await expectNoViolations(page, 'publish dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: 'Compare with live v2' }).click();
  await expect(page.getByText(/1 change from version 2 to version 3/)).toBeVisible();
  await expectNoViolations(page, 'compare');

  await page.goto('/questionnaire/consumer/3');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog', { name: 'Discard draft 3?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByRole('button', { name: 'New draft from version 2' })).toBeVisible();
  await context.close();
});

for (const variant of variants) {
  test(`the studio's pages and dialog look right at ${variant.width} (${variant.theme})`, async ({ browser }, testInfo) => {
    let context: BrowserContext | undefined;
    try {
      const opened = await openVariant(browser, variant);
      context = opened.context;
      const page = opened.page;
      await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
      await expect(page).toHaveURL(/\/progress$/);
      await page.goto('/questionnaire');
      await expect(page.getByRole('link', { name: 'Version 2' })).toBeVisible();
      await checkPage(page, testInfo, 'studio-list', variant);

      await page.getByRole('button', { name: 'New draft from version 2' }).click();
      await expect(page.getByRole('heading', { name: /Scenarios: (\d+) of \1 pass/ })).toBeVisible({ timeout: 20_000 });
      await checkPage(page, testInfo, 'studio-version-form', variant);
      await page.getByRole('tab', { name: 'JSON' }).click();
      await expect(page.getByRole('textbox', { name: 'The questionnaire as JSON' })).toBeVisible();
      await checkPage(page, testInfo, 'studio-version-json', variant);

      await page.getByRole('button', { name: 'Review and publish' }).click();
      await checkOverlay(page, page.getByRole('dialog', { name: 'Review and publish version 3' }), testInfo, 'studio-publish-dialog', variant);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Discard draft' }).click();
      await checkOverlay(page, page.getByRole('alertdialog', { name: 'Discard draft 3?' }), testInfo, 'studio-discard-dialog', variant);
      await page.getByRole('alertdialog', { name: 'Discard draft 3?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(page).toHaveURL(/\/questionnaire$/);
    } finally {
      await context?.close();
    }
  });
}
