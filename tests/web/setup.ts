import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
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
if (!document.getElementById('static-styles')) {
  const staticStyle = document.createElement('style');
  staticStyle.id = 'static-styles';
  staticStyle.textContent = stylesheet;
  document.head.append(staticStyle);
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// The files of a worker share one document and the libraries they load (vitest.config.ts, decision 088): each file
// leaves the document as it found it, and the portal's own modules (the language chosen, a page's state, what a module
// keeps) are loaded afresh by the next. The page is left as a browser leaves it: Chakra's menus tell a pointer from a
// keyboard with listeners that stay on the window until it unloads, and that ignore a move to where the pointer last
// was; every file's pointer starts at the same place, so it is moved off the page first.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
  for (const element of [document.body, document.documentElement]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.documentElement.classList.add('scripted');
  window.history.replaceState(null, '', '/');
  document.dispatchEvent(new PointerEvent('pointermove', { clientX: -1, clientY: -1 }));
  window.dispatchEvent(new Event('beforeunload'));
});
