import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startInRenderedLanguage, startLanguage, switchLanguage } from './i18n/i18n.ts';
import { initialLanguage, rememberLanguage, storedLanguage } from './i18n/language-preference.ts';
import { isLanguage } from './i18n/languages.ts';
import { nextTask } from './lib/next-task.ts';

/*
 * Start-up runs as several short tasks rather than one long one (module evaluation, an interruptible first render;
 * a page drawn with Chakra builds the design system in a task of its own), so the page answers input while it loads.
 * Not top-level await: the bundler turns off its chunk merging for modules that use it, and / would fetch twice as
 * many files.
 */
async function start(container: HTMLElement): Promise<void> {
  // A remembered or browser language other than English: its catalogue arrives before the first render.
  const language = startLanguage();
  await language.catch(() => undefined);
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * A page the server rendered (decision 082): the app takes over its HTML in the language it was rendered in, so the
 * first render matches it; a remembered choice the server could not know (made before it kept a cookie) follows.
 */
async function hydrate(container: HTMLElement): Promise<void> {
  const rendered = document.documentElement.lang;
  const stored = storedLanguage();
  // The remembered choice as a cookie too, so the server renders the next page in it.
  if (stored) rememberLanguage(stored);
  await (isLanguage(rendered) ? startInRenderedLanguage(rendered) : Promise.resolve()).catch(() => undefined);
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  const wanted = initialLanguage();
  if (wanted !== rendered) await switchLanguage(wanted, { remember: false }).catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void (container.firstElementChild ? hydrate(container) : start(container));
