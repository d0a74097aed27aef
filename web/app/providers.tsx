import { ChakraProvider } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from '#web/components/toaster.tsx';
import { getSystem, subscribeSystem } from './system.ts';

/** Everything every page needs around it: the design system and the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  // The admin area completes the system with more recipes when it loads (web/app/complete-system.ts).
  const system = useSyncExternalStore(subscribeSystem, getSystem, getSystem);
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
