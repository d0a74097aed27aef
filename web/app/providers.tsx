import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '#web/components/toaster.tsx';
import { getSystem } from './system.ts';

/** Everything every page needs around it: the design system and the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
