import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/build-app.ts';
import { loadConfig } from '#server/config/config.ts';

export interface DevPortal {
  origin: string;
  /** the portal itself, in this process: its database and outbox, for what a test prepares or reads */
  app: FastifyInstance;
  close: () => Promise<void>;
}

export interface DevPortalOptions {
  /** `dev` (the default: real captcha, video not completed for you) or `qa` */
  env?: 'dev' | 'qa';
  /** the portal's clock (default: the machine's), for a test that lets months pass */
  now?: () => Date;
  /** seeds its flows from another folder than flows/ (a fixture version) */
  flowsRoot?: string;
  /**
   * the name in its public origin: `localhost` for a test of passkeys, which browsers refuse on an IP address (the
   * relying party is the origin's host name); `127.0.0.1` by default
   */
  hostname?: 'localhost' | '127.0.0.1';
  /** more settings, as the environment gives them (`MFA_REQUIRED_ROLES`) */
  settings?: Record<string, string>;
}

/** A port free now, for a portal whose public origin must be known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * A portal of a test's own, in the dev environment unless told (real captcha, video not completed for you), on a free
 * port with its own seeded SQLite database and the built web app: for what the QA server of playwright.config.ts
 * skips by design, a clock the test moves, or a fixture version of the flows.
 */
export async function startDevPortal(options: DevPortalOptions = {}): Promise<DevPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-dev-'));
  const port = await freePort();
  const origin = `http://${options.hostname ?? '127.0.0.1'}:${port}`;
  const config = loadConfig({
    PORTAL_ENV: options.env ?? 'dev', HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'portal.db')}`, LOG_LEVEL: 'warn',
    ...options.settings,
  });
  const app: FastifyInstance = await buildApp({
    config, logger: false, startMailDispatcher: false, startJobs: false,
    ...(options.now ? { now: options.now } : {}), ...(options.flowsRoot ? { flowsRoot: options.flowsRoot } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin,
    app,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
