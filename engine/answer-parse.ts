/**
 * Reading one answer item against its question: the right shape for the question type, known choices, and the
 * format rules of docs/product.md#rules-of-an-order. Returns the normalised answer (trimmed, phone and zip formatted) or an error code.
 */
import type { Choice, Question } from '#schemas/generated/flow.ts';
import type { FieldErrorCode, HeldAnswer } from '#schemas/generated/flow-api.ts';
import { CHOICE_TYPES, DISPLAY_TYPES, MEDIA_TYPES, TEXT_TYPES, isMultiChoice } from './flow-index.ts';
import { checkFormat } from './validators.ts';
import { hasVisibleCharacter } from './visible-text.ts';

export type ParsedItem =
  | { kind: 'empty' }
  | { kind: 'answer'; answer: HeldAnswer }
  | { kind: 'error'; code: FieldErrorCode; message?: string };

/** An answer item as received: typed loosely, because it comes from the network. */
export interface RawAnswerItem {
  questionId?: unknown;
  choiceIds?: unknown;
  value?: unknown;
  field?: unknown;
  userId?: unknown;
}

const EMPTY: ParsedItem = { kind: 'empty' };
const wrongType = (message: string): ParsedItem => ({ kind: 'error', code: 'wrongType', message });

function hasNoChoiceIds(item: RawAnswerItem): boolean {
  return item.choiceIds === undefined || item.choiceIds === null || (Array.isArray(item.choiceIds) && item.choiceIds.length === 0);
}

function hasNoValue(item: RawAnswerItem): boolean {
  return item.value === undefined || item.value === null;
}

function parseChoices(question: Question, choices: ReadonlyMap<string, Choice>, item: RawAnswerItem): ParsedItem {
  if (!hasNoValue(item)) return wrongType('This question is answered with choiceIds, not a value.');
  if (hasNoChoiceIds(item)) return EMPTY;
  if (!Array.isArray(item.choiceIds) || !item.choiceIds.every((id) => typeof id === 'string')) {
    return wrongType('choiceIds must be a list of choice ids.');
  }
  const ids = item.choiceIds as string[];
  if (!isMultiChoice(question) && ids.length > 1) return wrongType('Choose exactly one choice.');
  if (new Set(ids).size !== ids.length) return wrongType('A choice is listed twice.');
  const unknown = ids.find((id) => !choices.has(id));
  if (unknown !== undefined) return { kind: 'error', code: 'unknownChoice', message: `'${unknown}' is not a choice of this question.` };
  return { kind: 'answer', answer: { choiceIds: [...ids] } };
}

function parseText(question: Question, item: RawAnswerItem, today: string): ParsedItem {
  if (!hasNoChoiceIds(item)) return wrongType('This question is answered with a value, not choiceIds.');
  if (hasNoValue(item)) return EMPTY;
  if (typeof item.value !== 'string') return wrongType('The value must be text.');
  // Spaces, invisible formatting and direction controls alone are no answer: a required question stays unanswered.
  if (!hasVisibleCharacter(item.value)) return EMPTY;
  const format = question.type === 'LOCAL_DATE' ? { ...question.format, validate: 'date' as const } : question.format;
  const checked = checkFormat(format, item.value, today);
  if (!checked.ok) return { kind: 'error', code: checked.code };
  return { kind: 'answer', answer: { value: checked.value } };
}

function parseBoolean(item: RawAnswerItem, emptyWhenFalse: boolean): ParsedItem {
  if (!hasNoChoiceIds(item)) return wrongType('This question is answered with a value (true or false), not choiceIds.');
  if (hasNoValue(item)) return EMPTY;
  if (typeof item.value !== 'boolean') return wrongType('The value must be true or false.');
  if (emptyWhenFalse && !item.value) return EMPTY;
  return { kind: 'answer', answer: { value: item.value } };
}

/** parseAnswerItem(phoneQuestion, choices, { questionId: 'q-phone', value: '3035550100' }, today) → { kind: 'answer', answer: { value: '303-555-0100' } } */
export function parseAnswerItem(
  question: Question,
  choices: ReadonlyMap<string, Choice>,
  item: RawAnswerItem,
  today: string,
): ParsedItem {
  if (CHOICE_TYPES.has(question.type) || isMultiChoice(question)) return parseChoices(question, choices, item);
  if (TEXT_TYPES.has(question.type)) return parseText(question, item, today);
  if (question.type === 'CHECKBOX') return parseBoolean(item, false);
  if (MEDIA_TYPES.has(question.type)) return parseBoolean(item, true);
  if (DISPLAY_TYPES.has(question.type)) {
    return hasNoChoiceIds(item) && hasNoValue(item) ? EMPTY : wrongType('This question takes no answer.');
  }
  return wrongType('This question takes no answer.');
}
