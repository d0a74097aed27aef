// The app the admin benches measure, as plain JavaScript: the bench process builds it from the sources (through tsx),
// and admin-bench-server.mjs from the compiled server (dist/server), as production runs it. Each passes the server's
// functions it loaded, so both make the same app and the same staff sign-in.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment of a bench server on `url`: fixed keys, so a cookie signed by one process is read by another. */
export function benchEnvironment(url, env = {}) {
  return {
    PORTAL_ENV: 'dev', DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), `portal-bench-${process.pid}`),
    SESSION_SECRET: 'bench-session-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
    HASH_KEY: 'bench-hash-key-0123456789abcdefghijklmnopqrstuvwxyz',
    ...env,
  };
}

/** The app on a bench database, and the session cookie of a staff member (an admin by default) made for the bench. */
export async function buildBenchApp(server, url, env = {}, role = 'admin') {
  const config = server.loadConfig(benchEnvironment(url, env));
  const app = await server.buildApp({ config, logger: env.LOG_LEVEL !== undefined && env.LOG_LEVEL !== 'silent', startMailDispatcher: false, startJobs: false, seed: false, webRoot: join(tmpdir(), 'portal-bench-no-web') });
  const userId = `bench-admin-${randomUUID()}`;
  const now = new Date().toISOString();
  await app.db.insertInto('users').values({
    id: userId, email: `${userId}@example.org`, first_name: 'Bench', last_name: 'Admin', role, status: 'active',
    password_hash: null, password_expires_at: null, must_change_password: 0, oidc_issuer: null, oidc_subject: null,
    last_login_at: null, sub_quota_thresholds: 0, sub_weekly_orders: 0, sub_monthly_orders: 0, created_at: now, updated_at: now,
  }).execute();
  const sid = await server.createSession(app.db, { userId, idTokenHint: null, providerRefreshTokenEnc: null }, new Date());
  const token = app.jwt.sign({ sid, sub: userId }, { expiresIn: 3600 });
  return { app, cookie: `${server.sessionCookieName(app)}=${token}` };
}

/** Listens on a free loopback port and prints the line bench-server-process.ts waits for; closes on SIGTERM. */
export async function serveBenchApp({ app, cookie }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port, cookie, origin: app.config.publicOrigin })}\n`);
  process.once('SIGTERM', () => {
    app.close().finally(() => process.exit(0));
  });
}
