// The admin benches' server process on the compiled server (dist/server), run with plain `node` as production runs it
// (decision 032): `node tests/bench/admin-bench-server.mjs <DATABASE_URL> [superAdmin]`. What it prints is what
// admin-bench-server.ts prints; bench-server-process.ts builds the server first when its build is not fresh.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../../scripts/build/build-stamp.mjs';
import { buildBenchApp, serveBenchApp } from './bench-app.mjs';

/** A module of the compiled server, by its source path: server/build-app.ts is dist/server/server/build-app.js. */
const compiled = (source) => import(pathToFileURL(join(projectRoot, 'dist/server', source.replace(/\.ts$/, '.js'))).href);

const [url, role] = process.argv.slice(2);
if (!url || (role !== undefined && role !== 'superAdmin')) throw new Error('usage: admin-bench-server.mjs <DATABASE_URL> [superAdmin]');
const server = {
  buildApp: (await compiled('server/build-app.ts')).buildApp,
  loadConfig: (await compiled('server/config/config.ts')).loadConfig,
  createSession: (await compiled('server/areas/users/sessions.repository.ts')).createSession,
  sessionCookieName: (await compiled('server/auth/session-cookie.ts')).sessionCookieName,
};
// JSON log lines: the bench reads the export's row count from the server's own log entry.
await serveBenchApp(await buildBenchApp(server, url, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, role ?? 'admin'));
