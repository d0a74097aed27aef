import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { dailyAt } from '#server/jobs/cadence.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { LEASE_MS } from '#server/jobs/job-runs.repository.ts';
import { createScheduler } from '#server/jobs/scheduler.ts';
import { testDatabases } from '../test-db.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const TZ = 'America/Denver';

/** A daily job (at 03:00 Denver) whose runs fail `failures` times before they succeed, counting its calls. */
function flakyJob(name: string, failures: number, calls: string[], pause?: () => Promise<void>): JobDefinition {
  return {
    name, title: name, cadence: dailyAt(3), catchUp: 2,
    async run({ period }) {
      calls.push(period);
      await pause?.();
      if (calls.filter((p) => p === period).length <= failures) throw new Error(`mail server refused (try ${calls.length})`);
      return { outcome: { done: 1 } };
    },
  };
}

describe.each(testDatabases())('job runs: claims, retries and take-overs on $name', (database) => {
  let dbOne: Db;
  let dbTwo: Db;
  beforeAll(async () => {
    dbOne = await database.connect();
    dbTwo = await database.connect();
    await migrateToLatest(dbOne);
  });
  afterAll(async () => {
    await dbOne.destroy();
    await dbTwo.destroy();
  });

  const row = (db: Db, job: string, period: string) => db.selectFrom('job_runs').selectAll().where('job', '=', job).where('period', '=', period).executeTakeFirstOrThrow();

  it('retries a failed run after its back-off, keeping the error, until it succeeds', async () => {
    const calls: string[] = [];
    const clock = { at: new Date('2026-11-23T10:00:00Z') }; // 03:00 in Denver
    const scheduler = createScheduler({ db: dbOne, jobs: [flakyJob('flaky', 2, calls)], timeZone: TZ, now: () => clock.at, log: quiet });
    await scheduler.tick();
    expect(await row(dbOne, 'flaky', '2026-11-23')).toMatchObject({ status: 'failed', attempts: 1, last_error: 'mail server refused (try 1)', next_attempt_at: '2026-11-23T10:01:00.000Z' });
    clock.at = new Date('2026-11-23T10:00:30Z');
    await scheduler.tick();
    expect(calls).toHaveLength(1);
    clock.at = new Date('2026-11-23T10:01:00Z');
    await scheduler.tick();
    expect(await row(dbOne, 'flaky', '2026-11-23')).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: '2026-11-23T10:06:00.000Z' });
    clock.at = new Date('2026-11-23T10:06:00Z');
    await scheduler.tick();
    expect(await row(dbOne, 'flaky', '2026-11-23')).toMatchObject({ status: 'done', attempts: 3, last_error: null, outcome: '{"done":1}' });
    expect(calls).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);
  });

  it('gives a run to one process only, and lets another take over a run whose process died', async () => {
    const calls: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const clock = { at: new Date('2026-11-24T10:00:00Z') };
    const slow = createScheduler({ db: dbOne, jobs: [flakyJob('slow', 0, calls, () => held)], timeZone: TZ, now: () => clock.at, log: quiet });
    const other = createScheduler({ db: dbTwo, jobs: [flakyJob('slow', 0, calls)], timeZone: TZ, now: () => clock.at, log: quiet });
    const first = slow.tick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.tick();
    expect(calls).toEqual(['2026-11-24']);
    expect(await row(dbOne, 'slow', '2026-11-24')).toMatchObject({ status: 'running' });

    // The first process is taken for dead once its lease has passed: the other runs the period and finishes it.
    clock.at = new Date(clock.at.getTime() + LEASE_MS + 1000);
    await other.tick();
    expect(await row(dbOne, 'slow', '2026-11-24')).toMatchObject({ status: 'done', attempts: 2 });
    // The first process comes back: its claim was lost, so its work is not committed and the run stays as it is.
    release();
    await first;
    expect(await row(dbOne, 'slow', '2026-11-24')).toMatchObject({ status: 'done', attempts: 2 });
  });
});
