/**
 * A new questionnaire's first draft when staff start from nothing (docs/product.md#questionnaires-of-their-own): one
 * question to replace, and an end that records the response and thanks the person. It passes the flow check, so it
 * can be previewed at once; staff add their questions in the studio's editor.
 */
import type { Flow } from '#schemas/generated/flow.ts';

/** The field-check texts every questionnaire carries (Messages), in plain English for a questionnaire of any purpose. */
export const PLAIN_MESSAGES: Flow['messages'] = {
  requiredFields: { en: 'Questions marked with an asterisk (*) must be answered.' },
  required: { en: 'Answer this question.' },
  invalidPhone: { en: 'Enter a phone number with 10 digits, like 303-555-0142' },
  invalidZip: { en: 'Enter a ZIP code with 5 digits, like 80202' },
  invalidEmail: { en: 'Enter an email address like name@example.com' },
  invalidDate: { en: 'Enter a real date' },
  maxLength: { en: 'Maximum {max} characters' },
  notOffered: { en: 'Please choose one of the options shown.' },
  quizCorrect: { en: 'Correct!' },
  quizIncorrect: { en: 'Incorrect.' },
  mediaIncomplete: { en: 'Please watch the video to the end (or read the document to the bottom) to continue.' },
  goHome: { en: 'Go to Home Page' },
  next: { en: 'Next' },
};

/** blankQuestionnaire('follow-up', 'Follow-up survey', 'follow-up') → version 1, a draft. */
export function blankQuestionnaire(id: string, title: string, address: string): Flow {
  return {
    id,
    version: 1,
    title: { en: title },
    address,
    status: 'draft',
    locales: ['en'],
    messages: PLAIN_MESSAGES,
    steps: [
      {
        id: 'step-1',
        number: 1,
        title: { en: 'Your answers' },
        questions: [
          {
            id: 'q-first', type: 'FREETEXT', category: 'QUESTION', field: 'first', position: 1,
            text: { en: 'Your first question' }, mandatory: true, important: false, format: { maxLength: 500 },
          },
        ],
      },
      {
        id: 'end',
        number: 2,
        title: { en: 'Thank you' },
        onEnter: { effect: 'recordResponse', input: {} },
        questions: [
          { id: 'q-end', type: 'END', category: 'QUESTION', position: 1, text: { en: 'Thank you! Your answers have been recorded.' }, mandatory: false, important: false },
        ],
      },
    ],
  };
}
