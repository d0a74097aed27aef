/**
 * A server process of tests/bench/admin-bench-server.ts, started for a bench that must measure the server from outside
 * (its memory, or how long other requests wait while one runs): resolves once it listens, with its port, the staff
 * session cookie it made and the origin its same-origin check expects; every JSON log line goes to `onLog`. With
 * `compiled`, the compiled server (admin-bench-server.mjs, plain `node`, as production runs it), built first when its
 * build is missing or stale.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { buildState, projectRoot } from '../../scripts/build/build-stamp.mjs';
import { createInterface } from 'node:readline';

export interface BenchServer {
  child: ChildProcess;
  port: number;
  cookie: string;
  origin: string;
  stop(): Promise<void>;
}

/** Builds the server unless dist/server was built from the sources checked out. */
function ensureServerBuilt(): void {
  if (buildState('server') === 'fresh') return;
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { stdio: 'inherit', cwd: projectRoot });
  if (build.status !== 0) throw new Error('npm run build -- server failed');
}

export async function startBenchServer(
  url: string,
  options: { role?: 'superAdmin'; compiled?: boolean; onLog?: (entry: Record<string, unknown>) => void } = {},
): Promise<BenchServer> {
  if (options.compiled) ensureServerBuilt();
  const entry = options.compiled ? ['tests/bench/admin-bench-server.mjs'] : ['--import', 'tsx', 'tests/bench/admin-bench-server.ts'];
  const args = [...entry, url, ...(options.role ? [options.role] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ port: number; cookie: string; origin: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return; // not a JSON line
      }
      if (value.ready) resolve({ port: value.port as number, cookie: value.cookie as string, origin: value.origin as string });
      else options.onLog?.(value);
    });
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, ...ready, stop };
}
