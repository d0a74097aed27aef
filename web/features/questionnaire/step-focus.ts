import { useEffect, type RefObject } from 'react';

/** docs/product.md#figures-and-limits: a step change scrolls the page to the top after 20 ms. */
export const SCROLL_DELAY_MS = 20;

/**
 * After a step change: back to the top of the page and focus on the step's heading, so keyboard and
 * screen-reader users start the new step where a sighted person's eyes do. `key` names the step shown.
 */
export function useStepFocus(heading: RefObject<HTMLElement | null>, key: string | number): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0 });
      heading.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [heading, key]);
}
