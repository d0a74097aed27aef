import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { Flow } from '#schemas/generated/flow.ts';
import captchaEs from '#web/i18n/messages/captcha/es.json' with { type: 'json' };
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { DENVER, newPerson } from './consumer-helpers.ts';
import { expectAccessible } from './axe.ts';
import { startDevPortal, type DevPortal } from './dev-portal.ts';
import { answerProductToReasonInSpanish, siguiente, spanishOf, startingWith } from './flow-texts.ts';
import { inEveryVariant, keepScreenshot, useVariant, variants } from './visual-helpers.ts';

/*
 * A Spanish reader meets Spanish where the captcha and the training video spoke English (decision 057): the captcha
 * widget's box and its states, and a video of the flow's Spanish file (Spanish slides, narration and captions). The
 * portal is a real one outside QA (the captcha is solved, the video is not watched for the person), seeded with a
 * fixture version: the published questionnaire with its video's Spanish file named under `localised`.
 */
test.describe.configure({ timeout: 300_000 });

const base = JSON.parse(readFileSync('flows/consumer/v3.json', 'utf8')) as Flow;

/** The fixture version: v3's questions, published as version 1 of a flows folder of its own, with a Spanish video. */
function fixtureFlowsRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'flows-spanish-video-'));
  mkdirSync(join(root, 'consumer'));
  cpSync('flows/consumer/media', join(root, 'consumer', 'media'), { recursive: true });
  const flow = structuredClone(base);
  flow.version = 1;
  const video = flow.steps.flatMap((s) => s.questions).find((q) => q.type === 'VIDEO')!;
  const spanish = JSON.parse(readFileSync('flows/consumer/media/training.es.json', 'utf8')) as { durationSeconds: number };
  video.media!.localised = {
    es: {
      src: '/media/consumer/training.es.webm',
      mimeType: 'video/webm',
      durationSeconds: spanish.durationSeconds,
      poster: '/media/consumer/training-poster.es.jpg',
      captions: [
        { src: '/media/consumer/training.es.captions.vtt', srclang: 'es', label: { en: 'Spanish', es: 'Español' } },
        { src: '/media/consumer/training.es.captions.en.vtt', srclang: 'en', label: { en: 'English', es: 'Inglés' } },
      ],
    },
  };
  writeFileSync(join(root, 'consumer', 'v1.json'), JSON.stringify(flow, null, 2));
  return root;
}

const spanish = (english: string) => spanishOf(base, english);
const exact = startingWith;

/** The widget's and the video's English that must not show on a Spanish page. */
const ENGLISH = ["I'm not a robot", 'Protected by', 'Verifying', 'Verified', 'Verification', 'expired', 'Next', 'Try again'];

async function expectSpanish(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const text = await page.locator('body').innerText();
  for (const word of ENGLISH) expect(text, `${label}: '${word}'`).not.toContain(word);
}

async function atStep(page: Page, english: string, number: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: spanish(english) })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: es['questionnaire.progress'] })).toHaveAttribute('aria-valuetext', `Paso ${number} de 11`);
}

/** Steps 1 to 4 in Spanish for a Colorado order of 1 kit, and step 5's form filled (the captcha left to the test). */
async function answerUpToTheCaptcha(page: Page): Promise<void> {
  const person = newPerson('video.es');
  await atStep(page, 'Your state', 1);
  await page.getByLabel(exact(spanish('Which state should we mail your free naloxone to?'))).selectOption({ label: 'Colorado' });
  await siguiente(page).click();
  await answerProductToReasonInSpanish(page, spanish, atStep);
  await atStep(page, 'Required Information', 5);
  const shipping = page.getByRole('group', { name: spanish('Shipping Information') });
  const personal = page.getByRole('group', { name: spanish('Personal Information') });
  await shipping.getByLabel(exact(spanish('Shipping address type'))).selectOption({ label: spanish('Home') });
  await shipping.getByRole('textbox', { name: new RegExp(`^${spanish('Address')}(?! 2)`) }).fill(DENVER.address);
  await shipping.getByRole('textbox', { name: exact(spanish('City')) }).fill(DENVER.city);
  await shipping.getByRole('textbox', { name: exact(spanish('Zip code')) }).fill(DENVER.zip);
  await personal.getByRole('checkbox', { name: exact(spanish('My home address is the same as my shipping address')) }).check();
  await personal.getByRole('textbox', { name: exact(spanish('First name')) }).fill(person.firstName);
  await personal.getByRole('textbox', { name: exact(spanish('Last name')) }).fill(person.lastName);
  const dob = page.getByRole('group', { name: exact(spanish('Date of birth')) });
  const [year, month, day] = person.dob.split('-');
  await dob.getByRole('textbox', { name: es['questionnaire.dateMonth'], exact: true }).fill(String(Number(month)));
  await dob.getByRole('textbox', { name: es['questionnaire.dateDay'], exact: true }).fill(String(Number(day)));
  await dob.getByRole('textbox', { name: es['questionnaire.dateYear'], exact: true }).fill(year!);
  await personal.getByLabel(exact(spanish('Gender'))).selectOption({ label: spanish('Female') });
  await personal.getByRole('textbox', { name: exact(spanish('Phone')) }).fill(person.phone);
  await personal.getByRole('textbox', { name: exact(spanish('Email')) }).fill(person.email);
}

