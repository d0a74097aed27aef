import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { onePerMessage } from './one-toast-per-message.ts';
import { provideToaster } from './toaster-host.ts';

/**
 * The app's one toast queue (docs/product.md#the-staff-pages-frame): at the bottom, where it covers no page title and
 * no field being edited (at the end on a wide screen, across the screen above the safe area on a phone: the region's
 * styles), closing itself after 12 seconds, one toast per message (docs/decisions/067-quota-month-one-toast-list-filters.md).
 */
export const toaster = onePerMessage(createToaster({ placement: 'bottom-end', duration: 12_000, pauseOnPageIdle: true }));

const ToasterRegion = lazy(() => import('./toaster-region.tsx'));

/** What a person does first on a page, whatever they use: pointer, keyboard, a screen reader's activation. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'click'] as const;

/*
 * The toast machinery (its region and Zag's toast machine, 19 KB gzip) is not needed to show a page, and loaded
 * with it, it took bandwidth and main-thread time from the page on a phone. Toasts answer what a person does, so the
 * region is downloaded at their first interaction, before what they do can raise a toast, so that the polite live
 * region is in the page before its first message (screen readers often miss a message that arrives together with
 * its region); or at once when a toast comes earlier. Toasts queued before it arrives are shown when it mounts (the
 * region reads the queue on start).
 */
/*
 * Several parts may render a Toaster (the public frame once this module is loaded, see toaster-host.ts, and the scope
 * of the pages drawn with Chakra); the first one mounted draws the region, so a toast is never shown twice.
 */
const owners: symbol[] = [];
const ownerListeners = new Set<() => void>();
const notifyOwners = () => ownerListeners.forEach((listener) => listener());
const subscribeOwners = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => void ownerListeners.delete(listener);
};

function useIsFirstToaster(): boolean {
  const [me] = useState(() => Symbol('toaster'));
  useEffect(() => {
    owners.push(me);
    notifyOwners();
    return () => {
      owners.splice(owners.indexOf(me), 1);
      notifyOwners();
    };
  }, [me]);
  return useSyncExternalStore(subscribeOwners, () => owners[0] === me, () => false);
}

export function Toaster() {
  const first = useIsFirstToaster();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = toaster.subscribe(mount);
    for (const type of FIRST_INTERACTION) document.addEventListener(type, mount, { capture: true, passive: true });
    return () => {
      unsubscribe();
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, mount, { capture: true });
    };
  }, [mounted]);
  return mounted && first ? (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  ) : null;
}

// The public frame draws the toast area from now on (toaster-host.ts).
provideToaster(Toaster);
