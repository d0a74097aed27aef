import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledMessages, withoutMessageParser } from './scripts/vite/messages-plugin.ts';
import { staticStyles } from './scripts/vite/static-styles-plugin.ts';
import { getSystem } from './web/components/design-system/system.ts';
import { staticStyleGroups } from './web/components/static/static-styles.tsx';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/{engine,server,flows,scripts}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), compiledMessages(), staticStyles(getSystem, staticStyleGroups)],
        resolve: { alias: [withoutMessageParser] },
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
