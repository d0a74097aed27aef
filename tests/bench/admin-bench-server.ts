/**
 * A server process for the export and studio benches, so a bench can read the server's own memory and time requests
 * sent to it meanwhile: started with `node --import tsx tests/bench/admin-bench-server.ts <DATABASE_URL> [superAdmin]`,
 * it prints one JSON line { port, cookie, origin } on stdout once it listens, then its log lines. Its twin
 * admin-bench-server.mjs does the same on the compiled server.
 */
import { benchApp } from './admin-bench-db.ts';
import { serveBenchApp } from './bench-app.mjs';

const [url, role] = process.argv.slice(2);
if (!url || (role !== undefined && role !== 'superAdmin')) throw new Error('usage: admin-bench-server.ts <DATABASE_URL> [superAdmin]');
// JSON log lines: the bench reads the export's row count from the server's own log entry.
await serveBenchApp(await benchApp(url, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, role ?? 'admin'));
