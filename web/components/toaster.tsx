import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState } from 'react';

/** The app's one toast queue (spec §2 Admin shell, §9): top-center, closing itself after 12 seconds. */
export const toaster = createToaster({ placement: 'top', duration: 12_000, pauseOnPageIdle: true });

const ToasterRegion = lazy(() => import('./toaster-region.tsx'));

/*
 * The toast machinery is a tenth of the entry's weight and no page needs it to paint, so its region is
 * downloaded once the browser is idle after the first render — or at once when a toast comes earlier.
 * Toasts queued before it arrives are shown when it mounts (the region reads the queue on start).
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = toaster.subscribe(mount);
    const idle = window.requestIdleCallback?.(mount, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(mount, 1500) : undefined;
    return () => {
      unsubscribe();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  ) : null;
}
