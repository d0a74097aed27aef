import { spawn } from 'node:child_process';

export interface PgToolResult {
  /** the tool's exit status (1 when it could not start) */
  status: number;
  stdout: string;
  /** what it printed on stderr, or why it could not start */
  stderr: string;
}

/**
 * Runs one of PostgreSQL's client tools (pg_dump, pg_restore) as the backup and restore commands need them: its
 * output kept, and a missing tool told in words an operator can act on. `inherit` lets the tool write to the
 * terminal itself (a long dump's own messages).
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], output: 'capture' | 'inherit' = 'capture'): Promise<PgToolResult> {
  return new Promise((resolve) => {
    const child = spawn(tool, args, { stdio: ['ignore', output === 'capture' ? 'pipe' : 'inherit', output === 'capture' ? 'pipe' : 'inherit'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', (error: NodeJS.ErrnoException) => {
      resolve({
        status: 1, stdout,
        stderr: error.code === 'ENOENT'
          ? `${tool} is not installed. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), or use your database provider's tools.`
          : `${tool} could not start: ${error.message}`,
      });
    });
    child.on('close', (status, signal) => resolve({ status: status ?? 1, stdout, stderr: stderr || (signal ? `${tool} stopped on ${signal}` : '') }));
  });
}
