import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './axe.ts';
import { demo, signIn } from './auth-helpers.ts';
import { next } from './consumer-helpers.ts';

/*
 * A questionnaire of the programme's own (decision 077), end to end: an admin creates a three-question follow-up in
 * the studio, a superAdmin publishes it, a person answers it at its address, and the response is on the Responses
 * page and in its export. The consumer questionnaire is not touched.
 */

const TITLE = 'Kit follow-up';
const ADDRESS = 'kit-follow-up';

/** Fills a text of the form editor and leaves it, which saves it; waits for the save. */
async function saveText(page: Page, field: ReturnType<Page['getByRole']>, value: string) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/api/flows/${ADDRESS}/versions/1`));
  await field.fill(value);
  await field.press('Tab');
  await saved;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('an admin creates a follow-up questionnaire, a superAdmin publishes it, a person answers it at its address, and staff read and export the response', async ({ browser }) => {
  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin.email, demo.admin.password);
  await expect(admin).toHaveURL(/\/progress$/);
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Questionnaire' }).click();

  // The dialog: the address follows the title; a page of the portal's own is refused before anything is sent.
  await admin.getByRole('button', { name: 'New questionnaire' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New questionnaire' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(TITLE);
  const address = dialog.getByRole('textbox', { name: /Address/ });
  await expect(address).toHaveValue(ADDRESS);
  await address.fill('track');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText("/track is one of the portal's own pages: choose another address.")).toBeVisible();
  await expectAccessible(admin, 'new questionnaire dialog');
  await address.fill(ADDRESS);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(admin).toHaveURL(new RegExp(`/questionnaire/${ADDRESS}/1$`));
  await expect(admin.getByRole('heading', { name: /Scenarios/ })).toBeVisible({ timeout: 20_000 });

  // Three questions: the blank one becomes the person's name (personal), then a choice and a date.
  await admin.getByRole('combobox', { name: 'Step to edit' }).selectOption({ label: '1. Your answers' });
  const first = admin.getByRole('region', { name: 'Question: Your first question' });
  await saveText(admin, first.getByRole('textbox', { name: /^Question text/ }), 'Your name');
  const name = admin.getByRole('region', { name: 'Question: Your name' });
  let saved = admin.waitForResponse((r) => r.request().method() === 'PATCH');
  await name.getByText(/^Identifies the person/).click();
  await saved;

  saved = admin.waitForResponse((r) => r.request().method() === 'PATCH');
  await admin.getByRole('combobox', { name: 'Kind of question' }).selectOption({ label: 'One choice' });
  await admin.getByRole('button', { name: 'Add a question' }).click();
  await saved;
  const choice = admin.getByRole('region', { name: 'Question: New question' });
  await saveText(admin, choice.getByRole('textbox', { name: /^Question text/ }), 'Did you use the kit?');
  const used = admin.getByRole('region', { name: 'Question: Did you use the kit?' });
  await saveText(admin, used.getByRole('textbox', { name: /^Choice 1/ }), 'Yes');
  await saveText(admin, used.getByRole('textbox', { name: /^Choice 2/ }), 'No');

  saved = admin.waitForResponse((r) => r.request().method() === 'PATCH');
  await admin.getByRole('combobox', { name: 'Kind of question' }).selectOption({ label: 'Date' });
  await admin.getByRole('button', { name: 'Add a question' }).click();
  await saved;
  await saveText(admin, admin.getByRole('region', { name: 'Question: Which day?' }).getByRole('textbox', { name: /^Question text/ }), 'When did you receive it?');

  // The end records the response.
  await admin.getByRole('combobox', { name: 'Step to edit' }).selectOption({ label: '2. Thank you' });
  await expect(admin.getByRole('combobox', { name: 'When someone reaches this step' })).toHaveValue('recordResponse');
  await expect(admin.locator('[data-save-status]')).toHaveText('Saved · all checks pass');
  await expectAccessible(admin, 'form editor of a new questionnaire');

  // A superAdmin publishes it.
  const superContext = await browser.newContext();
  const boss = await superContext.newPage();
  await signIn(boss, demo.superAdmin.email, demo.superAdmin.password);
  await expect(boss).toHaveURL(/\/progress$/);
  await boss.goto(`/questionnaire/${ADDRESS}/1`);
  await boss.getByRole('button', { name: 'Review and publish' }).click();
  const publish = boss.getByRole('dialog', { name: 'Review and publish version 1' });
  await publish.getByRole('textbox', { name: /Notes for the version history/ }).fill('A follow-up for people who received a kit.');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toHaveCount(0);
  await superContext.close();

  // A person answers it at its address.
  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  await person.goto(`/${ADDRESS}`);
  await expect(person).toHaveTitle(new RegExp(`^${TITLE}: step 1 of 2`));
  await person.getByRole('textbox', { name: /Your name/ }).fill('Robin Example');
  await person.getByRole('radio', { name: 'Yes' }).check();
  const when = person.getByRole('group', { name: /^When did you receive it\?/ });
  await when.getByRole('textbox', { name: 'Month', exact: true }).fill('11');
  await when.getByRole('textbox', { name: 'Day', exact: true }).fill('2');
  await when.getByRole('textbox', { name: 'Year', exact: true }).fill('2026');
  await expectAccessible(person, 'a questionnaire at its own address');
  await next(person).click();
  await expect(person.getByText('Thank you! Your answers have been recorded.')).toBeVisible();
  // An address no questionnaire holds is the Not found page.
  await person.goto('/no-such-questionnaire');
  await expect(person.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await personContext.close();

  // Staff read it on Responses, open it (the name is there), and export it.
  await admin.goto('/questionnaire');
  await admin.getByRole('region', { name: TITLE, exact: true }).getByRole('link', { name: 'Responses' }).click();
  const usedSummary = admin.getByRole('region', { name: 'Did you use the kit?' });
  await expect(usedSummary.getByText('1 answer', { exact: true })).toBeVisible();
  await expect(usedSummary.getByText('1 (100 %)')).toBeVisible();
  await expect(admin.getByText('Robin Example')).toHaveCount(0);
  await expectAccessible(admin, 'responses page');
  const table = admin.getByRole('table', { name: new RegExp(`Responses to '${TITLE}'`) });
  await expect(table.getByText('Did you use the kit? Yes')).toBeVisible();

  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export spreadsheet (XLSX)' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await readFile(file) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Responses')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Recorded (UTC)', 'Version', 'Did you use the kit?', 'When did you receive it?']);
  expect(sheet.getRow(2).getCell(3).value).toBe('Yes');
  expect(sheet.rowCount).toBe(2);

  await table.getByRole('link').first().click();
  await expect(admin.getByText('Robin Example')).toBeVisible();
  await expect(admin.getByText('personal', { exact: true })).toBeVisible();
  await expectAccessible(admin, 'one response');
  await adminContext.close();
});
