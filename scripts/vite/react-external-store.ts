import { fileURLToPath } from 'node:url';

/**
 * @xstate/react imports `useSyncExternalStore` through the `use-sync-external-store` shim, written for React
 * versions before 18; the portal's React has the hook itself. In the bundle the shim is replaced by React's own hook
 * and the selector helper by the package's build for such a React: the same functions, without the fallback's code
 * (about 0.4 KB gzip on /form).
 */
export const reactsOwnExternalStore = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('../../web/lib/react-external-store.ts', import.meta.url)) },
];
