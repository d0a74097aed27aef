import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startLanguage } from './i18n/i18n.ts';
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
