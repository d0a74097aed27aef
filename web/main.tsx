import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { getSystem } from './app/system.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Start-up runs as several short tasks rather than one long one, so the page answers input while it loads.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await nextTask();
getSystem();
await nextTask();
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
