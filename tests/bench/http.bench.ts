/**
 * Requests per second of a bare Fastify route and of the portal's /api/health (a database round trip through
 * every plugin: security headers, rate limiting, access check, error handling) measured in the same run, and
 * their ratio: the ratio is what stays comparable between machines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { buildApp } from '#server/build-app.ts';
import { loadConfig } from '#server/config/config.ts';
import type { Report } from './run.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

export async function requestsPerSecond(app: FastifyInstance, path: string, init?: Partial<autocannon.Options>): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}${path}`;
  // Warm up JIT and connection pools before measuring.
  await autocannon({ url, connections: 10, duration: 1, ...init });
  const result = await autocannon({ url, connections: 10, duration: DURATION_S, ...init });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function withPortal<T>(run: (app: FastifyInstance) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    PORTAL_ENV: 'dev', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'portal.db')}`, LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000', ...env,
  });
  const app = await buildApp({ config, logger: false, startMailDispatcher: false, startJobs: false });
  try {
    return await run(app);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function bareFastifyRps(): Promise<number> {
  const bare = Fastify();
  bare.get('/health', async () => ({ status: 'ok' }));
  try {
    return await requestsPerSecond(bare, '/health');
  } finally {
    await bare.close();
  }
}

export default async function bench(report: Report): Promise<void> {
  const bare = await bareFastifyRps();
  const health = await withPortal((app) => requestsPerSecond(app, '/api/health'));
  report('bare Fastify route', Math.round(bare), 'req/s');
  report('/api/health (SQLite)', Math.round(health), 'req/s');
  report('/api/health ÷ bare route', Math.round((health / bare) * 100) / 100, '×');
}
