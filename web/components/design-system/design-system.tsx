import { ChakraProvider } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { getSystem, subscribeSystem } from './system.ts';

/** Chakra's provider with the app's design system, which the admin area completes with more recipes when it loads. */
export function DesignSystem({ children }: { children: ReactNode }) {
  const system = useSyncExternalStore(subscribeSystem, getSystem, getSystem);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
