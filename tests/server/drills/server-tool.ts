import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectRoot } from '#server/project-root.ts';
import { testSecrets } from '../test-config.ts';

export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
  /** how long it ran */
  ms: number;
}

/** The command `npm run <tool>` runs, from package.json: `node scripts/start.mjs cli/<tool>`, split into words. */
function npmScript(tool: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [command, ...words] = (scripts[tool] ?? '').split(' ');
  if (command !== 'node') throw new Error(`npm run ${tool} is "${scripts[tool]}", not one node command: run it through npm`);
  return words;
}

/**
 * `npm run <tool> -- <args>`, the command an operator types, run as the command npm runs for it (one Node process,
 * without npm's own and its shell), from the project's folder. In dev, with the tests' secrets and `env` on top (its
 * DATABASE_URL and DATA_DIR). Resolves when it ends, whatever its status.
 */
export function runServerTool(tool: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<CommandRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...npmScript(tool), ...args], {
      cwd: projectRoot,
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
