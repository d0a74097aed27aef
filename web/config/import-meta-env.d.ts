/**
 * Vite's flag of a server build: `import.meta.env.SSR` is true in the server's render module (vite.ssr.config.ts,
 * decision 082) and false in the browser's bundle, which then drops the code behind it.
 */
interface ImportMetaEnv {
  readonly SSR: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
