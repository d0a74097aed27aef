/**
 * A server process for the export bench, so the bench can read the server's own memory: started with
 * `node --import tsx tests/bench/admin-bench-server.ts <DATABASE_URL>`, it prints one JSON line
 * { port, cookie } on stdout once it listens, then its log lines.
 */
import { benchApp } from './admin-bench-db.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: admin-bench-server.ts <DATABASE_URL>');
// JSON log lines: the bench reads the export's row count from the server's own log entry.
const { app, cookie } = await benchApp(url, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ ready: true, port, cookie })}\n`);
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
