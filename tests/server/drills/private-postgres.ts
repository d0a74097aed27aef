import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../cluster/free-ports.ts';

/*
 * A PostgreSQL server of the test's own, from Debian's binaries: the drills stop and start it under load, which the
 * machine's PostgreSQL (shared by every test file running in parallel) must never suffer.
 */

/** Debian's PostgreSQL 15 server binaries (package postgresql-15); PG_BIN overrides. */
export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** The user the server runs as when the tests run as root: initdb and postgres refuse root. */
const SERVER_USER = 'postgres';

/**
 * Whether a private server can be made here; otherwise says loudly why not, once, and the drill skips (or fails,
 * with REQUIRE_POSTGRES=1, as the other PostgreSQL tests do: tests/server/test-db.ts).
 */
export function privatePostgresAvailable(): boolean {
  const missing = ['initdb', 'pg_ctl', 'postgres'].filter((b) => !existsSync(join(POSTGRES_BIN, b)));
  if (missing.length === 0) return true;
  const why = `PostgreSQL's server binaries (${missing.join(', ')}) are not in ${POSTGRES_BIN} (Debian: apt-get install postgresql-15, or set PG_BIN)`;
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${why}`);
  console.warn(`\n${'!'.repeat(78)}\n!! ${why}\n!! The drill that restarts a PostgreSQL server of its own is skipped.\n${'!'.repeat(78)}\n`);
  return false;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** pg_ctl stop -m fast: open connections are ended, as when an operator or the system restarts the server. */
  stop(): Promise<void>;
  /** pg_ctl start, resolved once the server accepts connections. Both leave the test's event loop free meanwhile. */
  start(): Promise<void>;
  /** Stops the server (if running) and removes its files. */
  destroy(): void;
}

const asUser = (args: string[], asServerUser: boolean) => (asServerUser ? ['runuser', '-u', SERVER_USER, '--', ...args] : args);

function run(args: string[], asServerUser: boolean): string {
  const [command, ...rest] = asUser(args, asServerUser);
  const result = spawnSync(command!, rest, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

function runAsync(args: string[], asServerUser: boolean): Promise<void> {
  const [command, ...rest] = asUser(args, asServerUser);
  return new Promise((resolve, reject) => {
    const child = spawn(command!, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    child.on('error', reject);
    child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${status}): ${errors}`))));
  });
}

/** initdb into a temporary folder (trust on loopback only), then starts it on a free port. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asServerUser = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'portal-private-pg-'));
  if (asServerUser) {
    // Both numbers from one look-up: "postgres:x:<uid>:<gid>:…".
    const [, , uid, gid] = run(['getent', 'passwd', SERVER_USER], false).split(':');
    chownSync(folder, Number(uid), Number(gid));
  }
  const [port] = await freePorts(1);
  const data = join(folder, 'data');
  const log = join(folder, 'server.log');
  const bin = (name: string) => join(POSTGRES_BIN, name);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  // A failure to start or stop says why in the server's own log.
  const withLog = (action: Promise<void>) => action.catch((error: Error) => {
    throw new Error(`${error.message}\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`);
  });
  const stop = ['-D', data, '-m', 'fast', '-w', 'stop'];
  // Synchronous, so that it also serves on the way out of a run that died; a server already stopped is no error.
  const destroy = () => {
    process.off('exit', destroy);
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        run([bin('pg_ctl'), ...stop], asServerUser);
      } catch {
        // Stopped meanwhile: the folder goes either way.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', destroy);
  const pg: PrivatePostgres = {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => withLog(runAsync([bin('pg_ctl'), '-D', data, '-o', options, '-l', log, '-w', 'start'], asServerUser)),
    stop: () => withLog(runAsync([bin('pg_ctl'), ...stop], asServerUser)),
    destroy,
  };
  try {
    // --no-sync: a throwaway cluster need not wait for its ~1,000 new files (39 MB) to reach the disk (initdb 1.6-2.1 s
    // → 0.7-1.2 s on the loaded 2-core machine). The server then run on it syncs its commits as any does.
    run([bin('initdb'), '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions', '--no-sync'], asServerUser);
    await pg.start();
  } catch (error) {
    destroy();
    throw error;
  }
  return pg;
}
