import { expect, test } from '@playwright/test';
import { DENVER, answerFirstSteps, atStep, fillDetailsForm, newPerson } from './consumer-helpers.ts';
import { startDevPortal } from './dev-portal.ts';
test('debug', async ({ page }) => {
  test.setTimeout(120_000);
  const portal = await startDevPortal();
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('request', (r) => { if (r.url().includes('api') || r.url().includes('altcha')) console.log('REQ', r.method(), r.url()); });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  try {
    const order = { state: 'Colorado', person: newPerson('dbg'), address: DENVER };
    await page.goto(`${portal.origin}/form`);
    await answerFirstSteps(page, order);
    await atStep(page, 'Required Information', 5);
    await fillDetailsForm(page, order);
    const captcha = page.getByRole('group', { name: /confirm you are a person/ });
    console.log(await captcha.innerHTML());
    const box = captcha.getByRole('checkbox');
    console.log('box', await box.evaluate((el) => el.outerHTML));
    await box.click();
    await page.waitForTimeout(15000);
    console.log('state', await page.evaluate(() => (document.querySelector('altcha-widget') as any)?.getState?.()));
    console.log(await captcha.evaluate((el) => el.querySelector('altcha-widget')?.shadowRoot?.innerHTML?.slice(0, 2000)));
  } finally { await portal.close(); }
});
