/**
 * How fast the engine decides a step of flows/consumer/v1.json (answers checked, machine moved on with XState's
 * `transition`, next view built), and how that compares with SurveyJS (survey-core) validating the same answers
 * against an equivalent survey JSON in the same process. The ratio is what stays comparable between machines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Model } from 'survey-core';
import type { Flow, Question } from '#schemas/generated/flow.ts';
import type { AnswerItem, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { applyEffectResult } from '#engine/effect-result.ts';
import { decideStep, startRun } from '#engine/decide-step.ts';
import { questionChoices } from '#engine/choice-lists.ts';
import { resolveScenario } from '#engine/scenarios.ts';
import { scenariosOf } from '../engine/fixtures.ts';
import type { Report } from './run.ts';

const ENV = { today: '2025-03-14' };
// Time budgets (ms) rather than call counts: SurveyJS takes milliseconds per call, the engine microseconds, and
// both must be warmed up (JIT) as long as they are measured. BENCH_SCALE=0.2 makes a quick run.
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const FORM_STEP = 5;

const flow = JSON.parse(readFileSync(join(import.meta.dirname, '../../flows/consumer/v1.json'), 'utf8')) as Flow;

interface StepCase {
  number: number;
  run: RunState;
  items: AnswerItem[];
}

/** The colorado-order scenario, step by step: the run state as each step is shown and the answers given to it. */
function coloradoCases(): StepCase[] {
  const scenarios = scenariosOf(flow);
  const scenario = resolveScenario(scenarios, scenarios.find((s) => s.id === 'colorado-order')!);
  if (typeof scenario === 'string') throw new Error(scenario);
  const cases: StepCase[] = [];
  let d: StepDecision = startRun(flow, ENV);
  for (;;) {
    if (d.kind === 'effect') {
      d = applyEffectResult(flow, d.runState, { effect: d.effect.name, ...scenario.effects[d.effect.name] }, ENV);
      continue;
    }
    if (d.kind !== 'step' || d.view.final) break;
    const number = d.view.number;
    const items = Object.entries(scenario.steps[String(number)] ?? {}).map(([questionId, a]) => ({ questionId, ...a }) as AnswerItem);
    cases.push({ number, run: d.runState, items });
    d = decideStep(flow, d.runState, number, items, ENV);
  }
  if (cases.length !== flow.steps.length - 1) throw new Error(`the scenario stopped after ${cases.length} steps`);
  return cases;
}

/** Median microseconds of `fn`: called untimed for `warmMs`, then timed call by call for `measureMs`. */
function medianMicros(fn: () => unknown, warmMs: number, measureMs: number): number {
  const warmUntil = performance.now() + warmMs * SCALE;
  while (performance.now() < warmUntil) fn();
  const times: number[] = [];
  const measureUntil = performance.now() + measureMs * SCALE;
  while (performance.now() < measureUntil || times.length < 5) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return (times[Math.floor(times.length / 2)] ?? 0) * 1000;
}

const name = (id: string) => id.replace(/-/g, '_');

const PATTERNS: Record<string, string> = {
  phone: '^\\s*(\\+?1[\\s.-]?)?\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}\\s*$',
  zip: '^\\s*\\d{5}(-\\d{4})?\\s*$',
};

