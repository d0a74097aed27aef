import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * The CSS Chakra's provider inserts through Emotion when it mounts (the cascade layers' order, the reset, the global
 * styles and every token's CSS variable in both themes), as Emotion writes it: the provider rendered on the server,
 * where Emotion's `Global` renders its rules into `<style>` elements instead of inserting them.
 */
export function globalCss(system: SystemContext): string {
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  const rules = [...markup.matchAll(/<style data-emotion="[^"]*">([^<]*)<\/style>/g)].map((match) => match[1]);
  if (rules.length === 0) throw new Error('chakra-global-css: the provider rendered no global styles');
  return rules.join('\n');
}

/**
 * Chakra's global styles, built once at build time instead of at every page load. At start-up `createSystem`
 * turned every token into CSS variables for both themes (`getTokenCss`, about 60 % of its time) and the provider
 * handed the result, 43 KB of CSS, to Emotion, which serialised and inserted it during the first commit and made the
 * browser lay the page out again. Now the build writes them as a stylesheet linked from index.html, and the web
 * bundle's `createSystem` no longer computes them (its `_global` is empty, so the provider inserts nothing but the
 * layers' order). Tokens, recipes and `css()` are untouched. The file is written as Emotion wrote it, not through
 * Vite's CSS minifier, which dropped the layers' order statement and reordered declarations. A Chakra release that
 * changes that line fails the build here. Only the build is concerned: the dev server serves Chakra pre-bundled and
 * untransformed, so there the provider inserts the global styles as before.
 */
export function chakraGlobalCss(system: () => SystemContext): Plugin {
  let file: { fileName: string; source: string } | undefined;
  const stylesheet = () => {
    if (!file) {
      const source = globalCss(system());
      file = { fileName: `assets/chakra-global-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`, source };
    }
    return file;
  };
  return {
    name: 'portal:chakra-global-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(GLOBAL)) {
        throw new Error(`${id}: Chakra's createSystem changed; review scripts/vite/chakra-global-css-plugin.ts`);
      }
      return code.replace(GLOBAL, 'const _global = [];');
    },
    // Before Vite writes index.html (its own generateBundle), which links the file.
    generateBundle() {
      this.emitFile({ type: 'asset', ...stylesheet() });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({ html, tags: [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${stylesheet().fileName}` }, injectTo: 'head' }] }),
    },
  };
}
