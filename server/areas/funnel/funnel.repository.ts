import type { Database } from '#server/db/database.schema.ts';
import type { Db } from '#server/db/database.ts';

/** The runs counted: one version of one questionnaire, started between two days (inclusive). */
export interface FunnelFilter {
  flowId: string;
  version: number;
  from: string;
  to: string;
}

/** Step rows alike: this many runs reached `step`, completed it or not, in `seconds` (null until completed). */
export interface StepGroup {
  step: number;
  completed: boolean;
  seconds: number | null;
  runs: number;
}

/** Runs alike: how they ended (null: not yet), at which step, on which step they are, and why. */
export interface RunGroup {
  outcome: Database['funnel_runs']['outcome'];
  outcomeStep: number | null;
  currentStep: number;
  reasonCodes: string[];
  runs: number;
}

/**
 * Every step row of the period in one pass over its covering index, grouped by step, completion and seconds: a few
 * thousand groups however many runs (the seconds are whole and capped at a day).
 */
export async function stepGroups(db: Db, f: FunnelFilter): Promise<StepGroup[]> {
  const rows = await db.selectFrom('funnel_steps')
    .where('flow_id', '=', f.flowId).where('flow_version', '=', f.version)
    .where('started_on', '>=', f.from).where('started_on', '<=', f.to)
    .select((eb) => ['step', 'completed', 'seconds', eb.fn.countAll().as('runs')])
    .groupBy(['step', 'completed', 'seconds'])
    .execute();
  return rows.map((r) => ({ step: r.step, completed: Number(r.completed) === 1, seconds: r.seconds === null ? null : Number(r.seconds), runs: Number(r.runs) }));
}

/** Every run of the period, grouped by its outcome, the steps it ended at and is on, and its reasons. */
export async function runGroups(db: Db, f: FunnelFilter): Promise<RunGroup[]> {
  const rows = await db.selectFrom('funnel_runs')
    .where('flow_id', '=', f.flowId).where('flow_version', '=', f.version)
    .where('started_on', '>=', f.from).where('started_on', '<=', f.to)
    .select((eb) => ['outcome', 'outcome_step', 'current_step', 'reason_codes', eb.fn.countAll().as('runs')])
    .groupBy(['outcome', 'outcome_step', 'current_step', 'reason_codes'])
    .execute();
  return rows.map((r) => ({
    outcome: r.outcome, outcomeStep: r.outcome_step, currentStep: r.current_step,
    reasonCodes: r.reason_codes ? (JSON.parse(r.reason_codes) as string[]) : [], runs: Number(r.runs),
  }));
}
