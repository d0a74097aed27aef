import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startLanguage, switchLanguage } from './i18n/i18n.ts';
import { initialLanguage, rememberLanguage, storedLanguage } from './i18n/language-preference.ts';
import { isLanguage } from './i18n/languages.ts';
import { nextTask } from './lib/next-task.ts';

/*
 * Start-up runs as several short tasks rather than one long one (module evaluation, an interruptible first render;
 * a page drawn with Chakra builds the design system in a task of its own), so the page answers input while it loads.
 * Not top-level await: the bundler turns off its chunk merging for modules that use it, and / would fetch twice as
 * many files.
 *
 * A page the server rendered (decision 082) is taken over (hydrated) in the language of its HTML, so the first render
 * matches it; a remembered choice the server could not know (made before it kept a cookie) follows at once.
 */
async function start(container: HTMLElement): Promise<void> {
  const rendered = container.firstElementChild ? document.documentElement.lang : null;
  // The remembered choice as a cookie too, so the server renders the next page in it.
  const stored = storedLanguage();
  if (stored) rememberLanguage(stored);
  // A remembered or browser language other than English: its catalogue arrives before the first render.
  await startLanguage(isLanguage(rendered) ? rendered : undefined).catch(() => undefined);
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (rendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  const wanted = initialLanguage();
  if (rendered && wanted !== rendered) await switchLanguage(wanted, { remember: false }).catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
