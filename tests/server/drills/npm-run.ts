import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { testSecrets } from '../test-config.ts';

export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
  /** how long it ran */
  ms: number;
}

/**
 * `npm run <script> -- <args>`, the command an operator types, in dev with the tests' secrets and `env` on top (its
 * DATABASE_URL and DATA_DIR). Resolves when it ends, whatever its status.
 */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, PORTAL_ENV: 'dev', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...testSecrets, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? 1, stdout, stderr, ms: performance.now() - started }));
  });
}
