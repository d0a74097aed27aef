/**
 * What each question type is, in the words staff use (the studio's form editor and the plain-language diff): "One
 * choice", "Several choices", "Date"… The one map of them; a type missing here fails the type check.
 */
import type { Question, QuestionType } from '#schemas/generated/flow.ts';
import { isMultiChoice } from './flow-index.ts';

export const QUESTION_TYPE_WORDS: Readonly<Record<QuestionType, string>> = {
  RADIO_BUTTON: 'One choice',
  DROPDOWN: 'One choice from a list',
  CLICKABLE: 'One choice of cards',
  CHECKBOX: 'Yes or no (one box to tick)',
  US_STATES_DROPDOWN: 'A US state from a list',
  US_STATE_FREETEXT: 'A US state, typed',
  FREETEXT: 'Short text',
  LOCAL_DATE: 'Date',
  CLICKABLE_ANSWER: 'Quiz question',
  VIDEO: 'Video to watch',
  PDF: 'Document to read',
  RECAPTCHA: 'Check that it is a person',
  INFO: 'Information, nothing to answer',
  FORM: 'Information, nothing to answer',
  END: 'End of the questionnaire',
};

/** questionTypeWords(q) → "Several choices" for a CHECKBOX with choices, else the type's words. */
export function questionTypeWords(question: Pick<Question, 'type' | 'choices'>): string {
  return isMultiChoice(question as Question) ? 'Several choices' : QUESTION_TYPE_WORDS[question.type];
}
