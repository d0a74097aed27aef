/**
 * A run written down as a scenario (the studio's "save this walk"): the answers it holds, step by step, the effect
 * results it was given, and where it stands as the expected outcome. Played again (scenarios.ts), it reaches the
 * same place while the flow keeps behaving the same; a later change that moves it is caught by the check.
 */
import type { EffectResults, Env, RunState } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { Scenario, ScenarioAnswer } from '#schemas/generated/flow-scenarios.ts';
import { indexFlow } from './flow-index.ts';

/** A scenario without its name: the staff member gives the id and the description. */
export type ScenarioWalk = Omit<Scenario, 'id' | 'description'>;

/** The answers of the steps the run has been through, by step number then question id (its trail and current step). */
function stepAnswers(flow: Flow, run: RunState): NonNullable<Scenario['steps']> {
  const index = indexFlow(flow);
  const answered = new Set(run.trail ?? []);
  // A run that ended at a step (refused there, or stopped as ineligible) was given that step's answers too.
  if (run.status !== 'answering') answered.add(run.step);
  const steps: NonNullable<Scenario['steps']> = {};
  for (const [questionId, held] of Object.entries(run.answers)) {
    const number = index.questions.get(questionId)?.step.number;
    if (number === undefined || !answered.has(number)) continue;
    const answer: ScenarioAnswer = held.choiceIds !== undefined ? { choiceIds: [...held.choiceIds] } : { value: held.value };
    (steps[String(number)] ??= {})[questionId] = answer;
  }
  return steps;
}

/**
 * What each effect gave the run, as a scenario gives it. A refused run was refused by the order (after the person's
 * details were accepted) or by the details themselves: the refusal is then that effect's result.
 */
function effectResults(run: RunState): NonNullable<Scenario['effects']> {
  const effects: EffectResults = run.effects;
  const refusal = run.status === 'refused' ? run.outcome?.messages ?? [] : null;
  const given: NonNullable<Scenario['effects']> = {};
  if (effects.remainingUnits !== undefined) given.fetchRemainingUnits = { remainingUnits: effects.remainingUnits };
  if (effects.consumerId !== undefined) {
    given.validateConsumer = {
      validationRulesPassed: true, reasonsNotPassed: [], consumerId: effects.consumerId,
      hasEarlierOrder: effects.hasEarlierOrder ?? false, lastOrderDate: effects.lastOrderDate ?? null,
    };
  }
  if (effects.order) given.submitOrder = { mrn: effects.order.mrn };
  else if (refusal && given.validateConsumer) given.submitOrder = { reasonsNotPassed: refusal };
  else if (refusal) given.validateConsumer = { validationRulesPassed: false, reasonsNotPassed: refusal, consumerId: null };
  return given;
}

/** Where the run stands, as what the scenario expects. */
function expectation(run: RunState): Scenario['expect'] {
  const messages = run.outcome?.messages ?? [];
  switch (run.status) {
    case 'completed':
      return { outcome: 'completed', step: run.step };
    case 'ineligible':
      return { outcome: 'ineligible', ...(messages[0] ? { message: messages[0] } : {}) };
    case 'refused':
      return { outcome: 'refused', reasons: messages, reasonCount: Math.max(1, messages.length) };
    default:
      return { outcome: 'step', step: run.step };
  }
}

/** The scenario of a run, walked on `env`'s day and in its language. */
export function scenarioFromRun(flow: Flow, run: RunState, env: Env): ScenarioWalk {
  const effects = effectResults(run);
  return {
    env: { today: env.today, ...(env.locale ? { locale: env.locale } : {}) },
    ...(Object.keys(effects).length ? { effects } : {}),
    steps: stepAnswers(flow, run),
    expect: expectation(run),
  };
}
