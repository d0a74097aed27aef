import { fileURLToPath } from 'node:url';

/**
 * react-router's package points every import at its development build (warnings, invariant messages and checks for
 * the developer) and ships a production build beside it that no export condition reaches. The bundle takes the
 * production build: the same API, about 0.9 KB gzip less on every public page (decision 082 pays with it for the
 * hydration it adds to the entry). react-router-dom re-exports react-router, so both resolve to the one copy.
 */
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];
