import type { Insertable } from 'kysely';
import { blankQuestionnaire } from '#engine/blank-questionnaire.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { flowHash, flowText } from '#server/areas/flows/index.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Database } from '../database.schema.ts';
import { firstNames, lastNames } from './demo-people.ts';
import { randomSource } from './random-source.ts';

const DAY = 86_400_000;
const en = (text: string) => ({ en: text });

/** The demo's questionnaire of its own (decision 077): a follow-up on the kits, answered at /kit-survey. */
export const DEMO_SURVEY_ID = 'kit-survey';

function demoSurvey(): Flow {
  const flow = blankQuestionnaire(DEMO_SURVEY_ID, 'Kit follow-up survey', 'kit-survey');
  flow.steps[0]!.title = en('About your kit');
  flow.steps[0]!.questions = [
    {
      id: 'q-used', type: 'RADIO_BUTTON', category: 'QUESTION', position: 1, text: en('Did you use the naloxone kit?'), mandatory: true, important: false,
      choices: [{ id: 'used-yes', text: en('Yes'), position: 1 }, { id: 'used-no', text: en('No'), position: 2 }, { id: 'used-not-yet', text: en('Not yet, I keep it at hand'), position: 3 }],
    },
    { id: 'q-received', type: 'LOCAL_DATE', category: 'QUESTION', position: 2, text: en('When did you receive it?'), mandatory: false, important: false, format: { validate: 'date' } },
    { id: 'q-name', type: 'FREETEXT', category: 'QUESTION', position: 3, text: en('Your name, if we may contact you'), mandatory: false, important: false, personal: true, format: { maxLength: 100 } },
  ];
  return { ...flow, status: 'published' };
}

/**
 * The demo survey as a published version and a few weeks of its responses: what staff see on its Responses page
 * (counts per choice, the list, one response with the name a person left, enciphered at rest).
 */
export function buildDemoSurvey(opts: { cipher: FieldCipher; now: Date }): { version: Insertable<Database['flow_versions']>; responses: Insertable<Database['flow_responses']>[] } {
  const random = randomSource(20_261_127);
  const definition = flowText(demoSurvey());
  const published = new Date(opts.now.getTime() - 40 * DAY).toISOString();
  const version = {
    flow_id: DEMO_SURVEY_ID, version: 1, status: 'published' as const, definition, sha256: flowHash(definition), based_on: null,
    notes: 'Demo questionnaire', created_by: null, created_at: published, updated_at: published, published_by: null, published_at: published,
    retired_by: null, retired_at: null,
  };
  const responses = Array.from({ length: 24 }, (_, i) => {
    const at = new Date(opts.now.getTime() - random.int(0, 35) * DAY - random.int(0, 86_399) * 1000);
    const used = random.pick(['used-yes', 'used-yes', 'used-no', 'used-not-yet', 'used-not-yet']);
    const received = new Date(at.getTime() - random.int(3, 60) * DAY).toISOString().slice(0, 10);
    const named = random.next() < 0.4;
    const answers = { 'q-used': { choiceIds: [used] }, ...(random.next() < 0.8 ? { 'q-received': { value: received } } : {}) };
    const personal = named ? { 'q-name': { value: `${random.pick(firstNames)} ${random.pick(lastNames)}` } } : null;
    return {
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, flow_id: DEMO_SURVEY_ID, flow_version: 1, run_id: `demo-survey-run-${i + 1}`,
      recorded_at: at.toISOString(), answers: JSON.stringify(answers), personal_enc: personal ? opts.cipher.encrypt(JSON.stringify(personal)) : null, personal_erased_at: null,
    };
  });
  return { version, responses };
}
