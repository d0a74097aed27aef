import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledMessages, withoutMessageParser } from './scripts/vite/messages-plugin.ts';
import { reactsOwnExternalStore } from './scripts/vite/react-external-store.ts';
import { staticStyles } from './scripts/vite/static-styles-plugin.ts';
import { getSystem } from './web/components/design-system/system.ts';
import { staticStyleGroups } from './web/components/static/static-styles.tsx';

export default defineConfig({
  test: {
    // Vitest's default is as many files at once as the cores less one: one at a time on a 2-core machine. Most files
    // wait on PostgreSQL, child processes or sockets as much as they compute, and each has its own database
    // (test-db.ts), so two run at once (decision 052); `--maxWorkers=1` runs them one by one again. Three at once
    // made the files that hash many passwords or race many orders outrun their time limits on a loaded machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/{engine,server,flows,scripts}/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share its loaded modules instead of importing the server again for each file: a
          // third less processor time (decision 052). Each file still builds its own app on its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), compiledMessages(), staticStyles(getSystem, staticStyleGroups)],
        resolve: { alias: [withoutMessageParser, ...reactsOwnExternalStore] },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
