/** Shared test data: the v1 consumer flow (a fresh copy each time, safe to break) and runs advanced to a step. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flow } from '#schemas/generated/flow.ts';
import type { AnswerItem, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { applyEffectResult } from '#engine/effect-result.ts';
import { decideStep, startRun } from '#engine/decide-step.ts';
import { resolveScenario } from '#engine/scenarios.ts';

const V1_PATH = join(import.meta.dirname, '..', '..', 'flows', 'consumer', 'v1.json');
const V1_TEXT = readFileSync(V1_PATH, 'utf8');

export const TODAY = '2025-03-14';
export const ENV = { today: TODAY };

/** A fresh copy of flows/consumer/v1.json. */
export function loadV1(): Flow {
  return JSON.parse(V1_TEXT) as Flow;
}

/** The answer items of a step of the colorado-order scenario (overridable per question; null drops one). */
export function coloradoItems(flow: Flow, step: number, overrides: Record<string, Partial<AnswerItem> | null> = {}): AnswerItem[] {
  const resolved = resolveScenario(flow, flow.scenarios.find((s) => s.id === 'colorado-order')!);
  if (typeof resolved === 'string') throw new Error(resolved);
  const answers: Record<string, unknown> = { ...resolved.steps[String(step)], ...overrides };
  return Object.entries(answers)
    .filter(([, a]) => a !== null)
    .map(([questionId, a]) => ({ questionId, ...(a as object) }) as AnswerItem);
}

export const FIRST_TIMER = {
  validationRulesPassed: true,
  reasonsNotPassed: [],
  consumerId: 'consumer-1001',
  hasEarlierOrder: false,
  lastOrderDate: null,
};

/** Feeds the usual effect results (480 units, a first-time consumer, an MRN) while the run asks for effects. */
export function settleEffects(flow: Flow, decision: StepDecision, results: Record<string, object> = {}): StepDecision {
  let d = decision;
  const defaults: Record<string, object> = { fetchRemainingUnits: { remainingUnits: 480 }, validateConsumer: FIRST_TIMER, submitOrder: { mrn: 'NX-TEST2345' }, ...results };
  while (d.kind === 'effect') d = applyEffectResult(flow, d.runState, { effect: d.effect.name, ...defaults[d.effect.name] }, ENV);
  return d;
}

/** The run state of the colorado-order scenario when step `step` is shown. */
export function runAt(flow: Flow, step: number, results: Record<string, object> = {}): RunState {
  let d = settleEffects(flow, startRun(flow, ENV), results);
  while (d.kind === 'step' && d.view.number < step) {
    d = settleEffects(flow, decideStep(flow, d.runState, d.view.number, coloradoItems(flow, d.view.number), ENV), results);
  }
  if (d.kind !== 'step' || d.view.number !== step) throw new Error(`could not reach step ${step}: ${d.kind}`);
  return d.runState;
}
