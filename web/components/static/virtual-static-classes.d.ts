/** Written by scripts/vite/static-styles-plugin.ts: the CSS of every static style (the build links it as a file). */
declare module 'virtual:static-classes' {
  /** only tests read this */
  export const stylesheet: string;
}

/** Written by scripts/vite/static-styles-plugin.ts: a group's static styles' class names, by name. */
declare module 'virtual:static-classes/*' {
  export const classes: Record<string, string>;
}
