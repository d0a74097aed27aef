/** A custom property's name as CSS writes it, escapes kept (`--chakra-spacing-0\.5`). */
const NAME = String.raw`--(?:[\w-]|\\.)+`;
const DEFINED = new RegExp(`(${NAME})\\s*:`, 'g');
/** `var(--x)` with no fallback: if --x is not defined, the declaration that reads it is dropped. */
const REQUIRED = new RegExp(String.raw`var\(\s*(${NAME})\s*\)`, 'g');

/** The custom properties a stylesheet sets. */
export function definedVariables(css: string): Set<string> {
  return new Set([...css.matchAll(DEFINED)].map((match) => match[1]!));
}

/** The custom properties a stylesheet reads without a fallback, in the order first read. */
export function requiredVariables(css: string): string[] {
  return [...new Set([...css.matchAll(REQUIRED)].map((match) => match[1]!))];
}

/** What `css` reads without a fallback that none of `definitions` sets: each a declaration the browser would drop. */
export function undefinedVariables(css: string, ...definitions: string[]): string[] {
  const defined = new Set(definitions.flatMap((sheet) => [...definedVariables(sheet)]));
  return requiredVariables(css).filter((name) => !defined.has(name));
}
