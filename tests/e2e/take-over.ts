import type { Page } from '@playwright/test';

/** What happened to the server's HTML while the app started (decisions 082 and 085). */
export interface TakeOver {
  /** nodes taken out of #root or below it, from the first byte of the page */
  removed: number;
  /** the layout shift of the page so far */
  shift: number;
}

/** Watches, from the page's first byte, what the app does to the server's HTML as it takes it over. */
export async function watchTakeOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { removed: 0, shift: 0 };
    (window as unknown as { takeOver: typeof seen }).takeOver = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        const parent = record.target instanceof Element ? record.target : record.target.parentElement;
        if (parent?.closest('#root')) seen.removed += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What `watchTakeOver` has seen so far. */
export function takeOverSeen(page: Page): Promise<TakeOver> {
  return page.evaluate(() => (window as unknown as { takeOver: { removed: number; shift: number } }).takeOver);
}
