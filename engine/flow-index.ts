/**
 * Lookup tables of a flow (question, choice and step by id), built once per flow object and cached, so deciding a
 * step does no scanning. A broken flow (duplicate ids) keeps the first occurrence; the static analysis reports it.
 */
import type { Choice, Flow, Question, Step } from '#schemas/generated/flow.ts';
import { hasChoices, questionChoices } from './choice-lists.ts';

export interface QuestionEntry {
  question: Question;
  step: Step;
  /** 0-based index of the step in flow.steps. */
  stepIndex: number;
  /** 0-based index of the question in its step. */
  indexInStep: number;
  /** 1-based place of the question in the whole flow. */
  questionIndex: number;
  choices: ReadonlyMap<string, Choice>;
}

export interface FlowIndex {
  flow: Flow;
  questions: ReadonlyMap<string, QuestionEntry>;
  /** Choice id → id of the question that has it. */
  choiceOwner: ReadonlyMap<string, string>;
  stepsById: ReadonlyMap<string, { step: Step; stepIndex: number }>;
}

const cache = new WeakMap<Flow, FlowIndex>();

/** indexFlow(flow).questions.get('q-state')?.step.number === 1 */
export function indexFlow(flow: Flow): FlowIndex {
  const cached = cache.get(flow);
  if (cached) return cached;
  const questions = new Map<string, QuestionEntry>();
  const choiceOwner = new Map<string, string>();
  const stepsById = new Map<string, { step: Step; stepIndex: number }>();
  let questionIndex = 0;
  flow.steps.forEach((step, stepIndex) => {
    if (!stepsById.has(step.id)) stepsById.set(step.id, { step, stepIndex });
    step.questions.forEach((question, indexInStep) => {
      questionIndex += 1;
      const choices = new Map<string, Choice>();
      for (const choice of questionChoices(flow, question)) {
        if (!choices.has(choice.id)) choices.set(choice.id, choice);
        if (!choiceOwner.has(choice.id)) choiceOwner.set(choice.id, question.id);
      }
      if (!questions.has(question.id)) {
        questions.set(question.id, { question, step, stepIndex, indexInStep, questionIndex, choices });
      }
    });
  });
  const index: FlowIndex = { flow, questions, choiceOwner, stepsById };
  cache.set(flow, index);
  return index;
}

/** The question types answered by choosing choice ids. */
export const CHOICE_TYPES: ReadonlySet<Question['type']> = new Set([
  'US_STATES_DROPDOWN',
  'DROPDOWN',
  'RADIO_BUTTON',
  'CLICKABLE',
  'CLICKABLE_ANSWER',
]);

/** The question types answered with a text value. */
export const TEXT_TYPES: ReadonlySet<Question['type']> = new Set(['FREETEXT', 'US_STATE_FREETEXT', 'LOCAL_DATE', 'RECAPTCHA']);

/** The question types that take no answer at all. */
export const DISPLAY_TYPES: ReadonlySet<Question['type']> = new Set(['INFO', 'END', 'FORM']);

/** The question types answered `true` once the medium has been watched or read to the end. */
export const MEDIA_TYPES: ReadonlySet<Question['type']> = new Set(['VIDEO', 'PDF']);

/** A CHECKBOX with choices is a multiple choice; without choices it is one box answered true or false. */
export function isMultiChoice(question: Question): boolean {
  return question.type === 'CHECKBOX' && hasChoices(question);
}

/** Questions answered with choice ids (single or multiple). */
export function takesChoices(question: Question): boolean {
  return CHOICE_TYPES.has(question.type) || isMultiChoice(question);
}
