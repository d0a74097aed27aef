import { blankQuestionnaire } from '#engine/blank-questionnaire.ts';
import type { Flow } from '#schemas/generated/flow.ts';

const en = (text: string) => ({ en: text });

/**
 * A three-question follow-up survey (decision 077): a choice, a personal text (the person's email) and a date, then
 * the end that records the response. Built on the blank questionnaire, as staff would build it in the studio.
 */
export function followUpFlow(id = 'follow-up', address = 'follow-up'): Flow {
  const flow = blankQuestionnaire(id, 'Follow-up survey', address);
  flow.steps[0]!.questions = [
    {
      id: 'q-used', type: 'RADIO_BUTTON', category: 'QUESTION', field: 'used', position: 1, text: en('Did you use the naloxone kit?'),
      mandatory: true, important: false,
      choices: [{ id: 'used-yes', text: en('Yes'), position: 1 }, { id: 'used-no', text: en('No'), position: 2 }],
    },
    {
      id: 'q-email', type: 'FREETEXT', category: 'QUESTION', field: 'email', position: 2, text: en('Your email, if we may write to you'),
      mandatory: false, important: false, personal: true, format: { validate: 'email', maxLength: 100 },
    },
    {
      id: 'q-when', type: 'LOCAL_DATE', category: 'QUESTION', field: 'when', position: 3, text: en('When did you receive it?'),
      mandatory: false, important: false, format: { validate: 'date' },
    },
  ];
  return flow;
}
