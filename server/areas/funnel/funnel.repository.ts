import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';

type Db = Kysely<Database>;

/** The runs counted: one version of one questionnaire, started between two days (inclusive). */
export interface FunnelFilter {
  flowId: string;
  version: number;
  from: string;
  to: string;
}

export interface StepCounts {
  step: number;
  reached: number;
  completed: number;
  left: number;
  ended: number;
}

export interface SecondsCount {
  step: number;
  seconds: number;
  runs: number;
}

export interface OutcomeCount {
  outcome: 'ordered' | 'ineligible' | 'refused' | null;
  reasonCodes: string[];
  runs: number;
}

function runsOf(db: Db, f: FunnelFilter) {
  return db.selectFrom('funnel_runs as r')
    .where('r.flow_id', '=', f.flowId).where('r.flow_version', '=', f.version)
    .where('r.started_on', '>=', f.from).where('r.started_on', '<=', f.to);
}

/** Per step: runs reaching it, completing it, stopping there without an outcome, and ended there. */
export async function stepCounts(db: Db, f: FunnelFilter): Promise<StepCounts[]> {
  const rows = await runsOf(db, f)
    .innerJoin('funnel_steps as s', 's.journey', 'r.journey')
    .select((eb) => [
      's.step',
      eb.fn.countAll().as('reached'),
      sql<number>`sum(s.completed)`.as('completed'),
      sql<number>`sum(case when s.completed = 0 and r.outcome is null then 1 else 0 end)`.as('left'),
      sql<number>`sum(case when s.completed = 0 and r.outcome_step = s.step then 1 else 0 end)`.as('ended'),
    ])
    .groupBy('s.step')
    .execute();
  return rows.map((r) => ({ step: r.step, reached: Number(r.reached), completed: Number(r.completed), left: Number(r.left), ended: Number(r.ended) }));
}

/** The completed steps' times as a histogram (step, seconds, runs): the medians are read from it, not from every row. */
export async function secondsHistogram(db: Db, f: FunnelFilter): Promise<SecondsCount[]> {
  const rows = await runsOf(db, f)
    .innerJoin('funnel_steps as s', 's.journey', 'r.journey')
    .where('s.completed', '=', 1).where('s.seconds', 'is not', null)
    .select((eb) => ['s.step', 's.seconds', eb.fn.countAll().as('runs')])
    .groupBy(['s.step', 's.seconds'])
    .execute();
  return rows.map((r) => ({ step: r.step, seconds: Number(r.seconds), runs: Number(r.runs) }));
}

/** Runs by outcome and reasons (null: no outcome yet). */
export async function outcomeCounts(db: Db, f: FunnelFilter): Promise<OutcomeCount[]> {
  const rows = await runsOf(db, f)
    .select((eb) => ['r.outcome', 'r.reason_codes', eb.fn.countAll().as('runs')])
    .groupBy(['r.outcome', 'r.reason_codes'])
    .execute();
  return rows.map((r) => ({ outcome: r.outcome, reasonCodes: r.reason_codes ? (JSON.parse(r.reason_codes) as string[]) : [], runs: Number(r.runs) }));
}
