import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import en from '#web/i18n/messages/en.json' with { type: 'json' };
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import type { SignedIn } from './auth-helpers.ts';

/*
 * Checks that look at the page the way a person does: what axe cannot see. Every page and overlay is checked
 * at a phone and a desktop width, in both themes. With E2E_SCREENSHOTS=1 each is also kept as a screenshot (test
 * artifact, and a copy in test-results/screens/<name>-<width>-<theme>.png to look through): a person looks at them,
 * no test compares them, so `npm test` does not take them (decision 088). A failing test keeps one anyway.
 */

export const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface Variant {
  width: number;
  height: number;
  theme: Theme;
}

export const variants: Variant[] = viewports.flatMap((v) => themes.map((theme) => ({ ...v, theme })));

/**
 * Where axe is run on a screen that is also looked at in every variant: each theme once, light at the phone's width and
 * dark at the desktop's, so that colours are judged in both themes and the layout at both widths.
 */
export const auditedVariants: Variant[] = variants.filter((v) => (v.theme === 'light') === (v.width === viewports[0].width));

/** The phone's and the desktop's width, light: for what the theme changes nothing in. */
export const lightVariants: Variant[] = variants.filter((v) => v.theme === 'light');

/** The desktop in both themes: for what is judged in each theme, not at each width (axe on a whole walk, say). */
export const desktopVariants: Variant[] = variants.filter((v) => v.width === viewports[1].width);

/** The header's theme toggle, named for the theme it switches to, in either language. */
const THEME_TOGGLE_LABELS = [en['theme.toDark'], en['theme.toLight'], es['theme.toDark'], es['theme.toLight']];

export const SCREENS_DIR = join('test-results', 'screens');

/**
 * One browser context per width and theme: the theme is the stored preference (web/lib/theme-preference.ts).
 * `signedIn`: the session of a context already signed in, so the staff pages open without another sign-in.
 */
export async function openVariant(browser: Browser, variant: Variant, signedIn?: SignedIn): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: variant.width, height: variant.height }, colorScheme: variant.theme, ...(signedIn ? { storageState: signedIn } : {}),
  });
  await context.addInitScript((theme) => localStorage.setItem('portal.theme', theme), variant.theme);
  return { context, page: await context.newPage() };
}

/**
 * Gives a page already open (a staff member signed in, a questionnaire half answered) the size and theme of a variant,
 * without reloading it: a new context per variant would sign in again each time (sign-ins are throttled per account),
 * or walk the questionnaire again to reach the same screen. The theme is switched as the header's theme toggle switches
 * it (its own click handler, so focus and the answers on the page stay where they are); on a page of the app without
 * the toggle it is applied as web/public/theme-boot.js applies it on load. The preference is stored either way.
 */
export async function useVariant(page: Page, variant: Variant): Promise<void> {
  await page.setViewportSize({ width: variant.width, height: variant.height });
  await page.emulateMedia({ colorScheme: variant.theme });
  await page.evaluate(([theme, labels]) => {
    const root = document.documentElement;
    localStorage.setItem('portal.theme', theme);
    if (root.classList.contains(theme)) return;
    const toggle = [...document.querySelectorAll('header button')].find((b) => labels.includes(b.getAttribute('aria-label') ?? ''));
    if (toggle instanceof HTMLElement) {
      toggle.click();
      return;
    }
    // A page of the app applies the stored theme on load with theme-boot.js; another (the sign-in provider's) has
    // no theme of its own but the browser's colour scheme.
    if (!document.querySelector('script[src="/theme-boot.js"]')) return;
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  }, [variant.theme, THEME_TOGGLE_LABELS] as const);
}

/**
 * The same screen in every width and theme (the page not reloaded, see useVariant), `check` run in each; the page is
 * left as the first variant (a phone, light).
 */
export async function inEveryVariant(page: Page, check: (variant: Variant) => Promise<void>, chosen: readonly Variant[] = variants): Promise<void> {
  for (const variant of chosen) {
    await useVariant(page, variant);
    await check(variant);
  }
  await useVariant(page, chosen[0]!);
}

/** Whether the screens are kept to be looked through (E2E_SCREENSHOTS=1). */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** With E2E_SCREENSHOTS=1, keeps a screenshot of what is on screen now, attached to the test and copied to test-results/screens. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, variant: Variant, fullPage = false): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  const file = `${name}-${variant.width}-${variant.theme}.png`;
  // Taken once (a full page's capture and PNG encoding is the costly part) and written to both places.
  const body = await page.screenshot({ animations: 'disabled', fullPage });
  mkdirSync(SCREENS_DIR, { recursive: true });
  writeFileSync(join(SCREENS_DIR, file), body);
  await testInfo.attach(file, { body, contentType: 'image/png' });
}

