import { defineConfig } from 'vite';

/**
 * The server compiled to JavaScript for production (`npm run build`): server/main.ts (and the studio's worker thread) and everything it imports through
 * `#server/*`, `#engine/*` and `#schemas/*` bundled into dist/server, the API areas each in the chunk `routes.ts` loads
 * when the app starts. Packages stay imports of node_modules (Vite's default for a server build), so production needs
 * only the dependencies of package.json. Source maps let stack traces name the .ts files and lines.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node22',
    // Unminified: a production stack trace stays readable even without its map.
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // The server, and the command-line tools production runs without TypeScript (npm run migrate, seed, backup, restore).
      // The studio's worker threads load their own entry (server/areas/flows/studio-pool.ts).
      input: ['server/main.ts', 'server/cli/migrate.ts', 'server/cli/seed.ts', 'server/cli/backup.ts', 'server/cli/restore.ts', 'server/areas/flows/studio-worker.ts'],
      output: { preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    },
  },
  ssr: { target: 'node' },
});
