/** Shared test data: the v1 consumer flow (a fresh copy each time, safe to break) and runs advanced to a step. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Choice, Flow } from '#schemas/generated/flow.ts';
import type { FlowScenarios, Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { AnswerItem, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { applyEffectResult } from '#engine/effect-result.ts';
import { decideStep, startRun } from '#engine/decide-step.ts';
import { questionChoices } from '#engine/choice-lists.ts';
import { resolveScenario, scenariosFor, type ScenarioSet } from '#engine/scenarios.ts';

const FLOWS = join(import.meta.dirname, '..', '..', 'flows', 'consumer');
const V1_TEXT = readFileSync(join(FLOWS, 'v1.json'), 'utf8');
const SCENARIOS_TEXT = readFileSync(join(FLOWS, 'scenarios.json'), 'utf8');

export const TODAY = '2025-03-14';
export const ENV = { today: TODAY };

/** A fresh copy of flows/consumer/v1.json. */
export function loadV1(): Flow {
  return JSON.parse(V1_TEXT) as Flow;
}

/**
 * A copy of the latest consumer flow (v2) with other programme rules: at most 3 kits on a first request, 1 on a
 * refill, refills 4 months apart. Only the constants change: the offered kits, the step rules and the order rules all
 * read them.
 */
export function otherRulesCopy(): Flow {
  const flow = JSON.parse(readFileSync(join(FLOWS, 'v2.json'), 'utf8')) as Flow;
  flow.constants = { ...flow.constants!, newRequestCap: 3, refillCap: 1, refillIntervalMonths: 4 };
  return flow;
}

/** flows/consumer/scenarios.json (a fresh copy), with the latest consumer version. */
export function consumerScenarios(): ScenarioSet & { scenarios: Scenario[] } {
  return { scenarios: (JSON.parse(SCENARIOS_TEXT) as FlowScenarios).scenarios, latestVersion: 2 };
}

/** The consumer scenarios that run against this flow's version. */
export function scenariosOf(flow: Flow): Scenario[] {
  return scenariosFor(consumerScenarios(), flow.version);
}

/** The choices of a question of the flow (a named list resolved), by question id. */
export function choicesOf(flow: Flow, questionId: string): readonly Choice[] {
  const question = flow.steps.flatMap((s) => s.questions).find((q) => q.id === questionId);
  if (!question) throw new Error(`no question ${questionId}`);
  return questionChoices(flow, question);
}

/** A fresh copy of flows/consumer/v<version>.json. */
export function loadConsumer(version: number): Flow {
  return JSON.parse(readFileSync(join(FLOWS, `v${version}.json`), 'utf8')) as Flow;
}

/**
 * The answer items of a step of the colorado-order scenario (overridable per question; null drops one): the 11-step
 * walk of versions 1-3, or the walk of the one-thing-a-page versions from 4.
 */
export function coloradoItems(flow: Flow, step: number, overrides: Record<string, Partial<AnswerItem> | null> = {}): AnswerItem[] {
  const scenarios = scenariosOf(flow);
  const id = flow.version >= 4 ? 'v4-colorado-order' : 'colorado-order';
  const resolved = resolveScenario(scenarios, scenarios.find((s) => s.id === id)!);
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

/**
 * A copy of flows/consumer/v3.json (written in English and Spanish) whose training video has a Spanish file of its
 * own (decision 057): the default (English) video stays at `src`, the Spanish one is under `localised.es` with its
 * length, poster and captions.
 */
export function withSpanishVideo(): Flow {
  const flow = JSON.parse(readFileSync(join(FLOWS, 'v3.json'), 'utf8')) as Flow;
  const video = flow.steps.flatMap((s) => s.questions).find((q) => q.type === 'VIDEO')!;
  video.media!.localised = {
    es: {
      src: '/media/consumer/training.es.webm',
      mimeType: 'video/webm',
      durationSeconds: 195,
      poster: '/media/consumer/training-poster.es.jpg',
      captions: [
        { src: '/media/consumer/training.es.captions.vtt', srclang: 'es', label: { en: 'Spanish', es: 'Español' } },
        { src: '/media/consumer/training.es.captions.en.vtt', srclang: 'en', label: { en: 'English', es: 'Inglés' } },
      ],
    },
  };
  return flow;
}
