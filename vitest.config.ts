import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledMessages, withoutMessageParser } from './scripts/vite/messages-plugin.ts';
import { reactsOwnExternalStore } from './scripts/vite/react-external-store.ts';
import { staticStyles } from './scripts/vite/static-styles-plugin.ts';
import { getSystem } from './web/components/design-system/system.ts';
import { staticStyleGroups } from './web/components/static/static-styles.tsx';

const WEB_TESTS = 'tests/web/**/*.test.{ts,tsx}';
/** The web test files that replace a module with a mock (`vi.mock`): each gets modules of its own. */
const MOCKING_WEB_TESTS = globSync(WEB_TESTS, { cwd: import.meta.dirname })
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));

const webProject = () => ({
  plugins: [react(), compiledMessages(), staticStyles(getSystem, staticStyleGroups)],
  resolve: { alias: [withoutMessageParser, ...reactsOwnExternalStore] },
});
const webTest = { setupFiles: ['tests/web/setup.ts'], testTimeout: 30_000 };

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
        ...webProject(),
        // The files of a worker share one document and the libraries they load (React, Chakra: most of a file's time
        // was loading them again and making a new document); the portal's own modules are loaded afresh for each file
        // and the document is emptied between files (tests/web/setup.ts, decision 088).
        test: { ...webTest, name: 'web', include: [WEB_TESTS], exclude: MOCKING_WEB_TESTS, isolate: false, environment: './tests/web/one-document-environment.ts' },
      },
      {
        ...webProject(),
        test: { ...webTest, name: 'web-mocks', include: MOCKING_WEB_TESTS, environment: 'jsdom' },
      },
    ],
  },
});
