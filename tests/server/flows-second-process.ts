/**
 * A second portal process for tests/server/flows-processes.test.ts: `node --import tsx
 * tests/server/flows-second-process.ts <DATABASE_URL>` starts the app on that database (already migrated by the
 * test), listens on a free loopback port and prints `{ "port": N }` on stdout once it answers.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/build-app.ts';
import { createDatabase } from '#server/db/database.ts';
import { testConfig } from './test-config.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: flows-second-process.ts <DATABASE_URL>');
const config = testConfig({ DATABASE_URL: url, RATE_LIMIT_MAX: '100000' });
const app = await buildApp({
  config, db: createDatabase(url), logger: false, startMailDispatcher: false, startJobs: false, seed: false, webRoot: join(tmpdir(), 'portal-tests-no-web-build'),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
