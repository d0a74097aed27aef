import type { Flow } from '#schemas/generated/flow.ts';
import { indexFlow, type QuestionEntry } from '#engine/flow-index.ts';
import { runScope } from '#engine/run-scope.ts';
import { isVisibleIn } from '#engine/visibility.ts';

/**
 * Facts the server reads from a flow rather than repeating them: the flow is the one place that lists, say, the
 * Kentucky counties served. Questions are found by their field names (`state`, `shippingCounty`).
 */

function byField(flow: Flow, field: string): QuestionEntry | undefined {
  for (const entry of indexFlow(flow).questions.values()) if (entry.question.field === field) return entry;
  return undefined;
}

const countyCache = new WeakMap<Flow, Map<string, string[] | null>>();

/**
 * servedCounties(consumerFlow, 'KY') → ['Bath', 'Bell', …] (the 33 eastern counties the county question offers when
 * Kentucky is chosen); null when the flow asks no county for that state (any county, or none, is accepted).
 */
export function servedCounties(flow: Flow, state: string): string[] | null {
  let byState = countyCache.get(flow);
  if (!byState) countyCache.set(flow, (byState = new Map()));
  if (byState.has(state)) return byState.get(state)!;
  const stateQuestion = byField(flow, 'state');
  const countyQuestion = byField(flow, 'shippingCounty');
  const choice = stateQuestion && [...stateQuestion.choices.values()].find((c) => String(c.value ?? c.id) === state);
  let counties: string[] | null = null;
  if (stateQuestion && countyQuestion && choice) {
    const index = indexFlow(flow);
    const scope = runScope(index, { [stateQuestion.question.id]: { choiceIds: [choice.id] } }, {}, { today: '2000-01-01', locale: flow.locales[0] ?? 'en' });
    if (isVisibleIn(countyQuestion.question, scope)) counties = [...countyQuestion.choices.values()].map((c) => String(c.value ?? c.id));
  }
  byState.set(state, counties);
  return counties;
}

/** chosenState(consumerFlow, run.answers) === 'KY': the value of the choice held for the `state` question, or null. */
export function chosenState(flow: Flow, answers: Readonly<Record<string, { choiceIds?: string[] }>>): string | null {
  const entry = byField(flow, 'state');
  const choiceId = entry && answers[entry.question.id]?.choiceIds?.[0];
  const choice = choiceId ? entry.choices.get(choiceId) : undefined;
  return choice ? String(choice.value ?? choice.id) : null;
}
