import type { HeldAnswer, StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import { fillTemplate } from '#engine/localise.ts';
import { quizResult } from '#engine/quiz.ts';
import { MEDIA_TYPES, TEXT_TYPES, answerItems, isShown, shownQuestions, takesNoAnswer, textOf, type StepAnswer } from '#engine/step-answer-items.ts';
import { checkFormat } from '#engine/validators.ts';
import { hasVisibleCharacter } from '#engine/visible-text.ts';
import { withAdvice } from './field-advice.ts';

/*
 * The answers being given on one step, checked with the engine's own validators so a person sees at once what
 * the server would refuse. The server checks everything again; nothing here is trusted.
 */

/** An answer as the step holds it (engine/step-answer-items.ts), and what a video that ended early says. */
export interface DraftAnswer extends StepAnswer {
  /** a video that ended before the server will accept it: what to read instead of 'watch it to the end' */
  wait?: string;
}

export type Draft = Readonly<Record<string, DraftAnswer>>;

export { answerItems, isShown, shownQuestions, takesNoAnswer };

function fromHeld(held: HeldAnswer | null): DraftAnswer | undefined {
  if (!held) return undefined;
  if (held.choiceIds) return { choiceIds: [...held.choiceIds] };
  if (typeof held.value === 'number') return { value: String(held.value) };
  return held.value === undefined ? undefined : { value: held.value };
}

/** The answers a step starts with: those the run holds (a resumed run), computed ones, and unticked boxes. */
export function initialDraft(view: StepView): Draft {
  const draft: Record<string, DraftAnswer> = {};
  for (const q of view.questions) {
    const held = fromHeld(q.answer);
    if (held) draft[q.id] = held;
    else if (q.type === 'CHECKBOX') draft[q.id] = { value: false };
  }
  return draft;
}

/**
 * A refill's answers (web/lib/refill-prefill.ts) on the questions the run holds no answer for yet: text as it was,
 * a choice by its value (or id). A value the question no longer offers is left out.
 */
export function withPrefill(view: StepView, draft: Draft, answers: Readonly<Record<string, string>> | undefined): Draft {
  if (!answers) return draft;
  const filled: Record<string, DraftAnswer> = { ...draft };
  for (const q of view.questions) {
    const value = answers[q.id];
    if (value === undefined || q.answer || q.readOnly || takesNoAnswer(q)) continue;
    if (q.choices.length > 0) {
      const choice = q.choices.find((c) => String(c.value ?? '') === value || c.id === value);
      if (choice) filled[q.id] = { choiceIds: [choice.id] };
    } else if (TEXT_TYPES.has(q.type)) {
      filled[q.id] = { value };
    }
  }
  return filled;
}

/**
 * The message a question's answer earns now, or undefined when it is acceptable (unanswered optional questions
 * included). `today` (YYYY-MM-DD) bounds dates of birth.
 */
export function questionError(q: ViewQuestion, answer: DraftAnswer | undefined, view: StepView, today: string): string | undefined {
  if (takesNoAnswer(q) || q.readOnly || q.type === 'CHECKBOX') return undefined;
  const messages = view.messages;
  if (MEDIA_TYPES.has(q.type)) return q.mandatory && answer?.value !== true ? (answer?.wait ?? messages.mediaIncomplete) : undefined;
  if (TEXT_TYPES.has(q.type)) {
    const text = textOf(answer);
    if (!hasVisibleCharacter(text)) return q.mandatory ? messages.required : undefined;
    if (q.type === 'RECAPTCHA') return undefined;
    // Only the checking rules: the placeholder is display text.
    const format = { validate: q.type === 'LOCAL_DATE' ? ('date' as const) : q.format?.validate, maxLength: q.format?.maxLength };
    const checked = checkFormat(format, text, today);
    return checked.ok ? undefined : withAdvice(checked.code, fillTemplate(messages[checked.code] ?? checked.code, { max: q.format?.maxLength }));
  }
  const chosen = answer?.choiceIds ?? [];
  if (chosen.length === 0) return q.mandatory ? messages.required : undefined;
  if (q.type === 'CLICKABLE_ANSWER' && quizResult(q.rightAnswerId, chosen) === 'incorrect') {
    return [messages.quizIncorrect, q.hint].filter(Boolean).join(' ');
  }
  return undefined;
}

/** Next is enabled only when every shown question has an acceptable answer (docs/product.md#the-questionnaire). */
export function isComplete(view: StepView, draft: Draft, today: string): boolean {
  return shownQuestions(view, draft).every((q) => questionError(q, draft[q.id], view, today) === undefined);
}

/** The value a question's answer stands for when copied: its text, or its chosen choice's value. */
function copiedValue(source: ViewQuestion, answer: DraftAnswer | undefined): string | undefined {
  if (typeof answer?.value === 'string') return answer.value;
  const choice = source.choices.find((c) => c.id === answer?.choiceIds?.[0]);
  return choice === undefined ? undefined : String(choice.value ?? choice.id);
}

/**
 * The same-address checkbox (docs/product.md#the-questionnaire): copies each `from` answer into its `to` question, matching a dropdown's
 * choice by value (shipping state 'CO' selects the personal state Colorado). Returns the ids it filled.
 */
export function applyCopies(view: StepView, draft: Draft, checkbox: ViewQuestion, only?: string): { draft: Draft; filled: string[] } {
  const next: Record<string, DraftAnswer> = { ...draft };
  const filled: string[] = [];
  for (const pair of checkbox.copies) {
    if (only !== undefined && pair.from !== only) continue;
    const source = view.questions.find((q) => q.id === pair.from);
    const target = view.questions.find((q) => q.id === pair.to);
    if (!source || !target) continue;
    const value = copiedValue(source, next[source.id]);
    if (value === undefined || value === '') continue;
    if (target.choices.length > 0) {
      const choice = target.choices.find((c) => String(c.value ?? c.id) === value);
      if (!choice) continue;
      next[target.id] = { choiceIds: [choice.id] };
    } else {
      next[target.id] = { value };
    }
    filled.push(target.id);
  }
  return { draft: next, filled };
}
