/**
 * Requests per second of a bare Fastify route and of the portal's /api/health (a database round trip through
 * every plugin: security headers, rate limiting, access check, error handling) measured in the same run, and
 * their ratio, taken in turns (inTurnsWithBare): the ratio is what stays comparable between machines. The client runs
 * in a worker thread (load.ts).
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '#server/build-app.ts';
import { loadConfig } from '#server/config/config.ts';
import { load, type LoadOptions, type LoadResult } from './load.ts';
import { mainThreadCpuMs } from './thread-cpu.ts';
import type { Report } from './run.ts';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

/** The base URL of a listening app (it starts listening on a free loopback port if it is not yet). */
export async function baseUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** One load run; any non-2xx or error fails the bench. */
export async function loadOnce(app: FastifyInstance, path: string, options: Partial<LoadOptions> = {}): Promise<LoadResult> {
  const result = await load({ url: `${await baseUrl(app)}${path}`, seconds: DURATION_S, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** A load run after a second of warm-up (JIT, connection pools). */
export async function measure(app: FastifyInstance, path: string, options: Partial<LoadOptions> = {}): Promise<LoadResult> {
  await loadOnce(app, path, { ...options, seconds: 1 });
  return loadOnce(app, path, options);
}

export async function requestsPerSecond(app: FastifyInstance, path: string, options: Partial<LoadOptions> = {}): Promise<number> {
  return (await measure(app, path, options)).requestsPerSecond;
}

/** A portal on a fresh SQLite file; without logs unless `logTo` is given (JSON lines written there, as in prod). */
export async function withPortal<T>(run: (app: FastifyInstance) => Promise<T>, env: Record<string, string> = {}, logTo?: Writable): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    PORTAL_ENV: 'dev', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'portal.db')}`, LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000', ...env,
  });
  const app = await buildApp({ config, ...(logTo ? { logDestination: logTo } : { logger: false }), startMailDispatcher: false, startJobs: false });
  try {
    return await run(app);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The reference: a Fastify app with one route and no plugins, answering GET /health. */
function bareFastify(): FastifyInstance {
  const bare = Fastify();
  bare.get('/health', async () => ({ status: 'ok' }));
  return bare;
}

export async function bareFastifyRps(): Promise<number> {
  return (await bareFastifyLoad()).requestsPerSecond;
}

/**
 * The bare route's requests a second and the CPU its server (this process's main thread) spent on each: the CPU a
 * request costs moves less than the throughput on a machine shared with other work (null where /proc is not there).
 */
export async function bareFastifyLoad(): Promise<{ requestsPerSecond: number; cpuPerRequest: number | null }> {
  const bare = bareFastify();
  try {
    await loadOnce(bare, '/health', { seconds: 1 });
    const before = mainThreadCpuMs();
    const result = await loadOnce(bare, '/health');
    const after = mainThreadCpuMs();
    return { requestsPerSecond: result.requestsPerSecond, cpuPerRequest: before === null || after === null ? null : ((after - before) * 1000) / result.requests };
  } finally {
    await bare.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A path of the portal and the bare route measured in turns, ROUNDS times each after a warm-up of both, with the
 * median of the rounds' ratios. On a machine shared with other work the load moves both figures of a round alike,
 * so the ratio moves less than either figure (taken one after the other, a ratio of the same code moved from 0.47 to
 * 0.63).
 */
export async function inTurnsWithBare(app: FastifyInstance, path: string, rounds = 3): Promise<{ bare: number; portal: number; ratio: number }> {
  const bare = bareFastify();
  try {
    await loadOnce(bare, '/health', { seconds: 1 });
    await loadOnce(app, path, { seconds: 1 });
    const pairs: { bare: number; portal: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      pairs.push({
        bare: (await loadOnce(bare, '/health')).requestsPerSecond,
        portal: (await loadOnce(app, path)).requestsPerSecond,
      });
    }
    return {
      bare: median(pairs.map((pair) => pair.bare)),
      portal: median(pairs.map((pair) => pair.portal)),
      ratio: median(pairs.map((pair) => pair.portal / pair.bare)),
    };
  } finally {
    await bare.close();
  }
}

export default async function bench(report: Report): Promise<void> {
  const { inTurns, busy } = await withPortal(async (app) => ({
    inTurns: await inTurnsWithBare(app, '/api/health'),
    busy: await measure(app, '/api/health', { connections: 50 }),
  }));
  report('bare Fastify route (median of 3 rounds)', Math.round(inTurns.bare), 'req/s');
  report('/api/health, SQLite (median of the same rounds)', Math.round(inTurns.portal), 'req/s');
  report('/api/health ÷ bare route (median of the rounds\' ratios)', Math.round(inTurns.ratio * 100) / 100, '×', '≥ 0.5');
  const logged = await withPortal((app) => measure(app, '/api/health'), { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, createWriteStream('/dev/null'));
  report('/api/health with a JSON log line per request (as in prod)', Math.round(logged.requestsPerSecond), 'req/s');
  report('/api/health at 50 connections', Math.round(busy.requestsPerSecond), 'req/s');
  report('/api/health at 50 connections, p50', busy.p50, 'ms');
  report('/api/health at 50 connections, p99', busy.p99, 'ms');
}
