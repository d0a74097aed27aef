import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { demo, signIn } from './auth-helpers.ts';
import { DENVER, answerFirstSteps, atStep, fillDetailsForm, newPerson, next } from './consumer-helpers.ts';
import { auditedVariants, checkOverlay, checkPage, inEveryVariant, openVariant, variants } from './visual-helpers.ts';

/*
 * The questionnaire studio (decision 020) as staff use it: the list, a new draft edited in the form (saved when a field
 * is left, checked with every scenario), the JSON editor, the review-and-publish dialog and a comparison. The live
 * questionnaire is left as it was: the draft is discarded at the end, so the other specs keep their flow.
 * Every page and overlay: axe, keyboard, and screenshots at phone and desktop width in both themes.
 */

/** The questionnaire's live version, as the studio's API says (a new draft is the next number). */
async function liveVersion(page: Page): Promise<number> {
  const res = await page.request.get('/api/flows');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { live: { version: number } }[])[0]!.live.version;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a superAdmin drafts a change in the form, sees it checked, reviews it for publishing, and discards it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);
  const live = await liveVersion(page);
  const draft = live + 1;
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Questionnaire' }).click();
  const versions = page.getByRole('table', { name: 'Versions of Request free naloxone' });
  await expect(versions.getByRole('link', { name: `Version ${live}` })).toBeVisible();
  await expectAccessible(page, 'studio list');

  await page.getByRole('button', { name: `New draft from version ${live}` }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire/consumer/${draft}$`));
  await expect(page.getByRole('heading', { name: /Scenarios: (\d+) of \1 pass/ })).toBeVisible({ timeout: 20_000 });

  // Step 5, question 'What kind of address is this?': a new text, saved when the field is left.
  // At 1280 the preview is beside the editor: the steps are a picker.
  await page.getByRole('combobox', { name: 'Step to edit' }).selectOption({ label: '5. Where should we send your kit?' });
  // Named by its text and its kind in words; its id only under Advanced.
  const question = page.getByRole('region', { name: /^Question: / }).first();
  await expect(question).toHaveAccessibleName('Question: What kind of address is this?');
  await expect(question.getByText('One choice from a list')).toBeVisible();
  await expect(question.getByText('q-ship-type')).toBeHidden();
  // The English field (a questionnaire in more than one language names each field's language).
  const text = question.getByRole('textbox', { name: /^Question text( \(English\))?$/ });
  // One save status beside the title, read out politely; no toast.
  const status = page.locator('[data-save-status]');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const saved = () => page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/flows/consumer/versions/${draft}`));
  let patch = saved();
  await text.fill('Where should we send it?');
  await text.press('Tab');
  await patch;
  await expect(status).toHaveText('Saved · all checks pass');
  await expect(page.getByText(/Every check and scenario passes/)).toHaveCount(0);
  await expectAccessible(page, 'version page, form');

  // An empty text is a problem, shown at its field and in the list of problems; the status links to them.
  patch = saved();
  await text.fill('');
  await text.press('Tab');
  await patch;
  await expect(status.getByRole('link', { name: /^\d+ problems?$/ })).toHaveAttribute('href', '#studio-problems');
  await expect(page.getByRole('heading', { name: /^Problems \(\d+\)$/ })).toBeVisible();
  await text.fill('Where should we send it?');
  await text.press('Tab');
  await expect(page.getByRole('heading', { name: 'Problems: none' })).toBeVisible();
  await expect(status).toHaveText('Saved · all checks pass');

  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(page.getByRole('textbox', { name: 'The questionnaire as JSON' })).toBeVisible();
  await expectAccessible(page, 'version page, JSON');
  // Completion from the flow grammar: the values 'status' allows (nothing is saved without Save).
  await page.locator('.cm-line', { hasText: '"status": "draft"' }).click();
  await page.keyboard.press('End');
  for (let i = 0; i < '"draft",'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type('"p');
  await expect(page.getByRole('listbox').getByRole('option', { name: '"published"' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: `Review and publish version ${draft}` });
  await expect(dialog.getByText(/the text changed from 'What kind of address is this\?' to 'Where should we send it\?'/)).toBeVisible();
  await expect(dialog.getByText(/none is breaking/)).toBeVisible();
  await expectAccessible(page, 'publish dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: `Compare with live v${live}` }).click();
  await expect(page.getByText(`1 change from version ${live} to version ${draft}`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'compare');

  await page.goto(`/questionnaire/consumer/${draft}`);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog', { name: `Discard draft ${draft}?` }).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByRole('button', { name: `New draft from version ${live}` })).toBeVisible();
  await context.close();
});

test("the studio's pages and dialogs look right at 390 and 1280, light and dark", async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  // One sign-in and one draft: each page and dialog opened once, then resized and its theme switched.
  const { context, page } = await openVariant(browser, variants[0]!);
  const looks = (name: string) => inEveryVariant(page, (variant) => checkPage(page, testInfo, name, variant));
  const overlayLooks = (overlay: Locator, name: string) => inEveryVariant(page, (variant) => checkOverlay(page, overlay, testInfo, name, variant));
  try {
    await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
    await expect(page).toHaveURL(/\/progress$/);
    const live = await liveVersion(page);
    const draft = live + 1;
    await page.goto('/questionnaire');
    await expect(page.getByRole('link', { name: `Version ${live}` })).toBeVisible();
    await looks('studio-list');
    // Rolling back shows the publish dialog's review of what changes.
    // (The table at 1280, a card on a phone: the one in view.)
    await page.getByRole('button', { name: `Roll back to v${live - 1}` }).locator('visible=true').click();
    const rollback = page.getByRole('alertdialog', { name: `Roll back to version ${live - 1}?` });
    await expect(rollback.getByText(new RegExp(`^\\d+ changes? from version ${live} to version ${live - 1}`))).toBeVisible();
    await overlayLooks(rollback, 'studio-rollback-dialog');
    await page.keyboard.press('Escape');

    // Questionnaire analytics: the live version beside the one before it (the demo's runs of both are counted).
    await page.getByRole('region', { name: 'Request free naloxone' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: `Version ${live}`, exact: true })).toBeVisible();
    await expect(page.getByText('Counting…')).toHaveCount(0);
    // The demo counts runs of versions 2 and 3 only (server/db/seed/demo-funnel.ts): the live version may have none.
    await expect(page.getByRole('region', { name: `Version ${live}` })).toBeVisible();
    await inEveryVariant(page, async (variant) => {
      if (auditedVariants.includes(variant)) await expectAccessible(page, `analytics at ${variant.width} (${variant.theme})`);
      await checkPage(page, testInfo, 'studio-analytics', variant);
    });
    await page.getByRole('link', { name: '← All questionnaires' }).click();

    await page.getByRole('button', { name: `New draft from version ${live}` }).click();
    await expect(page.getByRole('heading', { name: /Scenarios: (\d+) of \1 pass/ })).toBeVisible({ timeout: 20_000 });
    await looks('studio-version-form');
    await page.getByRole('button', { name: 'Show preview' }).click();
    await expect(page.frameLocator(`iframe[title="Preview of version ${draft}"]`).getByRole('heading', { level: 1, name: 'Your state' })).toBeVisible();
    await inEveryVariant(page, async (variant) => {
      await page.getByRole('heading', { name: 'Preview', exact: true }).scrollIntoViewIfNeeded();
      await checkPage(page, testInfo, 'studio-version-preview', variant);
    });
    await page.getByRole('button', { name: 'Save as a scenario' }).click();
    await overlayLooks(page.getByRole('dialog', { name: 'Save this walk as a scenario' }), 'studio-save-walk-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'JSON' }).click();
    await expect(page.getByRole('textbox', { name: 'The questionnaire as JSON' })).toBeVisible();
    await looks('studio-version-json');

    await page.getByRole('button', { name: 'Review and publish' }).click();
    await overlayLooks(page.getByRole('dialog', { name: `Review and publish version ${draft}` }), 'studio-publish-dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Translations' }).click();
    await expect(page.getByText(/^\d+ texts in Spanish: /)).toBeVisible();
    await looks('studio-translations');
    await page.getByRole('link', { name: `← Version ${draft}` }).click();

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await overlayLooks(page.getByRole('alertdialog', { name: `Discard draft ${draft}?` }), 'studio-discard-dialog');
    await page.getByRole('alertdialog', { name: `Discard draft ${draft}?` }).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
  } finally {
    await context.close();
  }
});

