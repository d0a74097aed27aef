/**
 * Named choice lists: a flow writes a long list once (`choiceLists.usStates`) and questions refer to it
 * (`"choices": { "list": "usStates", "idPrefix": "state-" }`). Everything that reads a question's choices — the
 * engine's index and step view, the flow checks, the server's facts — goes through questionChoices.
 */
import type { Choice, Flow, Question } from '#schemas/generated/flow.ts';
import type { Problem } from './problem.ts';

const resolved = new WeakMap<Question, readonly Choice[]>();

/** The named list a question refers to, or undefined when it writes its own choices (or has none). */
function listRef(question: Question): { list: string; idPrefix?: string } | undefined {
  const choices = question.choices;
  return choices !== undefined && !Array.isArray(choices) ? choices : undefined;
}

/**
 * questionChoices(flow, q-state) → [{ id: 'state-AL', text, position: 1, value: 'AL' }, …]: the question's own choices,
 * or the named list with each id prefixed; [] for a question without choices or an unknown list (a flow problem).
 */
export function questionChoices(flow: Flow, question: Question): readonly Choice[] {
  const ref = listRef(question);
  if (!ref) return (question.choices as Choice[] | undefined) ?? [];
  const cached = resolved.get(question);
  if (cached) return cached;
  const prefix = ref.idPrefix ?? '';
  const choices = (flow.choiceLists?.[ref.list] ?? []).map((c) => ({ ...c, id: `${prefix}${c.id}` }));
  resolved.set(question, choices);
  return choices;
}

/** hasChoices(q) is true for a question with its own choices or a reference to a list (known without the flow). */
export function hasChoices(question: Question): boolean {
  const choices = question.choices;
  return choices !== undefined && (!Array.isArray(choices) || choices.length > 0);
}

/** Where a question's choice `i` is written: in the question, or in the named list it refers to. */
export function choicePointer(question: Question, questionPointer: string, i: number): string {
  const ref = listRef(question);
  return ref ? `/choiceLists/${ref.list}/${i}` : `${questionPointer}/choices/${i}`;
}

/** checkChoiceLists(flow) → a problem for each reference to a list the flow does not define. */
export function checkChoiceLists(flow: Flow): Problem[] {
  const problems: Problem[] = [];
  flow.steps.forEach((step, s) => step.questions.forEach((q, j) => {
    const ref = listRef(q);
    if (ref && !flow.choiceLists?.[ref.list]) {
      problems.push({ pointer: `/steps/${s}/questions/${j}/choices/list`, message: `unknown choice list '${ref.list}'` });
    }
  }));
  return problems;
}
