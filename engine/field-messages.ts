/**
 * Texts of field errors: the user-facing ones come from the flow's messages, or from the app's own words for a check a
 * flow has no message for (app-field-words.ts); the technical ones are fixed English.
 */
import type { Flow } from '#schemas/generated/flow.ts';
import type { FieldErrorCode } from '#schemas/generated/flow-api.ts';
import { appFieldWords } from './app-field-words.ts';
import { fillTemplate, localText } from './localise.ts';

const FLOW_MESSAGE: Partial<Record<FieldErrorCode, keyof Flow['messages']>> = {
  required: 'required',
  invalidPhone: 'invalidPhone',
  invalidZip: 'invalidZip',
  invalidEmail: 'invalidEmail',
  invalidDate: 'invalidDate',
  maxLength: 'maxLength',
  notOffered: 'notOffered',
  quizIncorrect: 'quizIncorrect',
  mediaIncomplete: 'mediaIncomplete',
};

const TECHNICAL: Partial<Record<FieldErrorCode, string>> = {
  unknownQuestion: 'There is no such question in this questionnaire.',
  otherStep: 'This question is not on this step.',
  duplicate: 'This question is answered more than once.',
  fieldMismatch: 'The field name does not match the question.',
  wrongType: 'The answer has the wrong shape for this question.',
  unknownChoice: 'This is not one of the question\'s choices.',
  hidden: 'This question does not apply to the answers given, so it must be left unanswered.',
  readOnly: 'This answer is filled in by the questionnaire and cannot be changed.',
};

/** fieldMessage(flow, 'maxLength', 'en', { max: 30 }) === 'Maximum 30 characters' */
export function fieldMessage(flow: Flow, code: FieldErrorCode, locale: string, params: Record<string, unknown> = {}): string {
  const key = FLOW_MESSAGE[code];
  if (key) return fillTemplate(localText(flow.messages[key], locale), params);
  return appFieldWords(code, locale) ?? TECHNICAL[code] ?? code;
}