/*
 * The promise end to end (last in this file: it publishes, so the questionnaire's live version moves on; a
 * rollback then serves the earlier live content again, as the next version). An admin drafts and previews; a superAdmin
 * reviews the diff and publishes; a request started before finishes on the old text, a new one shows the new text;
 * a rollback restores the old text for the next request.
 */
test('an admin drafts and previews a change, a superAdmin publishes it, runs in progress keep their version, and a rollback restores it', async ({ browser }) => {
  const NEW_TEXT = 'What kind of place is it?';
  const OLD_TEXT = 'What kind of address is this?';
  const order = { state: 'Colorado', person: newPerson('studio'), address: DENVER };
  const shipType = (page: Page) => page.getByLabel(/What kind of address is this\?|What kind of place is it\?/);

  // A consumer's request started on the live version, at step 5.
  const before = await browser.newContext();
  const early = await before.newPage();
  await early.goto('/form');
  await answerFirstSteps(early, order);
  await atStep(early, 'Where should we send your kit?', 5);

  // An admin makes draft 3: a new text and a new choice for the shipping address type, then previews step 5.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin.email, demo.admin.password);
  await expect(admin).toHaveURL(/\/progress$/);
  const live = await liveVersion(admin);
  const draft = live + 1;
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Questionnaire' }).click();
  await admin.getByRole('button', { name: `New draft from version ${live}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/questionnaire/consumer/${draft}$`));
  await admin.getByRole('combobox', { name: 'Step to edit' }).selectOption({ label: '5. Where should we send your kit?' });
  const question = admin.getByRole('region', { name: /^Question: / }).first();
  await expect(question).toHaveAccessibleName(`Question: ${OLD_TEXT}`);
  const questionText = question.getByRole('textbox', { name: /^Question text( \(English\))?$/ });
  const saving = admin.waitForResponse((r) => r.request().method() === 'PATCH');
  await questionText.fill(NEW_TEXT);
  await questionText.press('Tab');
  await saving;
  await expect(admin.locator('[data-save-status]')).toHaveText('Saved · all checks pass');
  await question.getByRole('button', { name: 'Add a choice' }).click();
  const added = question.getByRole('textbox', { name: /^Choice \d+( \(English\))?$/ }).last();
  await expect(added).toHaveValue('New choice');
  await added.fill('Shelter');
  await added.press('Tab');
  // Each language gets its words: a choice left as 'New choice' in Spanish would reach Spanish readers.
  const addedSpanish = question.getByRole('textbox', { name: /^Choice \d+ \(Spanish\)$/ }).last();
  if (await addedSpanish.count()) {
    await addedSpanish.fill('Refugio');
    await addedSpanish.press('Tab');
  }
  const value = question.getByRole('textbox', { name: /^Value kept for choice \d+$/ }).last();
  await expect(value).toHaveValue('New choice');
  await value.fill('Shelter');
  await value.press('Tab');
  await expect(value).toHaveValue('Shelter');
  await expect(admin.getByRole('heading', { name: /Scenarios: (\d+) of \1 pass/ })).toBeVisible({ timeout: 20_000 });

  await admin.getByLabel('Open at step').selectOption({ label: '5. Where should we send your kit?' });
  await admin.getByRole('button', { name: 'Show preview' }).click();
  const preview = admin.frameLocator(`iframe[title="Preview of version ${draft}"]`);
  await expect(preview.getByText('Nothing entered here is saved, ordered or emailed.')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: 'Where should we send your kit?' })).toBeVisible();
  await expect(preview.getByLabel(NEW_TEXT)).toBeVisible();
  await expect(preview.getByLabel(NEW_TEXT).locator('option', { hasText: 'Shelter' })).toHaveCount(1);
  await expect(admin.getByRole('button', { name: 'Review and publish' })).toBeDisabled();
  await adminContext.close();

  // A superAdmin reads the changes and publishes.
  const superContext = await browser.newContext();
  const boss = await superContext.newPage();
  await signIn(boss, demo.superAdmin.email, demo.superAdmin.password);
  await expect(boss).toHaveURL(/\/progress$/);
  await boss.goto(`/questionnaire/consumer/${draft}`);
  await boss.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = boss.getByRole('dialog', { name: `Review and publish version ${draft}` });
  await expect(dialog.getByText(`the text changed from '${OLD_TEXT}' to '${NEW_TEXT}'`, { exact: false })).toBeVisible();
  await expect(dialog.getByText(/the choice 'Shelter' was added/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Notes for the version history/ }).fill('Plainer question for the address type; shelters can receive kits.');
  // The Spanish of the changed question was written for its old English: publishing it as it is is accepted apart (decision 069).
  await dialog.getByText(/^I have read the translation written for the old English text/).click();
  await expect(dialog.getByRole('checkbox', { name: /^I have read the translation written for the old English text/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toHaveCount(0);

  // A new request shows the change at once; the one started before finishes on the earlier version's text.
  const afterContext = await browser.newContext();
  const late = await afterContext.newPage();
  await late.goto('/form');
  await answerFirstSteps(late, { ...order, person: newPerson('studio-late') });
  await expect(shipType(late)).toHaveAccessibleName(new RegExp(NEW_TEXT.replace('?', '\\?')));
  await expect(shipType(late).locator('option', { hasText: 'Shelter' })).toHaveCount(1);
  await afterContext.close();
  await early.reload();
  await atStep(early, 'Where should we send your kit?', 5);
  await expect(shipType(early)).toHaveAccessibleName(new RegExp(OLD_TEXT));
  await fillDetailsForm(early, order);
  await next(early).click();
  await expect(early.getByRole('heading', { level: 1, name: 'Training video' })).toBeVisible();
  await before.close();

  // The superAdmin rolls back to the earlier version: the next request reads the old text again.
  await boss.goto('/questionnaire');
  await boss.getByRole('table', { name: 'Versions of Request free naloxone' }).getByRole('button', { name: `Roll back to v${live}` }).click();
  const rollback = boss.getByRole('alertdialog', { name: `Roll back to version ${live}?` });
  // The same review as publishing: what changes from the live version (the draft just published) back to this one.
  await expect(rollback.getByText(`the text changed from '${NEW_TEXT}' to '${OLD_TEXT}'`, { exact: false })).toBeVisible();
  await rollback.getByRole('button', { name: 'Roll back' }).click();
  await expect(boss.getByText(`Version ${live} is live again, as version ${draft + 1}.`)).toBeVisible();
  await superContext.close();
  const rolledContext = await browser.newContext();
  const again = await rolledContext.newPage();
  await again.goto('/form');
  await answerFirstSteps(again, { ...order, person: newPerson('studio-again') });
  await expect(shipType(again)).toHaveAccessibleName(new RegExp(OLD_TEXT));
  await expect(shipType(again).locator('option', { hasText: 'Shelter' })).toHaveCount(0);
  await rolledContext.close();
});
