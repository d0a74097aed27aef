import { createHash } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { globalCss } from './chakra-global-css-plugin.ts';
import { emotionStyles, withoutStyles } from './emotion-markup.ts';
import { PublishedCodeChanged } from './published-code.ts';
import { checkStaticStyles } from './static-styles-check.ts';

const VIRTUAL_ID = 'virtual:static-classes';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** `virtual:static-classes/<group>`: the class names of one group of styles. */
const GROUP_ID = /^virtual:static-classes\/([a-z-]+)$/;
const OPENING_TAG = /<[a-zA-Z][^>]*>/g;

export interface StaticStyles {
  /** each style's class names (Chakra's part class and Emotion's), by name */
  classes: Record<string, string>;
  /** every rule those classes need, once each, as Emotion wrote them, by the names Emotion gave them */
  rules: Map<string, string>;
  /** the rules, one per line */
  css: string;
}

const changed = (what: string) => new PublishedCodeChanged(`${what} (scripts/vite/static-styles-plugin.ts)`);

/** The opening tag of the element marked `data-harvest`, or else of the first element rendered. */
function harvestedTag(markup: string, name: string): string {
  const tags = withoutStyles(markup).match(OPENING_TAG) ?? [];
  const tag = tags.find((t) => /\sdata-harvest(=|\s|>)/.test(t)) ?? tags[0];
  if (!tag) throw new Error(`static-styles: '${name}' rendered no element`);
  return tag;
}

/** The class attribute of the harvested element ('' if none: Chakra's Text without a style of its own). */
function harvestedClass(tag: string, name: string): string {
  // A style Chakra wrote into the element would be lost: the pages take only the class names.
  if (/\sstyle="/.test(tag)) throw changed(`Chakra rendered the static style '${name}' with a style attribute (${tag}), which the build does not keep`);
  return tag.match(/\sclass="([^"]*)"/)?.[1] ?? '';
}

/**
 * Renders each element once with the app's design system, as the server renders a page, and keeps the class names
 * Chakra gave it and the CSS Emotion wrote for them. The same tokens, recipes and conditions as a styled component,
 * computed at build instead of in the browser.
 */
export function harvestStaticStyles(system: SystemContext, elements: Record<string, ReactElement>): StaticStyles {
  const classes: Record<string, string> = {};
  const rules = new Map<string, string>();
  for (const [name, element] of Object.entries(elements)) {
    const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: element }));
    for (const style of emotionStyles(markup)) {
      if (!style.global && !rules.has(style.names)) rules.set(style.names, style.css);
    }
    classes[name] = harvestedClass(harvestedTag(markup, name), name);
  }
  return { classes, rules, css: [...rules.values()].join('\n') };
}

/**
 * The styles of what is drawn without Chakra in the browser (the public frame, `/`, `/welcome`, `/404`, the form
 * fields and the questionnaire; `web/components/static/`) extracted at build. Each group's class names are a module,
 * `virtual:static-classes/<group>`, so a page carries the names of the groups it uses; `virtual:static-classes`
 * exports the stylesheet's text for tests. The CSS of every group is one stylesheet linked from index.html (written as
 * Emotion writes it, like the global styles), so those pages run no CSS-in-JS and load neither Chakra's styled system
 * nor Emotion. The dev server inserts the same CSS in a style element; tests insert it themselves
 * (tests/web/setup.ts).
 */
export function staticStyles(system: () => SystemContext, groups: Record<string, Record<string, ReactElement>>): Plugin {
  let result: { css: string; classes: Record<string, Record<string, string>> } | undefined;
  const styles = () => {
    if (!result) {
      const harvested = Object.fromEntries(Object.entries(groups).map(([group, elements]) => [group, harvestStaticStyles(system(), elements)]));
      checkStaticStyles(harvested, globalCss(system()));
      // Each rule once, in the order first harvested: a rule two groups share is the same text under the same names.
      const rules = new Map(Object.values(harvested).flatMap((group) => [...group.rules]));
      result = { css: [...rules.values()].join('\n'), classes: Object.fromEntries(Object.entries(harvested).map(([group, h]) => [group, h.classes])) };
    }
    return result;
  };
  const fileName = () => `assets/static-${createHash('sha256').update(styles().css).digest('base64url').slice(0, 8)}.css`;
  let building = false;
  return {
    name: 'portal:static-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID || GROUP_ID.test(id) ? `\0${id}` : null;
    },
    load(id) {
      if (id === RESOLVED_ID) return `export const stylesheet = ${JSON.stringify(styles().css)};`;
      const group = id.startsWith('\0') ? GROUP_ID.exec(id.slice(1))?.[1] : undefined;
      if (group === undefined) return null;
      const classes = styles().classes[group];
      if (!classes) throw new Error(`static-styles: no group of styles named '${group}'`);
      return `export const classes = ${JSON.stringify(classes)};`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: fileName(), source: styles().css });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html,
        tags: building
          ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName()}` }, injectTo: 'head' }]
          : [{ tag: 'style', children: styles().css, injectTo: 'head' }],
      }),
    },
  };
}
