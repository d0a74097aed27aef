import { sql } from 'kysely';
import type { RunState } from '#schemas/generated/flow-api.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import { stateDate } from '#server/areas/us-states/index.ts';
import { compiledQuery } from '#server/db/compiled-query.ts';
import type { Db } from '#server/db/database.ts';

/** A step's time is kept up to a day: a tab left open over a weekend says nothing about the step. */
const MAX_SECONDS = 86_400;

/**
 * Counts a consumer's way through the questionnaire for the analytics (decision 029): the steps reached and
 * completed, the seconds each took, and how the run ended. Each event is written on `db`, the transaction that writes
 * the run (decision 048): the count and the run are committed together or not at all. Preview runs are never recorded
 * (the caller's rule).
 */
export interface FunnelRecorder {
  /** A run was started and shows `run.step`. */
  started(db: Db, runId: string, run: RunState, now: Date): Promise<void>;
  /**
   * The answers of step `number` were decided: `next` is the run after them. `servedAt` is when that step was shown.
   * A step the run stays on (its answers refused field by field never get here) records nothing. The latest outcome
   * stands: a person told they are not eligible who goes back, changes the state and orders counts as ordered.
   */
  decided(db: Db, runId: string, number: number, servedAt: string | undefined, next: RunState, now: Date): Promise<void>;
  /** The person went back to `run.step`: the run stands there again, answering (an ineligible end no longer stands). */
  wentBack(db: Db, runId: string, run: RunState): Promise<void>;
}

export interface FunnelRecorderDeps {
  hasher: KeyedHasher;
  /** PROGRAMME_TIME_ZONE: the days of the funnel's period filter */
  timeZone: string;
}

const seconds = (servedAt: string | undefined, now: Date): number | null => {
  const from = servedAt ? Date.parse(servedAt) : Number.NaN;
  return Number.isNaN(from) ? null : Math.min(MAX_SECONDS, Math.max(0, Math.round((now.getTime() - from) / 1000)));
};

// A step is counted in three statements, compiled once (server/db/compiled-query.ts), not on every step.
// A step reached, with the run's version and day copied from its row (a run counted from before this has none: nothing).
const reachQuery = compiledQuery<{ journey: string; step: number; completed: 0 | 1 }, never>((db, arg) => db.insertInto('funnel_steps')
  .columns(['journey', 'step', 'flow_id', 'flow_version', 'started_on', 'completed'])
  .expression((eb) => eb.selectFrom('funnel_runs')
    .select(['journey', sql<number>`cast(${arg('step')} as integer)`.as('step'), 'flow_id', 'flow_version', 'started_on', sql<number>`cast(${arg('completed')} as integer)`.as('completed')])
    .where('journey', '=', arg('journey')))
  .onConflict((oc) => oc.columns(['journey', 'step']).doNothing()));
const reach = (db: Db, journey: string, step: number, completed: 0 | 1) => reachQuery(db, { journey, step, completed });

// Completed once: going back and answering again keeps the first time it took.
const completeQuery = compiledQuery<{ journey: string; step: number; seconds: number | null }, never>((db, arg) => db
  .updateTable('funnel_steps').set({ completed: 1, seconds: arg('seconds') })
  .where('journey', '=', arg('journey')).where('step', '=', arg('step')).where('completed', '=', 0));

const moveOnQuery = compiledQuery<{ journey: string; step: number; outcome: 'ordered' | null; outcomeStep: number | null }, never>((db, arg) => db
  .updateTable('funnel_runs')
  .set({ current_step: arg('step'), outcome: arg('outcome'), outcome_step: arg('outcomeStep'), reason_codes: null })
  .where('journey', '=', arg('journey')));

export function createFunnelRecorder(deps: FunnelRecorderDeps): FunnelRecorder {
  // The run id is the run's credential: the funnel keeps only a keyed hash of it, which leads nowhere once the run is gone.
  const journeyOf = (runId: string) => deps.hasher.hash('funnel', runId);

  return {
    started: async (db, runId, run, now) => {
      const journey = journeyOf(runId);
      await db.insertInto('funnel_runs').values({
        journey, flow_id: run.flowId, flow_version: run.flowVersion, started_on: stateDate(now, deps.timeZone), current_step: run.step,
        outcome: null, outcome_step: null, reason_codes: null,
      }).onConflict((oc) => oc.column('journey').doNothing()).execute();
      await reach(db, journey, run.step, 0);
    },

    decided: async (db, runId, number, servedAt, next, now) => {
      const journey = journeyOf(runId);
      if (next.status === 'ineligible' || next.status === 'refused') {
        await db.updateTable('funnel_runs')
          .set({ outcome: next.status, outcome_step: number, current_step: number, reason_codes: JSON.stringify(next.outcome?.codes ?? []) })
          .where('journey', '=', journey)
          .execute();
        return;
      }
      if (next.step === number && next.status !== 'completed') return;
      await completeQuery(db, { journey, step: number, seconds: seconds(servedAt, now) });
      const ordered = next.status === 'completed';
      await reach(db, journey, next.step, ordered ? 1 : 0);
      await moveOnQuery(db, { journey, step: next.step, outcome: ordered ? 'ordered' : null, outcomeStep: ordered ? next.step : null });
    },

    wentBack: async (db, runId, run) => {
      await db.updateTable('funnel_runs')
        .set({ current_step: run.step, outcome: null, outcome_step: null, reason_codes: null })
        .where('journey', '=', journeyOf(runId))
        .execute();
    },
  };
}
