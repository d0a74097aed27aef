import { expect, test } from '@playwright/test';
import { DENVER, answerFirstSteps, atStep, expectAccessible, expectErrorSummary, fillDetails, newPerson, next } from './consumer-helpers.ts';
import { startDevPortal, type DevPortal } from './dev-portal.ts';

/*
 * Outside QA the captcha is real: the ALTCHA widget fetches a signed challenge from our own server, solves its proof
 * of work in the browser (workers, under the portal's Content-Security-Policy), and the server verifies the solution.
 * The video is not completed for the person either.
 */
test.describe.configure({ timeout: 180_000 });

let portal: DevPortal;
test.beforeAll(async () => {
  portal = await startDevPortal();
});
test.afterAll(async () => {
  await portal?.close();
});

test('the self-hosted captcha is solved in the browser and verified by the server; the video must be watched', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const order = { state: 'Colorado', person: newPerson('captcha'), address: DENVER };
  await page.goto(`${portal.origin}/form`);
  await answerFirstSteps(page, order);
  await fillDetails(page, order);
  expect(requested.filter((path) => path.includes('altcha'))).toHaveLength(1);
  const summary = await expectErrorSummary(page);
  await expect(summary.getByRole('link')).toHaveText([/^Please confirm you are a person: /]);

  const captcha = page.getByRole('group', { name: /confirm you are a person/ });
  const box = captcha.getByRole('checkbox');
  await expect(box).toBeVisible();
  await expectAccessible(page, 'step 8 with the captcha widget');
  const challenge = page.waitForResponse((r) => r.url().endsWith('/api/captcha/challenge'));
  await box.click();
  expect((await challenge).status()).toBe(200);
  await expect(summary).toHaveCount(0, { timeout: 60_000 });

  const reply = page.waitForResponse((r) => r.url().includes('/steps/8'));
  await next(page).click();
  expect((await reply).status()).toBe(200);
  await atStep(page, 'Training video', 9);
  // Not QA: the video must be watched to the end.
  await expectErrorSummary(page);
  await expect(page.getByText('The video is marked as watched in the QA environment.')).toHaveCount(0);
  const video = page.locator('video');
  // The captions load from the media route (media-src 'self') and are on by default.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(0);
  // Played to the end (skipped ahead here: the test need not sit through it), the page says it may go on.
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (v.readyState < 1) await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
    v.currentTime = Math.max(0, v.duration - 0.3);
    await v.play();
  });
  await expect(page.getByText('Thank you for watching. You can continue.')).toBeVisible({ timeout: 15_000 });
  expect(errors.filter((e) => /Content Security Policy|altcha/i.test(e))).toEqual([]);
});
