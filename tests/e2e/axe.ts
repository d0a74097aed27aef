import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for a page, run as `axe.run` in the page and its same-origin frames (the portal has no other). AxeBuilder's default
 * runs axe per frame and finishes the run in a new blank page opened for each check: the same rules and results, at
 * about twice the time per check.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
