import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` copies of the built text files next to them, so the server can send them
 * compressed without compressing per request (@fastify/static `preCompressed: true`). Uncompressed, the
 * JS of / is three times larger on the wire.
 */
function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(bytes, { level: 9 }) });
      }
    },
  };
}

// The web app lives in web/; the server serves dist/web. Admin pages are lazy routes, so Rollup
// splits them into their own chunks and the consumer pages never download them.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json maps each chunk to its source module: the e2e check that consumer pages
    // never download admin chunks reads it.
    manifest: true,
    target: 'es2022',
    reportCompressedSize: false,
    // Chakra's theme module builds its full default config (every recipe) with defineConfig, an identity
    // function. Once lazy pages import single recipes from '@chakra-ui/react/theme', the bundler keeps that
    // call, and with it every recipe, in the entry chunk (+20 KB gzip on /). Declaring it pure drops it.
    rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'] } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
