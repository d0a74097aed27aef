import type { Insertable } from 'kysely';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Database } from '../database.schema.ts';
import { randomSource } from './random-source.ts';

const DAY = 86_400_000;

type FunnelRunsTable = Database['funnel_runs'];
type FunnelStepsTable = Database['funnel_steps'];

/** How people go through one version of the demo questionnaire, step by step (11 steps, the order at the last). */
interface VersionStory {
  version: number;
  runs: number;
  /** the days ago its runs started: [earliest, latest] */
  days: [number, number];
  /** per step 1…10: the share of arrivals who leave there */
  leave: readonly number[];
}

/** The typical seconds spent on steps 1…10 (the form and the training video take long). */
const TYPICAL_SECONDS = [8, 12, 6, 9, 140, 175, 15, 14, 16, 12];
const INELIGIBLE_AT_STATE = 0.08;
const REFUSED_AT_TRAINING = 0.03;

/**
 * Version 2, then version 3 whose shorter details form loses fewer people at step 5: what staff compare side by side
 * on the analytics page of the demo.
 */
const STORIES: readonly VersionStory[] = [
  { version: 2, runs: 260, days: [45, 16], leave: [0.04, 0.05, 0.03, 0.03, 0.18, 0.12, 0.03, 0.03, 0.02, 0.02] },
  { version: 3, runs: 340, days: [15, 0], leave: [0.04, 0.05, 0.03, 0.03, 0.1, 0.12, 0.03, 0.03, 0.02, 0.02] },
];

/**
 * The questionnaire analytics of the demo programme: anonymous runs of consumer versions 2 and 3 (decision 029).
 * `scale` multiplies the runs (the funnel bench counts a programme a hundred times busier than the demo).
 */
export function buildDemoFunnel(opts: { hasher: KeyedHasher; now: Date; scale?: number }): { runs: Insertable<FunnelRunsTable>[]; steps: Insertable<FunnelStepsTable>[] } {
  const random = randomSource(20_261_124);
  const runs: Insertable<FunnelRunsTable>[] = [];
  const steps: Insertable<FunnelStepsTable>[] = [];
  for (const story of STORIES) {
    for (let i = 0; i < story.runs * (opts.scale ?? 1); i++) {
      const journey = opts.hasher.hash('funnel', `demo-${story.version}-${i}`);
      const started = new Date(opts.now.getTime() - random.int(story.days[1], story.days[0]) * DAY).toISOString().slice(0, 10);
      let outcome: FunnelRunsTable['outcome'] = null;
      let outcomeStep: number | null = null;
      let codes: string[] | null = null;
      const version = { flow_id: 'consumer', flow_version: story.version, started_on: started };
      let step = 1;
      for (; step <= 10; step++) {
        const roll = random.next();
        if (step === 1 && roll < INELIGIBLE_AT_STATE) [outcome, outcomeStep, codes] = ['ineligible', 1, ['state']];
        else if (step === 6 && roll < REFUSED_AT_TRAINING) [outcome, outcomeStep, codes] = ['refused', 6, ['refill-interval']];
        if (outcome || random.next() < story.leave[step - 1]!) break;
        steps.push({ journey, step, ...version, completed: 1, seconds: Math.round(TYPICAL_SECONDS[step - 1]! * (0.5 + random.next() * 1.5)) });
      }
      if (step <= 10) {
        steps.push({ journey, step, ...version, completed: 0, seconds: null });
      } else {
        step = 11;
        steps.push({ journey, step, ...version, completed: 1, seconds: null });
        [outcome, outcomeStep] = ['ordered', 11];
      }
      runs.push({ journey, ...version, current_step: step, outcome, outcome_step: outcomeStep, reason_codes: codes ? JSON.stringify(codes) : null });
    }
  }
  return { runs, steps };
}
