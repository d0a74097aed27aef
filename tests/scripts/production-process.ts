/**
 * A portal server in its own process, as production runs it: PORTAL_ENV=prod with fresh random secrets, SQLite in a
 * temporary DATA_DIR, JSON logs. The production bench and the production start test use it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildParts, buildState, projectRoot, type BuildPart } from '../../scripts/build/build-stamp.mjs';

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** From spawn to the first 200 of /api/health. */
  startMs: number;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/** A free port: from TEST_PORT_BASE upwards when set (a machine whose ports are shared out), else any the system gives. */
async function freePort(): Promise<number> {
  const base = Number(process.env.TEST_PORT_BASE ?? 0);
  for (let port = base; port < (base ? base + 50 : 1); port++) {
    const taken = await new Promise<number | undefined>((resolve) => {
      const probe = createServer().once('error', () => resolve(undefined));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
    if (taken) return taken;
  }
  throw new Error(`no free port from ${base}`);
}

/** The variables of a production server on a fresh SQLite database in `dataDir`. */
export function productionEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const origin = `http://localhost:${port}`;
  return {
    PATH: process.env.PATH,
    PORTAL_ENV: 'prod',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'portal.db')}`,
    SESSION_SECRET: randomBytes(32).toString('base64'),
    DATA_KEY: randomBytes(32).toString('base64'),
    HASH_KEY: randomBytes(32).toString('base64'),
    LOG_FORMAT: 'json',
  };
}

/** Builds what is missing or stale, as `npm run build` would. */
export function ensureBuilt(): void {
  const parts = (Object.keys(buildParts) as BuildPart[]).filter((part) => buildState(part) !== 'fresh');
  if (parts.length === 0) return;
  const build = spawnSync(process.execPath, [join(projectRoot, 'scripts/build.mjs'), ...parts], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
}

/** Starts `node <args>` in the project's folder with a production environment, and waits for /api/health. */
export async function startProductionProcess(args: string[], timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-prod-'));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: productionEnv(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, origin, startMs: performance.now() - started, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`the server did not answer /api/health (exit ${child.exitCode}):\n${output}`);
}

/** The resident memory of a process in MB, as the system counts it (Linux /proc). */
export function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}
