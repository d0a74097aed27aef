import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRunValidation, RUN_VALIDATION_WINDOW_MS } from '#server/areas/flow-runs/run-validations.repository.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

const minutes = (n: number) => n * 60_000;

describe.each(testDatabases())('per-run validation count on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await buildTestApp({ database }); });
  afterAll(() => app.close());

  const start = Date.parse('2026-03-02T10:00:00.000Z');
  const at = (offset: number) => new Date(start + offset);

  it('allows the limit within an hour and says when the next one is allowed', async () => {
    const run = 'run-validations-a';
    // Three at 10:00, 10:10, 10:20: a limit of three is reached.
    for (const offset of [0, minutes(10), minutes(20)]) {
      expect(await countRunValidation(app.db, run, at(offset), 3)).toEqual({ allowed: true });
    }
    // The fourth, at 10:30, is refused; one more is allowed once two remain, when 10:10's leaves the window at 11:10.
    expect(await countRunValidation(app.db, run, at(minutes(30)), 3)).toEqual({ allowed: false, retryAfterSeconds: 40 * 60 });
    // Refused requests count: asking again at 10:50, the run waits for 10:20's to leave at 11:20 (10:10's if the
    // refusal at 10:30 were not counted).
    expect(await countRunValidation(app.db, run, at(minutes(50)), 3)).toEqual({ allowed: false, retryAfterSeconds: 30 * 60 });
  });

  it('forgets what left the window, and counts each run on its own', async () => {
    const run = 'run-validations-b';
    for (let i = 0; i < 3; i++) await countRunValidation(app.db, run, at(0), 3);
    expect(await countRunValidation(app.db, 'run-validations-c', at(0), 3)).toEqual({ allowed: true });
    expect(await countRunValidation(app.db, run, at(RUN_VALIDATION_WINDOW_MS), 3)).toEqual({ allowed: true });
    const rows = await app.db.selectFrom('run_validations').select('at').where('run_id', '=', run).execute();
    expect(rows).toHaveLength(1);
  });
});
