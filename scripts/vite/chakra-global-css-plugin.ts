import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { undefinedVariables } from './css-variables.ts';
import { emotionStyles } from './emotion-markup.ts';
import { PublishedCodeChanged, occurrences } from './published-code.ts';
import { publishedPatch, type PublishedPatch } from './published-patch.ts';

const SYSTEM = { owner: 'Chakra', pkg: '@chakra-ui/react', file: 'dist/esm/styled-system/system.js' };
const PROVIDER = { owner: 'Chakra', pkg: '@chakra-ui/react', file: 'dist/esm/styled-system/provider.js' };
const GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
/** How the provider inserts the global styles: the one reader of `_global` besides the system. */
const INSERTED = 'jsx(Global, { styles: sys._global })';
/** The class the theme toggle sets on <html> for the dark theme (web/lib/theme-preference.ts). */
const DARK_CLASS = '.dark';

/**
 * The web bundle's `createSystem` without the global styles, which the build writes as a stylesheet instead. Checked
 * (decision 049): the line replaced, once; the provider inserting `_global` as its global styles (or they would be
 * inserted some other way too); and no other module of Chakra reading `_global` (it would find it empty).
 */
export const globalStylesPatch: PublishedPatch = {
  module: SYSTEM,
  name: 'the global styles patch',
  source: 'scripts/vite/chakra-global-css-plugin.ts',
  replacements: [[GLOBAL, 'const _global = [];']],
  checks: [
    { module: PROVIDER, problem: (code) => (occurrences(code, INSERTED) === 1 ? undefined : `no longer inserts the system's global styles as \`${INSERTED}\``) },
    {
      module: SYSTEM,
      problem(_code, { read, files }) {
        const readers = files(SYSTEM.pkg, 'dist/esm').filter(
          (file) => file !== SYSTEM.file && file !== PROVIDER.file && read({ ...SYSTEM, file }).includes('_global'),
        );
        return readers.length === 0 ? undefined : `builds \`_global\`, which ${readers.join(', ')} now read${readers.length === 1 ? 's' : ''} too`;
      },
    },
  ],
};

const changed = (what: string) => new PublishedCodeChanged(`Chakra's global styles ${what} (scripts/vite/chakra-global-css-plugin.ts)`);

/**
 * What the stylesheet must hold for the pages to look as they did with the provider's styles (decision 049): the
 * cascade layers' order first, as the provider declares it; the reset, the global styles and the tokens, each in its
 * layer; the token variables at the system's root and for the dark theme under the class the theme toggle sets; and
 * every `--chakra-` variable read without a fallback defined. Throws what is missing.
 */
export function checkGlobalCss(css: string, system: SystemContext): void {
  const order = system.layers.atRule.replace(/,\s*/g, ',');
  if (!css.startsWith(order)) throw changed(`no longer start with the cascade layers' order \`${order}\``);
  for (const layer of ['reset', 'base', 'tokens'] as const) {
    const block = `${Object.keys(system.layers.wrap(layer, {}))[0]}{`;
    if (!css.includes(block)) throw changed(`hold no \`${block}\` block`);
  }
  const root = system._config.cssVarsRoot ?? ':where(:root, :host)';
  if (!css.includes(`${root}{--chakra-`)) throw changed(`no longer set the token variables at \`${root}\``);
  const dark = system.conditions.resolve('_dark');
  if (!dark.includes(`${DARK_CLASS} &`)) throw changed(`select the dark theme with \`${dark}\`, not the class the theme toggle sets (\`${DARK_CLASS}\`)`);
  if (!new RegExp(`(^|[},])\\${DARK_CLASS}[^{]*\\{--chakra-colors-`).test(css)) throw changed(`set no colour variables under \`${DARK_CLASS}\``);
  const missing = undefinedVariables(css, css).filter((name) => name.startsWith('--chakra-'));
  if (missing.length > 0) throw changed(`read variables they never set: ${missing.join(', ')}`);
}

/**
 * The CSS Chakra's provider inserts through Emotion when it mounts (the cascade layers' order, the reset, the global
 * styles and every token's CSS variable in both themes), as Emotion writes it: the provider rendered on the server,
 * where Emotion's `Global` renders its rules into `<style>` elements instead of inserting them. Checked as above.
 */
export function globalCss(system: SystemContext): string {
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  const styles = emotionStyles(markup);
  if (styles.length === 0) throw changed('are not in the provider rendered on the server: it rendered no style element');
  if (styles.some((style) => !style.global)) throw changed('came with styles of an element, which the provider alone renders none of');
  const css = styles.map((style) => style.css).join('\n');
  checkGlobalCss(css, system);
  return css;
}

/**
 * Chakra's global styles, built once at build time instead of at every page load. At start-up `createSystem`
 * turned every token into CSS variables for both themes (`getTokenCss`, about 60 % of its time) and the provider
 * handed the result, 43 KB of CSS, to Emotion, which serialised and inserted it during the first commit and made the
 * browser lay the page out again. Now the build writes them as a stylesheet linked from index.html, and the web
 * bundle's `createSystem` no longer computes them (its `_global` is empty, so the provider inserts nothing but the
 * layers' order). Tokens, recipes and `css()` are untouched. The file is written as Emotion wrote it, not through
 * Vite's CSS minifier, which dropped the layers' order statement and reordered declarations. Only the build is
 * concerned: the dev server serves Chakra pre-bundled and untransformed, so there the provider inserts the global
 * styles as before. `dir` stands for Chakra's folder in tests, which feed a changed copy.
 */
export function chakraGlobalCss(system: () => SystemContext, options: { dir?: string } = {}): Plugin {
  let file: { fileName: string; source: string } | undefined;
  const stylesheet = () => {
    if (!file) {
      const source = globalCss(system());
      file = { fileName: `assets/chakra-global-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`, source };
    }
    return file;
  };
  return {
    ...publishedPatch(globalStylesPatch, { apply: 'build', ...options }),
    name: 'portal:chakra-global-css',
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
