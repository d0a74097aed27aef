import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compiledMessages, withoutMessageParser } from './scripts/vite/messages-plugin.ts';
import { reactsOwnExternalStore } from './scripts/vite/react-external-store.ts';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';
import { staticStyles } from './scripts/vite/static-styles-plugin.ts';
import { getSystem } from './web/components/design-system/system.ts';
import { staticStyleGroups } from './web/components/static/static-styles.tsx';

/**
 * The server's render of the public pages (decision 082): web/server-entry.tsx and everything it imports, React and
 * the router included, in one ES module in dist/ssr, so the server loads it with plain `node` and no web library
 * installed (decision 032). The catalogues compiled as for the browser; the class names are the static styles' own
 * constants, so the HTML carries the same classes the browser's stylesheet defines.
 */
export default defineConfig({
  root: 'web',
  publicDir: false,
  // The static styles' plugin gives the class names (the same ones as the browser's build: both come from one
  // rendering of the same styles); its stylesheet is the browser build's to serve.
  plugins: [react(), staticStyles(getSystem, staticStyleGroups), compiledMessages()],
  resolve: { alias: [withoutMessageParser, ...reactsOwnExternalStore, ...reactRouterProduction] },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'server-entry.tsx',
    outDir: '../dist/ssr',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'server-entry.js', codeSplitting: false } },
  },
});
