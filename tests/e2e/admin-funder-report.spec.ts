import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { demo, signIn } from './auth-helpers.ts';

/*
 * The funder report from Progress (docs/product.md#the-funder-report, decision 079): an admin sees the month's
 * replacement orders by reason and downloads the report of the months chosen, whose cells hold counts, "<11" or "*".
 */
test('an admin reads the replacement orders on Progress and downloads the funder report', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { name: 'Replacement orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Replacement orders by reason per state/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download funder report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^funder-report-\d{4}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await readFile((await file.path())!) as never);
  expect(book.worksheets.map((w) => w.name)).toEqual(['By month', 'By county', 'Notes']);
  const cells: unknown[] = [];
  for (const name of ['By month', 'By county']) {
    book.getWorksheet(name)!.eachRow((row, n) => {
      if (n > 1) cells.push(...(row.values as unknown[]).slice(3));
    });
  }
  for (const cell of cells) expect(typeof cell === 'number' ? cell === 0 || cell > 10 : cell === '<11' || cell === '*').toBe(true);
});
