import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';

test('consumer orders filtered through the address, then downloaded as a spreadsheet', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);

  // A shared link, with a zero-width space pasted along with it.
  await page.goto(`/consumer-orders?filter=${encodeURIComponent('\u200B{"state":"KY","reason":"New Request"}')}`);
  const table = page.getByRole('table', { name: 'Consumer orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('KY');
  await expect(page.getByLabel('Reason')).toHaveValue('New Request');
  // Read until the filtered rows are in: a row (a loading or empty one) can show before them.
  const column = (n: number) => async () => new Set(await table.locator(`tbody tr td:nth-child(${n})`).allTextContents());
  await expect.poll(column(4)).toEqual(new Set(['KY']));
  await expect.poll(column(7)).toEqual(new Set(['New Request']));
  const expected = await (await page.request.get('/api/consumer-orders?state=KY&reason=New%20Request&limit=1')).json() as { total: number };
  await expect(page.getByText(new RegExp(`of ${expected.total.toLocaleString('en-US')}$`))).toBeVisible();

  // Filtering through the panel writes the filter back into the address.
  await page.getByLabel('Quantity').fill('-2');
  await expect(page.getByLabel('Quantity')).toHaveValue('0');
  await page.getByLabel('Quantity').fill('1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/filter=.*quantity/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toMatchObject({ state: 'KY', reason: 'New Request', quantity: '1' });
  // The list has answered for the new filter (so the panel shows it) before the next edit.
  await expect(async () => expect(new Set(await table.locator('tbody tr td:nth-child(6)').allTextContents())).toEqual(new Set(['1']))).toPass();
  await page.getByLabel('Quantity').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).not.toHaveURL(/quantity/);
  // The list has answered again: the button is disabled while it loads, and a click racing that would be lost.
  await expect(page.getByText(new RegExp(`of ${expected.total.toLocaleString('en-US')}$`))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download spreadsheet (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^consumer-orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as never);
  const sheet = book.getWorksheet('Consumer Orders')!;
  expect(sheet.getRow(1).getCell(5).value).toBe('State');
  expect(sheet.rowCount - 1).toBe(expected.total);
  for (let r = 2; r <= sheet.rowCount; r++) {
    expect(sheet.getRow(r).getCell(5).value).toBe('KY');
    expect(sheet.getRow(r).getCell(8).value).toBe('New Request');
  }
});

test('a broken filter in the address is ignored and the full list shows', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/consumer-orders?filter=%7Bnot-json');
  await expect(page.getByRole('table', { name: 'Consumer orders' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('');
});

test('an order flagged for review shows staff the badge and the reason', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  // The demo data holds one Kentucky order to a shared address this month.
  await page.goto(`/consumer-orders?filter=${encodeURIComponent('{"state":"KY"}')}`);
  const table = page.getByRole('table', { name: 'Consumer orders' });
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  const flagged = table.getByRole('row').filter({ hasText: /Another person has used the same shipping address: order NX-\w+ of \w+ \d+, \d{4}\./ });
  await expect(flagged).toHaveCount(1);
  await expect(flagged.getByText('Flagged', { exact: true })).toBeVisible();
});
