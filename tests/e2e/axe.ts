import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { animationsEnded } from './visual-helpers.ts';

/*
 * axe as the end-to-end tests run it (decision 088): axe-core put into each frame of a page once, while that document
 * lasts, and `axe.run` there with violations as the only results it details. The same rules and the same violations as
 * @axe-core/playwright's AxeBuilder, which evaluates the 550 KB script twice in every frame for each check (in its
 * legacy mode; otherwise it finishes each run in a blank page of its own) and details every rule that passed: a check
 * took 2.7 to 3.8 times as long that way.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CONFIGURE = ';axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });';

/** What axe finds wrong on the page as it is now, its frames included (the portal's are of its own origin). */
export async function axeViolations(page: Page): Promise<Result[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate('typeof window.axe?.run === "function"').catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE + CONFIGURE);
  }
  const results = await page.evaluate(() => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations;
}

/** Axe finds nothing on the page as it is now: `label` says which page and state, each violation where and why. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours are judged once they settle: a dialog or a button fading in is half transparent, not what a person reads.
  await animationsEnded(page);
  const summary = (await axeViolations(page)).map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join('; ')}`,
  );
  expect(summary, label).toEqual([]);
}
