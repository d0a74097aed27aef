import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stylesheet } from 'virtual:static-classes';

// A page's lazy parts are transformed on first import: on a busy machine that can take longer than Testing Library's
// default second (decision 059). Waiting up to five changes nothing for a test that passes; one whose element never
// comes still fails.
configure({ asyncUtilTimeout: 5_000 });

// Chakra measures elements and scrolls menus; jsdom has neither API.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollTo ??= function scrollTo() {};
window.scrollTo = () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

// Scripts run on these pages: web/public/theme-boot.js marks <html> so before the first paint, and the header shows
// the buttons that need a script (decision 082).
document.documentElement.classList.add('scripted');

// The statically styled parts (web/components/static): the browser gets this as a linked stylesheet.
const staticStyle = document.createElement('style');
staticStyle.textContent = stylesheet;
document.head.append(staticStyle);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
