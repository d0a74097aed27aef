import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chakraConditionLookup } from './scripts/vite/chakra-conditions-plugin.ts';
import { chakraGlobalCss } from './scripts/vite/chakra-global-css-plugin.ts';
import { compiledMessages, withoutMessageParser } from './scripts/vite/messages-plugin.ts';
import { reactsOwnExternalStore } from './scripts/vite/react-external-store.ts';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';
import { routePreload } from './scripts/vite/route-preload-plugin.ts';
import { staticStyles } from './scripts/vite/static-styles-plugin.ts';
import { paths } from './web/lib/paths.ts';
import { getSystem } from './web/components/design-system/system.ts';
import { staticStyleGroups } from './web/components/static/static-styles.tsx';

/**
 * Writes `.br` and `.gz` copies of the built text files next to them, so the server can send them
 * compressed without compressing per request (@fastify/static `preCompressed: true`). Uncompressed, the
 * JS of / is three times larger on the wire.
 */
function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    // From the files as written: Vite finishes chunks (the lazy chunks' preload lists) in its own late
    // generateBundle hooks, so copies made in generateBundle held unfinished code that fails in the browser.
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const bytes = readFileSync(join(dir, fileName));
        if (bytes.length < 1024) continue;
        writeFileSync(join(dir, `${fileName}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/*
 * Chakra's runtime and the parts of it the consumer pages drawn with Chakra use (the membership form, sign-in, the
 * toast area): one chunk, where those pages fetched some thirty small files after the entry. Only what they use: a
 * module the staff area alone needs stays in the staff area's chunks.
 */
const CHAKRA_CONSUMER = new RegExp(
  [
    String.raw`node_modules[\\/](@emotion|stylis|react-is|@pandacss|hoist-non-react-statics)[\\/]`,
    // Chakra's anatomy module names every component's parts: with all of them, or a chunk would import it back.
    String.raw`@zag-js[\\/][a-z-]+[\\/]dist[\\/][a-z-]+\.anatomy\.mjs$|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][a-z-]+[\\/][a-z-]+\.anatomy\.js$`,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/]|utils[\\/]|(preset-base|anatomy|create-context|merge-props|merge-refs)\.js$)`,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|stack|span|text|center|absolute-center|spinner|loader|container|alert|heading|link|input|native-select|textarea|grid|simple-grid)[\\/]`,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](button[\\/]button|icons)\.js$`,
    String.raw`@ark-ui[\\/]react[\\/]dist[\\/](_virtual[\\/]|providers[\\/]environment[\\/]|components[\\/](factory\.js|field[\\/]|fieldset[\\/](use-fieldset-context|fieldset\.anatomy))|utils[\\/](create-context|compose-refs|create-split-props|use-safe-layout-effect)\.js)`,
    String.raw`@zag-js[\\/](anatomy|auto-resize)[\\/]|@zag-js[\\/]dom-query[\\/]dist[\\/](shared|node|computed-style)\.mjs|@zag-js[\\/]core[\\/]dist[\\/]merge-props\.mjs`,
  ].join('|'),
);

// The web app lives in web/; the server serves dist/web. Admin pages are lazy routes, so Rollup
// splits them into their own chunks and the consumer pages never download them.
/** The modules the questionnaire page and the membership form both load (the `form-fields` chunk). */
const FORM_SHARED = new RegExp([
  String.raw`web[\\/]components[\\/]form[\\/](field-parts|field-props|select-field|text-field|guarded-submit|blur-validation)\.`,
  String.raw`web[\\/]components[\\/](static[\\/]form-classes|busy-button)\.`,
  String.raw`engine[\\/](validators|formatters|visible-text|dates|localise)\.ts`,
  // The schemas the validators read their patterns from (the order number's with schemas/mrn.ts, which checks it
  // against its alphabet: every page that loads them loads the form fields), and the form fields' static class names.
  String.raw`schemas[\\/](email|zip-code|zip-or-zip-plus-4|mrn)\.schema\.json|schemas[\\/]mrn\.ts$`,
  String.raw`^\0virtual:static-classes\/forms$`,
].join('|'));

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    chakraConditionLookup(),
    chakraGlobalCss(getSystem),
    // After the global styles: their stylesheet declares the cascade layers' order, which the first rule sets.
    staticStyles(getSystem, staticStyleGroups),
    compiledMessages(),
    // The lazy consumer pages a person opens directly (a link, a reload): their chunks load with the entry.
    routePreload([
      { path: paths.form, modules: ['features/questionnaire/questionnaire-page.tsx'] },
      { path: paths.register, modules: ['features/membership/register-page.tsx'] },
      { path: paths.orderPlaced, modules: ['features/questionnaire/order-placed-page.tsx'] },
    ]),
    precompress(),
  ],
  resolve: { alias: [withoutMessageParser, ...reactsOwnExternalStore, ...reactRouterProduction] },
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
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry loads in one chunk beside it: left to itself the bundler split the entry's
            // dependencies shared with lazy pages into a dozen files of a few hundred bytes each, and a phone on
            // HTTP/1.1 (six connections) fetched them in turns before the first render. Without following
            // dependencies: with them, the group took in code of the lazy pages (the entry grew from 466 to 609 KB).
            { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false },
            { name: 'chakra', test: CHAKRA_CONSUMER, includeDependenciesRecursively: false },
            // What the questionnaire and the membership form share, one file rather than nine of a few hundred bytes
            // each, which compress worse apart (1.3 KB gzip on /form): the form fields, their classes, the submit
            // button, and the engine's validators (with their schemas), dates and translations they check and word
            // answers with.
            { name: 'form-fields', test: FORM_SHARED, includeDependenciesRecursively: false },
            // The toaster and the small helpers it shares with Chakra's chunk.
            { name: 'toaster', test: /(web[\\/]components[\\/](toaster|one-toast-per-message)\.|@zag-js[\\/]utils[\\/]dist[\\/](object|warning|guard|functions)\.mjs|@zag-js[\\/]toast[\\/]dist[\\/]toast\.store\.mjs|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]toast[\\/]create-toaster)/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
