/** Written by scripts/vite/static-styles-plugin.ts: each static style's class names, by name. */
declare module 'virtual:static-classes' {
  export const classes: Record<string, string>;
  /** the CSS of those classes (the build links it as a file; only tests read this) */
  export const stylesheet: string;
}
