/**
 * A server process of tests/bench/admin-bench-server.ts, started for a bench that must measure the server from outside
 * (its memory, or how long other requests wait while one runs): resolves once it listens, with its port, the staff
 * session cookie it made and the origin its same-origin check expects; every JSON log line goes to `onLog`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchServer {
  child: ChildProcess;
  port: number;
  cookie: string;
  origin: string;
  stop(): Promise<void>;
}

export async function startBenchServer(url: string, options: { role?: 'superAdmin'; onLog?: (entry: Record<string, unknown>) => void } = {}): Promise<BenchServer> {
  const args = ['--import', 'tsx', 'tests/bench/admin-bench-server.ts', url, ...(options.role ? [options.role] : [])];
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
