/**
 * Copying one answer into another question (the same-address checkbox copies shipping answers into the personal
 * ones). Choices are matched by their value, so a state typed as text ('CO') selects the dropdown choice valued CO.
 * The copy is checked against the target's own rules (a 40-character shipping address does not fit a 30-character
 * personal address).
 */
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { QuestionEntry } from './flow-index.ts';
import { takesChoices } from './flow-index.ts';
import { parseAnswerItem, type ParsedItem } from './answer-parse.ts';

function sourceValues(source: QuestionEntry, answer: HeldAnswer): (string | number | boolean)[] {
  if (answer.value !== undefined) return [answer.value];
  return (answer.choiceIds ?? []).map((id) => source.choices.get(id)?.value ?? id);
}

/** copyAnswer(shippingStateEntry, { value: 'CO' }, homeStateEntry, today) → { kind: 'answer', answer: { choiceIds: ['home-state-CO'] } } */
export function copyAnswer(source: QuestionEntry, answer: HeldAnswer, target: QuestionEntry, today: string): ParsedItem {
  const values = sourceValues(source, answer);
  if (takesChoices(target.question)) {
    const ids = values.flatMap((v) => [...target.choices.values()].filter((c) => (c.value ?? c.id) === v).map((c) => c.id));
    return parseAnswerItem(target.question, target.choices, { choiceIds: ids }, today);
  }
  const first = values[0];
  const value = typeof first === 'number' ? String(first) : first;
  return parseAnswerItem(target.question, target.choices, { value }, today);
}
