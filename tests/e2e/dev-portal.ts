import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/build-app.ts';
import { loadConfig } from '#server/config/config.ts';

export interface DevPortal {
  origin: string;
  close: () => Promise<void>;
}

/**
 * A second portal, in the dev environment (real captcha, video not completed for you), on a free port with its own
 * seeded SQLite database and the built web app: for what the QA server of playwright.config.ts skips by design.
 * `flowsRoot` seeds its flows from another folder than flows/ (a fixture version).
 */
export async function startDevPortal(options: { flowsRoot?: string } = {}): Promise<DevPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-dev-'));
  const config = loadConfig({
    PORTAL_ENV: 'dev', HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'portal.db')}`, LOG_LEVEL: 'warn',
  });
  const app: FastifyInstance = await buildApp({ config, logger: false, startMailDispatcher: false, startJobs: false, ...(options.flowsRoot ? { flowsRoot: options.flowsRoot } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the dev portal has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
