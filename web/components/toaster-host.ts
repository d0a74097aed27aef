import { useSyncExternalStore, type ComponentType } from 'react';

/*
 * The public frame keeps the toast area for as long as it is shown, so a toast outlives the page that raised it (the
 * membership form's "submitted" toast stays while the form sends the person home). The frame itself must not load
 * the toast code (it is not needed to show `/`): the code comes with the first page that raises toasts (the
 * questionnaire's at the person's first interaction: deferred-toaster.ts), and that module hands its `Toaster` over
 * here when it is evaluated.
 */
let hosted: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Called once by components/toaster.tsx: the frames that host toasts draw this from then on. */
export function provideToaster(toaster: ComponentType): void {
  hosted = toaster;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The toast area once a page has loaded the toast code, null before. */
export function useHostedToaster(): ComponentType | null {
  return useSyncExternalStore(subscribe, () => hosted, () => null);
}
