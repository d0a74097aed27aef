/**
 * A load run against a server, the client in a worker thread of its own: the server measured keeps its thread to
 * itself, as it would behind a real client. Reports requests per second and latency percentiles.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds: number;
  /** Stop after this many requests instead (each run of `paths` answered once, say); `seconds` still bounds the run. */
  amount?: number;
  method?: 'GET' | 'POST';
  body?: string;
  /** Each request takes the next of these paths (round robin) instead of the url's path. */
  paths?: readonly string[];
  /** Headers every request carries (the client's address behind a trusted proxy, say). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const dir = options.paths ? mkdtempSync(join(tmpdir(), 'portal-load-')) : undefined;
  try {
    if (dir && options.paths) {
      writeFileSync(join(dir, 'paths'), options.paths.join('\n'));
      // Read by rotating-path.cjs in the worker, which gets a copy of this environment when it starts.
      process.env.BENCH_PATHS_FILE = join(dir, 'paths');
    }
    const result = await autocannon({
      url: options.url,
      connections: options.connections ?? 10,
      duration: options.seconds,
      ...(options.amount ? { amount: options.amount } : {}),
      workers: 1,
      ...(options.method || options.body || options.paths || options.headers ? {
        requests: [{
          method: options.method ?? 'GET',
          ...(options.body || options.headers
            ? { body: options.body, headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers } }
            : {}),
          ...(options.paths ? { setupRequest: join(import.meta.dirname, 'rotating-path.cjs') } : {}),
        }],
      } : {}),
    } as autocannon.Options);
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
