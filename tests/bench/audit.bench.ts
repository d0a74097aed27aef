/**
 * What the audit trail costs a staff read (decision 041): one entry written before the reply leaves. The median of
 * a page of membership applications as an admin (an audited read) and of the entry's write alone, on a SQLite file
 * (synchronous FULL, as the portal runs it) and on PostgreSQL when it answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { writeAuditEntry } from '#server/areas/audit/index.ts';
import { buildApp } from '#server/build-app.ts';
import { createDatabase } from '#server/db/database.ts';
import { browserHeaders, createUser, sessionCookie } from '../server/auth-helpers.ts';
import { validApplication } from '../server/membership-fixtures.ts';
import { testConfig } from '../server/test-config.ts';
import { benchDatabases } from './admin-bench-db.ts';
import type { Report } from './run.ts';
import { timed } from './timed.ts';

const RUNS = 400;

export default async function bench(report: Report): Promise<void> {
  for (const target of benchDatabases()) {
    const dir = mkdtempSync(join(tmpdir(), 'audit-bench-'));
    const schema = 'bench_audit';
    const url = target.name === 'sqlite' ? `sqlite:${join(dir, 'audit.db')}` : target.url.replace(/schema=[^&]*/, `schema=${schema}`);
    if (target.name === 'postgres') {
      const admin = createDatabase(target.url.replace(/\?.*$/, ''));
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await sql`create schema ${sql.id(schema)}`.execute(admin);
      await admin.destroy();
    }
    const config = testConfig({ DATABASE_URL: url, RATE_LIMIT_MAX: '100000' });
    const app = await buildApp({ config, logger: false, seed: false, startMailDispatcher: false, startJobs: false, webRoot: join(dir, 'no-web') });
    try {
      for (let i = 0; i < 20; i++) {
        await app.inject({ method: 'POST', url: '/api/user/register', payload: { ...validApplication, contactEmail: `contact.${i}@example.org`, name: `Clinic ${i}` } });
      }
      const actor = await createUser(app.db, { email: 'bench.admin@example.org', role: 'admin' });
      const headers = browserHeaders(app, 'GET', await sessionCookie(app, actor));
      report(`${target.name}: a page of 20 membership applications, audited (median)`, (await timed(RUNS, () => app.inject({ method: 'GET', url: '/api/membership-applications?limit=20', headers }))).p50, 'ms');
      report(`${target.name}: its audit entry alone (median)`, (await timed(RUNS, () => writeAuditEntry(app.db, { actorUserId: actor, action: 'membership.list', entity: 'membership_application', detail: { rows: 20 } }))).p50, 'ms');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