/** The captcha group scrolled into view and kept at every width and theme; the page is left at 390, light. */
async function keepCaptcha(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await inEveryVariant(page, async (variant) => {
    await page.getByRole('group', { name: spanish('Please confirm you are a person') }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, name, variant);
  });
}

let portal: DevPortal;
let flowsRoot: string;
test.beforeAll(async () => {
  flowsRoot = fixtureFlowsRoot();
  portal = await startDevPortal({ flowsRoot });
});
test.afterAll(async () => {
  await portal?.close();
  rmSync(flowsRoot, { recursive: true, force: true });
});

test('in Spanish, the captcha speaks Spanish in each of its states, and the training video is the Spanish one', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ locale: 'es-US', viewport: { width: 390, height: 844 }, colorScheme: 'light' });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${portal.origin}/form`);
  await answerUpToTheCaptcha(page);

  // Not verified yet: the box and the footer in Spanish, the widget's words fetched with it on this step only.
  const captcha = page.getByRole('group', { name: spanish('Please confirm you are a person') });
  const box = captcha.getByRole('checkbox', { name: captchaEs.label });
  await expect(box).toBeVisible();
  await expect(captcha.getByText(captchaEs.protectedBy)).toBeVisible();
  expect(requested.filter((path) => path.includes('altcha'))).toHaveLength(1);
  await expectSpanish(page, 'captcha, not verified');
  await expectAccessible(page, 'captcha, not verified');
  await keepCaptcha(page, testInfo, 'captcha-es');

  // The challenge cannot be fetched: the widget says so in Spanish.
  await page.route('**/api/captcha/challenge', (route) => route.abort());
  await box.click();
  await expect(captcha.getByText(captchaEs.error)).toBeVisible({ timeout: 30_000 });
  await expectSpanish(page, 'captcha, failed');
  await keepCaptcha(page, testInfo, 'captcha-es-failed');
  await page.unroute('**/api/captcha/challenge');

  // Verifying, then verified, then expired: a real challenge whose end the widget is told is near (the widget times
  // the expiry itself; this challenge is never sent to the server). The widget unticks its box and says so in Spanish.
  // The page's clock is Playwright's from here, running as the real one until it is moved on past that end: the
  // expiry is seen without waiting for it.
  await page.clock.install();
  await page.route('**/api/captcha/challenge', async (route) => {
    const response = await route.fetch();
    const challenge = (await response.json()) as { parameters: { expiresAt?: number } };
    challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 45;
    await new Promise((resolve) => setTimeout(resolve, 1500)); // long enough to see "Verificando…"
    await route.fulfill({ response, json: challenge });
  });
  await box.click();
  await expect(captcha.getByText(captchaEs.verifying)).toBeVisible();
  await keepScreenshot(page, testInfo, 'captcha-es-verifying', variants[0]!);
  await expect(captcha.getByText(captchaEs.verified, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expectSpanish(page, 'captcha, verified');
  await expectAccessible(page, 'captcha, verified');
  await keepCaptcha(page, testInfo, 'captcha-es-verified');
  await page.clock.fastForward('00:50');
  await expect(captcha.getByText(es['questionnaire.captchaExpired'])).toBeVisible();
  await expect(captcha.getByText(captchaEs.expired)).toBeVisible();
  await expect(box).not.toBeChecked();
  await expectSpanish(page, 'captcha, expired');
  await expectAccessible(page, 'captcha, expired');
  await keepCaptcha(page, testInfo, 'captcha-es-expired');

  // Ticked again with an ordinary challenge: verified, and the step goes on.
  await page.unroute('**/api/captcha/challenge');
  await box.click();
  await expect(captcha.getByText(captchaEs.verified, { exact: true })).toBeVisible({ timeout: 60_000 });

  await siguiente(page).click();
  await atStep(page, 'Training video', 6);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', '/media/consumer/training-poster.es.jpg');
  await expect(video.locator('source').first()).toHaveAttribute('src', '/media/consumer/training.es.webm');
  // Spanish captions on by default, English ones at the same times to choose (the step says it has both).
  await expect(video.locator('track')).toHaveCount(2);
  await expect(video.locator('track[srclang="es"]')).toHaveAttribute('default', '');
  await expect(video.locator('track[srclang="en"]')).not.toHaveAttribute('default', '');
  // The Spanish narration's captions load and are on; the first cue is the narration's first line.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(43);
  const first = await video.evaluate((v: HTMLVideoElement) => (v.textTracks[0]!.cues![0] as VTTCue).text);
  expect(first).toBe('Este video corto muestra cómo reconocer una sobredosis de opioides');
  const spanishLength = JSON.parse(readFileSync('flows/consumer/media/training.es.json', 'utf8')) as { durationSeconds: number };
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(spanishLength.durationSeconds, 0);
  await expectSpanish(page, 'video');
  await expectAccessible(page, 'video');
  await inEveryVariant(page, async (variant) => {
    await video.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'video-es', variant);
  });
  // A frame from the middle, captions showing: the Spanish slide with its Spanish words.
  await useVariant(page, variants[2]!);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 60;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
  });
  await video.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'video-es-playing', variants[2]!);
  await context.close();
});
