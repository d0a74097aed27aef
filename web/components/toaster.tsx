import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { onFirstInteraction } from './first-interaction.ts';
import { onePerMessage } from './one-toast-per-message.ts';
import { provideToaster } from './toaster-host.ts';

/**
 * The app's one toast queue (docs/product.md#the-staff-pages-frame): at the bottom, where it covers no page title and
 * no field being edited (at the end on a wide screen, across the screen above the safe area on a phone: the region's
 * styles), closing itself after 12 seconds, one toast per message (docs/decisions/067-quota-month-one-toast-list-filters.md).
 */
export const toaster = onePerMessage(createToaster({ placement: 'bottom-end', duration: 12_000, pauseOnPageIdle: true }));

const ToasterRegion = lazy(() => import('./toaster-region.tsx'));

/** The Toasters' shared state (the region asked for by a page, the Toaster drawing it) and its readers. */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/*
 * The toast machinery (its region and Zag's toast machine, 19 KB gzip) is not needed to show a page, and loaded
 * with it, it took bandwidth and main-thread time from the page on a phone. Toasts answer what a person does, so the
 * region is downloaded at their first interaction, before what they do can raise a toast, so that the polite live
 * region is in the page before its first message (screen readers often miss a message that arrives together with
 * its region); or at once when a toast comes earlier. Toasts queued before it arrives are shown when it mounts (the
 * region reads the queue on start). A page that loads this module itself at the first interaction
 * (deferred-toaster.ts) has the region drawn at once: that interaction came before any Toaster could hear it.
 */
let regionAskedFor = false;

/** Draws the toast region from now on, whichever Toaster is first: the page loaded this module at an interaction. */
export function askForToastRegion(): void {
  if (regionAskedFor) return;
  regionAskedFor = true;
  notify();
}

/*
 * Several parts may render a Toaster (the public frame once this module is loaded, see toaster-host.ts, and the scope
 * of the pages drawn with Chakra); the first one mounted draws the region, so a toast is never shown twice.
 */
const owners: symbol[] = [];

function useIsFirstToaster(): boolean {
  const [me] = useState(() => Symbol('toaster'));
  useEffect(() => {
    owners.push(me);
    notify();
    return () => {
      owners.splice(owners.indexOf(me), 1);
      notify();
    };
  }, [me]);
  return useSyncExternalStore(subscribe, () => owners[0] === me, () => false);
}

export function Toaster() {
  const first = useIsFirstToaster();
  const askedFor = useSyncExternalStore(subscribe, () => regionAskedFor, () => false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = toaster.subscribe(mount);
    const stopWaiting = onFirstInteraction(mount);
    return () => {
      unsubscribe();
      stopWaiting();
    };
  }, [mounted]);
  return (mounted || askedFor) && first ? (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  ) : null;
}

// The public frame draws the toast area from now on (toaster-host.ts).
provideToaster(Toaster);