/** No horizontal scrolling: the document is never wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: page wider than the viewport`).toBeLessThanOrEqual(innerWidth);
}

/** A page: settled, no horizontal overflow, a screenshot of the whole page kept. */
export async function checkPage(page: Page, testInfo: TestInfo, name: string, variant: Variant): Promise<void> {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, name);
  await keepScreenshot(page, testInfo, name, variant, true);
}

/**
 * Waits, in the page, for every animation running now that ends (an overlay opening, a backdrop's fade, a button fading
 * in from disabled) to end: as it ends, not for a fixed time. An endless one (a spinner) is not waited for.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
      .map((a) => a.finished.catch(() => undefined))));
}

/** Runs in the page: whether `el`'s box stays the same across two animation frames (placed by script, it may still move). */
async function boxHoldsStill(el: Element): Promise<boolean> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const a = el.getBoundingClientRect();
  await frame();
  await frame();
  const b = el.getBoundingClientRect();
  return a.x === b.x && a.y === b.y && a.width === b.width;
}

/**
 * An overlay (dialog, drawer, menu, toast): its box lies inside the viewport, it is positioned out of the page
 * flow (it or an ancestor is fixed or absolute), and it is on top (the element at its centre belongs to it).
 */
export async function checkOverlay(page: Page, overlay: Locator, testInfo: TestInfo, name: string, variant: Variant): Promise<void> {
  await expect(overlay).toBeVisible();
  // Let the opening animation end (the box stops moving), so the box measured is the final one.
  await expect.poll(async () => {
    await animationsEnded(page);
    return overlay.evaluate(boxHoldsStill);
  }).toBe(true);
  const facts = await overlay.evaluate((el) => {
    const r = el.getBoundingClientRect();
    let positioned = false;
    for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
      const { position } = getComputedStyle(n);
      if (position === 'fixed' || position === 'absolute') {
        positioned = true;
        break;
      }
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height,
      positioned, onTop: hit !== null && el.contains(hit), viewportWidth: window.innerWidth, viewportHeight: window.innerHeight,
    };
  });
  const box = `${name}: box ${Math.round(facts.left)},${Math.round(facts.top)} ${Math.round(facts.width)}x${Math.round(facts.height)}`;
  expect(facts.width, `${box} has no size`).toBeGreaterThan(0);
  expect(facts.left, `${box} starts left of the viewport`).toBeGreaterThanOrEqual(-1);
  expect(facts.top, `${box} starts above the viewport`).toBeGreaterThanOrEqual(-1);
  expect(facts.right, `${box} ends right of the viewport`).toBeLessThanOrEqual(facts.viewportWidth + 1);
  expect(facts.bottom, `${box} ends below the viewport`).toBeLessThanOrEqual(facts.viewportHeight + 1);
  expect(facts.positioned, `${name}: in the page flow, not positioned over it`).toBe(true);
  expect(facts.onTop, `${name}: something else is drawn over its centre`).toBe(true);
  await expectNoHorizontalOverflow(page, name);
  await keepScreenshot(page, testInfo, name, variant);
}

/**
 * Every column header of the table lies inside the viewport and inside every box that clips it (a scroll
 * container hides what it does not show). `named`: the headers the page must show, which must exist too.
 */
export async function expectColumnsVisible(table: Locator, named: string[], label: string): Promise<void> {
  await expect(table).toBeVisible();
  for (const name of named) await expect(table.getByRole('columnheader', { name, exact: true }), `${label}: column ${name}`).toBeVisible();
  const clipped = await table.evaluate((el) => {
    const headers = [...el.querySelectorAll('th, [role="columnheader"]')];
    const out: string[] = [];
    for (const th of headers) {
      const r = th.getBoundingClientRect();
      let right = window.innerWidth;
      let left = 0;
      for (let n: Element | null = th.parentElement; n && n !== document.documentElement; n = n.parentElement) {
        const style = getComputedStyle(n);
        if (style.overflowX !== 'visible') {
          const c = n.getBoundingClientRect();
          right = Math.min(right, c.right);
          left = Math.max(left, c.left);
        }
      }
      if (r.width < 1 || r.right > right + 1 || r.left < left - 1) out.push((th.textContent ?? '').trim() || '(empty header)');
    }
    return out;
  });
  expect(clipped, `${label}: columns cut off at this width`).toEqual([]);
}
