import type { ToastOptions } from '@chakra-ui/react';
import { useEffect } from 'react';
import { onFirstInteraction } from './first-interaction.ts';

/*
 * The toasts of a page whose first view needs none (the questionnaire: a toast only answers a step sent or taken
 * back): the toast code (its queue and Zag's toast store, 2.5 KB gzip) loads at the person's first interaction, the
 * moment the toast region itself would have loaded (toaster.tsx), and asks for the region at once, so the polite live
 * region is still in the page before the first message; or with the first toast, if that comes first
 * (docs/decisions/080-fewer-form-chunks.md).
 */
const loadToaster = () =>
  import('./toaster.tsx').then((module) => {
    module.askForToastRegion();
    return module;
  });

/** Shows a toast, the toast code loading first if it has not yet (a toast whose code cannot be downloaded is not shown). */
export function toastLater(options: ToastOptions): void {
  void loadToaster().then(({ toaster }) => toaster.create(options), () => undefined);
}

/** Loads the toast code, and with it the toast region, at the person's first interaction with the page. */
export function useToasterFromFirstInteraction(): void {
  useEffect(() => onFirstInteraction(() => void loadToaster().catch(() => undefined)), []);
}
