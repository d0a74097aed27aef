import { lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { nextTask } from '#web/lib/next-task.ts';
import type * as ChakraScopeExports from './chakra-scope.tsx';

type ChakraScopeModule = typeof ChakraScopeExports;

let loaded: ChakraScopeModule | null = null;
let loading: Promise<ChakraScopeModule> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the design system (Chakra's provider, the system built in a task of its own, the toaster) once. The pages
 * of a first visit (`/`, `/welcome`, `/404`) and the public frame are styled statically and never call it.
 */
export function loadChakraScope(): Promise<ChakraScopeModule> {
  loading ??= import('./chakra-scope.tsx').then(
    async (module) => {
      await nextTask();
      module.buildSystem();
      loaded = module;
      for (const listener of [...listeners]) listener();
      return module;
    },
    (error: unknown) => {
      // A failed download (offline, a release replaced the files) is tried again by the next page that asks.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Around the public frame's page: Chakra's provider once a page has loaded it (`styledPage`), nothing before. The
 * page under it mounts afresh at that moment, which happens while it is still a loading state.
 */
export function StyledScope({ children }: { children: ReactNode }) {
  const scope = useSyncExternalStore(subscribe, () => loaded, () => loaded);
  return scope ? <scope.ChakraScope>{children}</scope.ChakraScope> : children;
}

/** A lazy page drawn with Chakra: its module and the design system load together, and it renders under the provider. */
export function styledPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => (await Promise.all([load(), loadChakraScope()]))[0]);
}
