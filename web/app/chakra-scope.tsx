import { ChakraProvider } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from '#web/components/toaster.tsx';
import { getSystem, subscribeSystem } from './system.ts';

/** Builds the design system ahead of the first render (web/app/styled-scope.tsx calls it in a task of its own). */
export function buildSystem(): void {
  getSystem();
}

/** What every page drawn with Chakra needs around it: the design system and the toast area. */
export function ChakraScope({ children }: { children: ReactNode }) {
  // The admin area completes the system with more recipes when it loads (web/app/complete-system.ts).
  const system = useSyncExternalStore(subscribeSystem, getSystem, getSystem);
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