/** The SurveyJS element equivalent to one flow question (same required flags, formats, visibility, quiz). */
function element(q: Question): Record<string, unknown> {
  const base: Record<string, unknown> = { name: name(q.id), title: q.text.en, isRequired: q.mandatory && q.type !== 'END' };
  const choices = questionChoices(flow, q).map((c) => ({ value: c.id, text: c.text.en }));
  if (q.visibleWhen !== undefined && typeof q.visibleWhen === 'object' && q.visibleWhen && 'chosen' in q.visibleWhen && q.visibleWhen.chosen) {
    base.visibleIf = `{${name(q.visibleWhen.chosen[0])}} = '${q.visibleWhen.chosen[1]}'`;
  }
  const validators: Record<string, unknown>[] = [];
  const format = q.format;
  if (format?.validate === 'email') validators.push({ type: 'email', text: 'Invalid Email' });
  if (format?.validate === 'phone' || format?.validate === 'zip') validators.push({ type: 'regex', regex: PATTERNS[format.validate], text: 'Invalid' });
  if (format?.maxLength) validators.push({ type: 'text', maxLength: format.maxLength, allowDigits: true });
  switch (q.type) {
    case 'US_STATES_DROPDOWN':
    case 'DROPDOWN':
      return { ...base, type: 'dropdown', choices, ...(q.offer ? { choicesVisibleIf: '{item} <> \'\'' } : {}) };
    case 'RADIO_BUTTON':
    case 'CLICKABLE':
      return { ...base, type: 'radiogroup', choices };
    case 'CLICKABLE_ANSWER':
      return {
        ...base, type: 'radiogroup', choices, correctAnswer: q.quiz?.rightChoiceId,
        validators: [{ type: 'expression', expression: `{${name(q.id)}} = '${q.quiz?.rightChoiceId}'`, text: 'Incorrect !' }],
      };
    case 'CHECKBOX':
      return { ...base, type: 'boolean' };
    case 'VIDEO':
    case 'PDF':
      return { ...base, type: 'boolean', validators: [{ type: 'expression', expression: `{${name(q.id)}} = true` }] };
    case 'LOCAL_DATE':
      return { ...base, type: 'text', inputType: 'date', min: '1801-01-01', max: ENV.today };
    case 'US_STATE_FREETEXT':
      return { ...base, type: 'text', readOnly: true, isRequired: false };
    case 'INFO':
    case 'END':
    case 'FORM':
      return { name: base.name, type: 'html', html: q.text.en };
    default:
      return { ...base, type: 'text', validators };
  }
}

/** The survey: one page per step. */
export function surveyJson(f: Flow): Record<string, unknown> {
  return { pages: f.steps.map((step) => ({ name: step.id, elements: step.questions.map(element) })) };
}

/** The survey's data for answer items: choice ids as values, like the flow. */
function surveyData(items: AnswerItem[]): Record<string, unknown> {
  return Object.fromEntries(items.map((item) => [name(item.questionId), item.choiceIds?.[0] ?? item.value]));
}

export default async function bench(report: Report): Promise<void> {
  const cases = coloradoCases();
  const form = cases.find((c) => c.number === FORM_STEP)!;

  const perStep = cases.map((c) => medianMicros(() => decideStep(flow, c.run, c.number, c.items, ENV), 150, 350));
  const ours = medianMicros(() => decideStep(flow, form.run, form.number, form.items, ENV), 1000, 1500);

  const survey = new Model(surveyJson(flow));
  const data = { q_state: 'state-CO', ...surveyData(form.items) };
  const validateForm = () => {
    survey.data = data;
    survey.currentPageNo = FORM_STEP - 1;
    return survey.currentPage.validate(false, false);
  };
  // Both must accept these answers, and both must refuse a bad phone, or the comparison means nothing.
  if (!validateForm()) throw new Error('SurveyJS refuses answers the engine accepts');
  survey.data = { ...data, q_phone: '555-01' };
  if (survey.currentPage.validate(false, false)) throw new Error('SurveyJS accepts a phone the engine refuses');
  const theirs = medianMicros(validateForm, 1500, 1500);
  const fresh = medianMicros(() => {
    const model = new Model(surveyJson(flow));
    model.data = data;
    model.currentPageNo = FORM_STEP - 1;
    return model.currentPage.validate(false, false);
  }, 500, 1500);

  const sorted = [...perStep].sort((a, b) => a - b);
  report('decide one step of consumer v1 (median of the 10 steps\' medians)', round(sorted[Math.floor(sorted.length / 2)]!), 'µs', '≤ 50 µs');
  report('decide one step: slowest step\'s median', round(sorted[sorted.length - 1]!), 'µs');
  report(`decide step ${FORM_STEP} (the 19-question form)`, round(ours), 'µs', '≤ 50 µs');
  report(`SurveyJS: validate the same step-${FORM_STEP} answers (model reused)`, round(theirs), 'µs');
  report(`SurveyJS: same, with a new model per request`, round(fresh), 'µs');
  report(`engine speed-up over SurveyJS (step ${FORM_STEP}, model reused)`, round(theirs / ours), '×', '≥ 10×');
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
