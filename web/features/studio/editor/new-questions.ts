import { QUESTION_TYPE_WORDS } from '#engine/question-type-words.ts';
import type { Flow, LocalText, Question, Step } from '#schemas/generated/flow.ts';
import type { JsonPatchOperation } from '#schemas/generated/flow-studio-api.ts';
import { US_STATES } from '#schemas/us-states.ts';

/*
 * What the form editor adds to a draft without JSON (docs/product.md#questionnaires-of-their-own): a question of a kind
 * staff pick, a step before the end, as JSON Patches. Each new thing gets an id no part of the flow has, and a text
 * in every language of the flow for staff to write.
 */

/** The kinds of question staff add, in their words (the engine's words for the types). */
export const NEW_QUESTION_KINDS = [
  { kind: 'RADIO_BUTTON', label: QUESTION_TYPE_WORDS.RADIO_BUTTON },
  { kind: 'DROPDOWN', label: QUESTION_TYPE_WORDS.DROPDOWN },
  { kind: 'FREETEXT', label: QUESTION_TYPE_WORDS.FREETEXT },
  { kind: 'LOCAL_DATE', label: QUESTION_TYPE_WORDS.LOCAL_DATE },
  { kind: 'US_STATES_DROPDOWN', label: QUESTION_TYPE_WORDS.US_STATES_DROPDOWN },
  { kind: 'CHECKBOX', label: QUESTION_TYPE_WORDS.CHECKBOX },
] as const;

export type NewQuestionKind = (typeof NEW_QUESTION_KINDS)[number]['kind'];

/** The list of states the state questions share (flow.choiceLists.usStates), its names in each language of the flow. */
const US_STATES_LIST = 'usStates';

const inEvery = (locales: readonly string[], text: string): LocalText => ({ ...Object.fromEntries(locales.map((l) => [l, text])), en: text });

/** 'q-1', 'q-2'…: the first not taken. */
export function freeId(stem: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

function newQuestion(flow: Flow, kind: NewQuestionKind, id: string, position: number): Question {
  const text = (en: string) => inEvery(flow.locales, en);
  const base = { id, type: kind, category: 'QUESTION' as const, position, mandatory: false, important: false };
  switch (kind) {
    case 'RADIO_BUTTON':
    case 'DROPDOWN':
      return { ...base, text: text('New question'), choices: [{ id: `${id}-a`, text: text('First choice'), position: 1 }, { id: `${id}-b`, text: text('Second choice'), position: 2 }] };
    case 'FREETEXT':
      return { ...base, text: text('New question'), format: { maxLength: 500 } };
    case 'LOCAL_DATE':
      return { ...base, text: text('Which day?'), format: { validate: 'date' } };
    case 'US_STATES_DROPDOWN':
      return { ...base, text: text('Which state?'), choices: { list: US_STATES_LIST, idPrefix: `${id}-` } };
    case 'CHECKBOX':
      return { ...base, text: text('Tick if it applies') };
  }
}

/** A question of `kind` added at the end of a step; for a state, the flow's list of states too when it has none yet. */
export function addQuestionPatch(flow: Flow, stepIndex: number, kind: NewQuestionKind, taken: ReadonlySet<string>): JsonPatchOperation[] {
  const step = flow.steps[stepIndex];
  if (!step) return [];
  const position = step.questions.reduce((max, q) => Math.max(max, q.position), 0) + 1;
  const ops: JsonPatchOperation[] = [];
  if (kind === 'US_STATES_DROPDOWN' && !flow.choiceLists?.[US_STATES_LIST]) {
    const list = US_STATES.map((s, i) => ({ id: s.code, text: Object.fromEntries(flow.locales.map((l) => [l, l === 'es' ? s.nameEs : s.name])), position: i + 1, value: s.code }));
    ops.push(flow.choiceLists ? { op: 'add', path: `/choiceLists/${US_STATES_LIST}`, value: list } : { op: 'add', path: '/choiceLists', value: { [US_STATES_LIST]: list } });
  }
  ops.push({ op: 'add', path: `/steps/${stepIndex}/questions/-`, value: newQuestion(flow, kind, freeId('q', taken), position) });
  return ops;
}

/** A question removed, guarded by its id (a stale page cannot remove another). */
export function removeQuestionPatch(stepIndex: number, questionIndex: number, id: string): JsonPatchOperation[] {
  const at = `/steps/${stepIndex}/questions/${questionIndex}`;
  return [{ op: 'test', path: `${at}/id`, value: id }, { op: 'remove', path: at }];
}

/**
 * A step added before the last one (the end), asking one short text to replace; the end moves one number on, as the
 * flow's check wants each step's number to be its place.
 */
export function addStepBeforeEndPatch(flow: Flow, taken: ReadonlySet<string>): JsonPatchOperation[] {
  const end = flow.steps.length - 1;
  if (end < 0) return [];
  const stepId = freeId('step', taken);
  const step: Step = {
    id: stepId, number: end + 1, title: inEvery(flow.locales, 'New step'),
    questions: [newQuestion(flow, 'FREETEXT', freeId('q', taken), 1)],
  };
  return [
    { op: 'test', path: `/steps/${end}/id`, value: flow.steps[end]!.id },
    { op: 'add', path: `/steps/${end}`, value: step },
    { op: 'replace', path: `/steps/${end + 1}/number`, value: end + 2 },
  ];
}
