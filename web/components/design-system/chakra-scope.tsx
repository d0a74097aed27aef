import type { ReactNode } from 'react';
import { Toaster } from '#web/components/toaster.tsx';
import { DesignSystem } from './design-system.tsx';
import { getSystem } from './system.ts';

/** Builds the design system ahead of the first render (styled-scope.tsx calls it in a task of its own). */
export function buildSystem(): void {
  getSystem();
}

/** What every page drawn with Chakra needs around it: the design system and the toast area. */
export function ChakraScope({ children }: { children: ReactNode }) {
  return (
    <DesignSystem>
      {children}
      <Toaster />
    </DesignSystem>
  );
}
