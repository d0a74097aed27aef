/**
 * Where people give up, at a busy programme's size: the funnel of a version over 30 days and over a year, read from
 * the demo's story of consumer versions 2 and 3 a hundred times over (60,000 runs, about 480,000 step rows), on SQLite
 * and on PostgreSQL when it answers; and what counting costs a step submission (the recorder's two statements).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Flow } from '#schemas/generated/flow.ts';
import { createKeyedHasher } from '#server/crypto/keyed-hash.ts';
import { createDatabase, type Db } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { buildDemoFunnel } from '#server/db/seed/demo-funnel.ts';
import { createFunnelRecorder } from '#server/areas/funnel/index.ts';
import { funnelReport } from '#server/areas/funnel/funnel-report.ts';
import { benchDatabases } from './admin-bench-db.ts';
import { timed } from './timed.ts';
import type { Report } from './run.ts';

const SCALE = 100;
const NOW = new Date('2026-11-24T18:00:00Z');
const v3 = JSON.parse(readFileSync(join(import.meta.dirname, '../../flows/consumer/v3.json'), 'utf8')) as Flow;

async function insertAll(db: Db, table: 'funnel_runs' | 'funnel_steps', rows: object[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto(table).values(rows.slice(i, i + 500) as never).execute();
  });
}

export default async function bench(report: Report): Promise<void> {
  const hasher = createKeyedHasher('bench-funnel-key');
  const story = buildDemoFunnel({ hasher, now: NOW, scale: SCALE });
  report('runs counted', story.runs.length, 'runs');
  report('step rows counted', story.steps.length, 'rows');
  for (const target of benchDatabases()) {
    const dir = mkdtempSync(join(tmpdir(), 'funnel-bench-'));
    const schema = 'bench_funnel';
    const url = target.name === 'sqlite' ? `sqlite:${join(dir, 'funnel.db')}` : target.url.replace(/schema=[^&]*/, `schema=${schema}`);
    let db = createDatabase(url);
    try {
      if (target.name === 'postgres') {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
        await sql`create schema ${sql.id(schema)}`.execute(db);
        await db.destroy();
        db = createDatabase(url);
      }
      await migrateToLatest(db);
      const seeded = performance.now();
      await insertAll(db, 'funnel_runs', story.runs);
      await insertAll(db, 'funnel_steps', story.steps);
      report(`${target.name}: seeding`, Math.round((performance.now() - seeded) / 1000), 's');
      // As autovacuum leaves a table that has settled: statistics for the planner, and a visibility map for index-only scans.
      if (target.name === 'postgres') await sql`vacuum analyze funnel_runs, funnel_steps`.execute(db);
      const month = await timed(20, () => funnelReport(db, v3, { flowId: 'consumer', version: 3, from: '2026-10-26', to: '2026-11-24' }, 'America/Denver'));
      report(`${target.name}: funnel of a version, 30 days (p50)`, Math.round(month.p50), 'ms');
      report(`${target.name}: funnel of a version, 30 days (p95)`, Math.round(month.p95), 'ms', '≤ 500 ms');
      const year = await timed(20, () => funnelReport(db, v3, { flowId: 'consumer', version: 3, from: '2025-11-25', to: '2026-11-24' }, 'America/Denver'));
      report(`${target.name}: funnel of a version, 366 days (p95)`, Math.round(year.p95), 'ms', '≤ 500 ms');
      // A run through the first four steps, as the run service tells the recorder: what counting adds per step.
      const recorder = createFunnelRecorder({ hasher, timeZone: 'America/Denver' });
      const run = (step: number) => ({ flowId: 'consumer', flowVersion: 3, status: 'answering' as const, step, answers: {}, effects: {}, pending: null, outcome: null });
      let n = 0;
      const perStep = await timed(400, async () => {
        const id = `bench-run-${n++}`;
        await recorder.started(db, id, run(1), NOW);
        await recorder.decided(db, id, 1, NOW.toISOString(), run(2), NOW);
      });
      report(`${target.name}: counting a step (start + one step, p50)`, Number(perStep.p50.toFixed(2)), 'ms');
    } finally {
      if (target.name === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db).catch(() => {});
      await db.destroy().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
