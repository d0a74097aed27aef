import { undefinedVariables } from './css-variables.ts';
import { emotionClasses } from './emotion-markup.ts';
import { PublishedCodeChanged } from './published-code.ts';
import type { StaticStyles } from './static-styles-plugin.ts';

const changed = (what: string) => new PublishedCodeChanged(`${what} (scripts/vite/static-styles-check.ts)`);

/** A condition of a harvested rule: `.css-x:is(:hover, [data-hover])`, or `.css-x[data-state=open]` alone. */
const CONDITION = /\.css-[\w-]+(?::is\(([^()]*)\)|(\[data-[^\]]*\]))/g;

/**
 * The conditions of the rules that only Chakra's data attributes meet (`[data-hover]` with no `:hover` beside it).
 * Chakra's components set those attributes; the plain elements of the static pages carry only what the browser and
 * the markup give them (`:hover`, `:disabled`, `aria-expanded`), so such a state would lose its look there.
 */
export function dataOnlyConditions(css: string): string[] {
  const found = [...css.matchAll(CONDITION)].filter(([, alternatives, alone]) => alone ?? alternatives!.split(',').every((a) => a.trim().startsWith('[data-')));
  return [...new Set(found.map(([condition]) => condition.replace(/^\.css-[\w-]+/, '')))];
}

/**
 * What the pages need of the harvest (decision 049): a rule for every Emotion class a style names (the browser would
 * draw the element unstyled otherwise); for every variable a rule reads without a fallback, a definition in Chakra's
 * global styles or the rules themselves (or the declaration is dropped); and no state that only Chakra's data
 * attributes select. Throws what is wrong.
 */
export function checkStaticStyles(groups: Record<string, StaticStyles>, global: string): void {
  const css = Object.values(groups)
    .map((group) => group.css)
    .join('\n');
  for (const [group, { classes }] of Object.entries(groups)) {
    for (const [name, classNames] of Object.entries(classes)) {
      const bare = emotionClasses(classNames).filter((emotionClass) => !new RegExp(String.raw`\.${emotionClass}(?![\w-])`).test(css));
      if (bare.length > 0) throw changed(`Emotion wrote no rule for ${bare.join(', ')}, the class of the static style '${name}' (${group})`);
    }
  }
  const missing = undefinedVariables(css, global, css);
  if (missing.length > 0) throw changed(`The static styles read variables that neither Chakra's global styles nor they set: ${missing.join(', ')}`);
  const dataOnly = dataOnlyConditions(css);
  if (dataOnly.length > 0) {
    throw changed(`Chakra now selects a state of the static styles by its data attributes alone (${dataOnly.join(', ')}), which their plain elements do not carry`);
  }
}
