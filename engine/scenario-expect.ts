/** Comparing a played scenario with what it expects; each difference is one readable sentence. */
import type { ScenarioExpect } from '#schemas/generated/flow-scenarios.ts';
import type { EffectName, StepDecision, StepView } from '#schemas/generated/flow-api.ts';
import { valuesEqual, type Value } from './expression.ts';

export interface RunTrace {
  decision: StepDecision;
  effects: { name: EffectName; input: Record<string, unknown> }[];
  lastView: StepView | null;
}

function describe(decision: StepDecision): string {
  switch (decision.kind) {
    case 'step':
      return decision.view.final ? `completed at step ${decision.view.number}` : `step ${decision.view.number}`;
    case 'fieldErrors':
      return `field errors at step ${decision.runState.step}: ${decision.errors.map((e) => `${e.questionId ?? '?'} ${e.code} (${e.message})`).join('; ')}`;
    case 'ineligible':
      return `ineligible: ${decision.message}`;
    case 'refused':
      return `refused: ${decision.reasons.join(' | ')}`;
    case 'effect':
      return `waiting for ${decision.effect.name}`;
    case 'rejected':
      return `rejected (${decision.code}): ${decision.message}`;
  }
}

function outcomeOf(decision: StepDecision): ScenarioExpect['outcome'] | 'other' {
  if (decision.kind === 'step') return decision.view.final ? 'completed' : 'step';
  if (decision.kind === 'fieldErrors' || decision.kind === 'ineligible' || decision.kind === 'refused') return decision.kind;
  return 'other';
}

function subsetProblems(label: string, expected: Record<string, unknown>, actual: Record<string, unknown> | undefined): string[] {
  if (!actual) return [`expected a ${label} but none was made`];
  return Object.entries(expected)
    .filter(([key, value]) => !valuesEqual((actual[key] ?? null) as Value, (value ?? null) as Value))
    .map(([key, value]) => `${label}.${key} is ${JSON.stringify(actual[key] ?? null)}, expected ${JSON.stringify(value)}`);
}

/** compareOutcome(expect, trace) → [] when the run ended as expected, else what differs. */
export function compareOutcome(expect: ScenarioExpect, trace: RunTrace): string[] {
  const { decision } = trace;
  const outcome = outcomeOf(decision);
  if (outcome !== expect.outcome) return [`expected ${expect.outcome}${expect.step ? ` at step ${expect.step}` : ''}, got ${describe(decision)}`];
  const problems: string[] = [];
  const step = decision.kind === 'step' ? decision.view.number : decision.runState.step;
  if (expect.step !== undefined && step !== expect.step) problems.push(`expected step ${expect.step}, got ${describe(decision)}`);
  if (expect.fieldErrors && decision.kind === 'fieldErrors') {
    const key = (e: { questionId: string | null; code: string }) => `${e.questionId ?? 'null'} ${e.code}`;
    const got = decision.errors.map(key).sort();
    const want = expect.fieldErrors.map(key).sort();
    if (!valuesEqual(got, want)) problems.push(`expected field errors [${want.join(', ')}], got ${describe(decision)}`);
  }
  if (expect.message !== undefined && decision.kind === 'ineligible' && !decision.message.includes(expect.message)) {
    problems.push(`the ineligible message "${decision.message}" does not contain "${expect.message}"`);
  }
  if (expect.reasons && decision.kind === 'refused') {
    for (const text of expect.reasons) {
      if (!decision.reasons.some((r) => r.includes(text))) problems.push(`no refusal reason contains "${text}" (got: ${decision.reasons.join(' | ')})`);
    }
  }
  if (expect.reasonCount !== undefined && decision.kind === 'refused' && decision.reasons.length !== expect.reasonCount) {
    problems.push(`expected ${expect.reasonCount} refusal reason(s), got ${decision.reasons.length}: ${decision.reasons.join(' | ')}`);
  }
  for (const [questionId, ids] of Object.entries(expect.offered ?? {})) {
    const question = trace.lastView?.questions.find((q) => q.id === questionId);
    const got = question ? question.choices.map((c) => c.id) : null;
    if (!got || !valuesEqual(got, ids)) problems.push(`question ${questionId} offers ${JSON.stringify(got)}, expected ${JSON.stringify(ids)}`);
  }
  if (expect.effects) {
    const got = trace.effects.map((e) => e.name);
    if (!valuesEqual(got, expect.effects)) problems.push(`effects requested ${JSON.stringify(got)}, expected ${JSON.stringify(expect.effects)}`);
  }
  if (expect.order) problems.push(...subsetProblems('order', expect.order, trace.effects.find((e) => e.name === 'submitOrder')?.input));
  if (expect.validation) {
    problems.push(...subsetProblems('validation', expect.validation, trace.effects.find((e) => e.name === 'validateConsumer')?.input));
  }
  return problems;
}
