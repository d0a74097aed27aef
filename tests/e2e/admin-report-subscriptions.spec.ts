import { expect, test } from '@playwright/test';
import { demo, signIn } from './auth-helpers.ts';

test('an admin saves report subscriptions and finds them again', async ({ page }) => {
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto('/report-subscriptions');
  const weekly = page.getByRole('checkbox', { name: 'Weekly orders' });
  const monthly = page.getByRole('checkbox', { name: 'Monthly orders' });
  const wasWeekly = await weekly.isChecked();
  const wasMonthly = await monthly.isChecked();
  const wasFunder = await page.getByRole('checkbox', { name: 'Monthly funder report' }).isChecked();
  await page.getByText('Weekly orders', { exact: true }).click();
  await page.getByText('Monthly orders', { exact: true }).click();
  await page.getByText('Monthly funder report', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report subscription settings have been saved.')).toBeVisible();

  // Stored on the server and in the signed-in user: a reload shows the saved choice.
  const user = JSON.parse((await page.evaluate(() => sessionStorage.getItem('portal.user')))!) as { id: string; subscriptions: Record<string, boolean> };
  expect(user.subscriptions).toMatchObject({ weeklyOrders: !wasWeekly, monthlyOrders: !wasMonthly });
  const fresh = await (await page.request.get(`/api/user/${user.id}`)).json() as { subscriptions: Record<string, boolean> };
  expect(fresh.subscriptions).toMatchObject({ weeklyOrders: !wasWeekly, monthlyOrders: !wasMonthly, monthlyFunder: !wasFunder });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Weekly orders' })).toBeChecked({ checked: !wasWeekly });
  await expect(page.getByRole('checkbox', { name: 'Monthly orders' })).toBeChecked({ checked: !wasMonthly });
  await expect(page.getByRole('checkbox', { name: 'Monthly funder report' })).toBeChecked({ checked: !wasFunder });
});
