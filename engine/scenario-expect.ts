/**
 * Comparing a played scenario with what it expects; each difference is one readable sentence, naming questions and
 * choices by their English text and a refused answer by its message (the studio shows them to programme managers).
 */
import type { Flow } from '#schemas/generated/flow.ts';
import type { ScenarioExpect } from '#schemas/generated/flow-scenarios.ts';
import type { EffectName, FieldErrorCode, StepDecision, StepView } from '#schemas/generated/flow-api.ts';
import { valuesEqual, type Value } from './expression.ts';
import { fieldMessage } from './field-messages.ts';
import { indexFlow } from './flow-index.ts';
import { shortText } from './flow-gates.ts';
import { localText } from './localise.ts';

export interface RunTrace {
  decision: StepDecision;
  effects: { name: EffectName; input: Record<string, unknown> }[];
  lastView: StepView | null;
}

/** "'How many naloxone kits do you need?'" (a question the flow does not have: by its id, all there is). */
function questionWords(flow: Flow, id: string | null): string {
  if (id === null) return 'the step';
  const text = localText(indexFlow(flow).questions.get(id)?.question.text, 'en');
  return text ? `'${shortText(text, 50)}'` : `the question '${id}'`;
}

/** "'1 kit', '2 kits' and '3 kits'" for the choices of a question (an id the question does not have as it is). */
function choicesWords(flow: Flow, questionId: string, ids: readonly string[] | null): string {
  if (!ids) return 'nothing';
  if (!ids.length) return 'no choice';
  const choices = indexFlow(flow).questions.get(questionId)?.choices;
  const texts = ids.map((id) => `'${localText(choices?.get(id)?.text, 'en') || id}'`);
  return texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}` : texts[0]!;
}

/** An answer refused: "'ZIP code' (Enter a ZIP code with 5 digits, like 80202)". */
function refusedWords(flow: Flow, error: { questionId: string | null; code: string; message?: string }): string {
  return `${questionWords(flow, error.questionId)} (${error.message ?? fieldMessage(flow, error.code as FieldErrorCode, 'en')})`;
}

function describe(decision: StepDecision, flow: Flow): string {
  switch (decision.kind) {
    case 'step':
      return decision.view.final ? `completed at step ${decision.view.number}` : `step ${decision.view.number}`;
    case 'fieldErrors':
      return `answers refused at step ${decision.runState.step}: ${decision.errors.map((e) => refusedWords(flow, e)).join('; ')}`;
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

/** compareOutcome(expect, trace, flow) → [] when the run ended as expected, else what differs. */
export function compareOutcome(expect: ScenarioExpect, trace: RunTrace, flow: Flow): string[] {
  const { decision } = trace;
  const outcome = outcomeOf(decision);
  if (outcome !== expect.outcome) return [`expected ${expect.outcome}${expect.step ? ` at step ${expect.step}` : ''}, got ${describe(decision, flow)}`];
  const problems: string[] = [];
  const step = decision.kind === 'step' ? decision.view.number : decision.runState.step;
  if (expect.step !== undefined && step !== expect.step) problems.push(`expected step ${expect.step}, got ${describe(decision, flow)}`);
  if (expect.fieldErrors && decision.kind === 'fieldErrors') {
    const key = (e: { questionId: string | null; code: string }) => `${e.questionId ?? 'null'} ${e.code}`;
    const got = decision.errors.map(key).sort();
    const want = expect.fieldErrors.map(key).sort();
    if (!valuesEqual(got, want)) problems.push(`expected the answers refused at ${expect.fieldErrors.map((e) => refusedWords(flow, e)).join('; ')}, got ${describe(decision, flow)}`);
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
    if (!got || !valuesEqual(got, ids)) problems.push(`the question ${questionWords(flow, questionId)} offers ${choicesWords(flow, questionId, got)}; the scenario expects ${choicesWords(flow, questionId, ids)}`);
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
