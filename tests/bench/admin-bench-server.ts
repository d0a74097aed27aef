/**
 * A server process for the export and studio benches, so a bench can read the server's own memory and time requests
 * sent to it meanwhile: started with `node --import tsx tests/bench/admin-bench-server.ts <DATABASE_URL> [superAdmin]`,
 * it prints one JSON line { port, cookie, origin } on stdout once it listens, then its log lines.
 */
import { benchApp } from './admin-bench-db.ts';

const [url, role] = process.argv.slice(2);
if (!url || (role !== undefined && role !== 'superAdmin')) throw new Error('usage: admin-bench-server.ts <DATABASE_URL> [superAdmin]');
// JSON log lines: the bench reads the export's row count from the server's own log entry.
const { app, cookie } = await benchApp(url, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, role ?? 'admin');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ ready: true, port, cookie, origin: app.config.publicOrigin })}\n`);
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
