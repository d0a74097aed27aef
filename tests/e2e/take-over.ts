import type { Page } from '@playwright/test';

/** What happened to the server's HTML while the app started (decision 082): nodes removed from #root, layout shifts. */
export interface TakeOver {
  removed: number;
  shift: number;
}

/** Watches, from the page's first byte, every node taken out of #root or below it and every layout shift. */
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
export const takeOverSeen = (page: Page): Promise<TakeOver> => page.evaluate(() => (window as unknown as { takeOver: TakeOver }).takeOver);
