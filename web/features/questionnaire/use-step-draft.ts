import { useCallback, useMemo, useReducer } from 'react';
import type { StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import { refillAnswersFor } from '#web/lib/refill-prefill.ts';
import { applyCopies, initialDraft, isComplete, questionError, withPrefill, type Draft, type DraftAnswer } from './answer-draft.ts';
import { storedRunId } from './run-storage.ts';

export type ErrorMap = Readonly<Record<string, string>>;

interface DraftState {
  draft: Draft;
  /** the messages shown: set on blur or by the server, then kept current on each change */
  errors: ErrorMap;
}

type DraftAction =
  | { type: 'change'; id: string; answer: DraftAnswer }
  | { type: 'blur'; id: string }
  | { type: 'server'; errors: ErrorMap };

function withError(errors: ErrorMap, id: string, message: string | undefined): ErrorMap {
  if (message === undefined) {
    if (!(id in errors)) return errors;
    const { [id]: _gone, ...rest } = errors;
    return rest;
  }
  return errors[id] === message ? errors : { ...errors, [id]: message };
}

const isBlank = (answer: DraftAnswer | undefined): boolean =>
  !answer || (answer.choiceIds ? answer.choiceIds.length === 0 : answer.value === undefined || answer.value === '' || answer.value === false);

const copyBoxes = (view: StepView): ViewQuestion[] => view.questions.filter((q) => q.copies.length > 0);

function reducerFor(view: StepView, today: string) {
  const byId = new Map(view.questions.map((q) => [q.id, q]));
  const check = (draft: Draft, id: string) => {
    const q = byId.get(id);
    return q ? questionError(q, draft[id], view, today) : undefined;
  };
  return (state: DraftState, action: DraftAction): DraftState => {
    switch (action.type) {
      case 'change': {
        let draft: Draft = { ...state.draft, [action.id]: action.answer };
        let errors = state.errors;
        // Validated on blur, then on every change once the field shows an error.
        if (action.id in errors) errors = withError(errors, action.id, check(draft, action.id));
        // The same-address box copies when ticked, and keeps copying while it stays ticked.
        for (const box of copyBoxes(view)) {
          const ticking = action.id === box.id && action.answer.value === true;
          const ticked = draft[box.id]?.value === true && box.copies.some((p) => p.from === action.id);
          if (!ticking && !ticked) continue;
          const copied = applyCopies(view, draft, box, ticking ? undefined : action.id);
          draft = copied.draft;
          // A copied value is checked at once: a 40-character shipping address does not fit a 30-character one.
          for (const id of copied.filled) errors = withError(errors, id, check(draft, id));
        }
        return { draft, errors };
      }
      case 'blur':
        // Leaving a field empty is not yet a mistake: 'required' waits until the person tries to continue.
        if (isBlank(state.draft[action.id]) && !(action.id in state.errors)) return state;
        return { ...state, errors: withError(state.errors, action.id, check(state.draft, action.id)) };
      case 'server':
        return { ...state, errors: { ...state.errors, ...action.errors } };
      default:
        return state;
    }
  };
}

/**
 * The answers and shown errors of one step (`posted`: as a refused form left them). Handlers are stable for the step, so memoised question
 * components re-render only when their own answer or error changes.
 */
export function useStepDraft(view: StepView, today: string, posted?: { typed: Draft | null; errors: ErrorMap }) {
  const reducer = useMemo(() => reducerFor(view, today), [view, today]);
  // A refill started from the consumer's account starts with their last order's details (the run's own answers win).
  // A form the server refused (decision 085) comes back with the answers as they were posted and the server's messages.
  const [state, dispatch] = useReducer(reducer, view, (v): DraftState => ({
    draft: posted?.typed ? { ...initialDraft(v), ...posted.typed } : withPrefill(v, initialDraft(v), refillAnswersFor(storedRunId())),
    errors: posted?.errors ?? {},
  }));
  const change = useCallback((id: string, answer: DraftAnswer) => dispatch({ type: 'change', id, answer }), []);
  const blur = useCallback((id: string) => dispatch({ type: 'blur', id }), []);
  const showServerErrors = useCallback((errors: ErrorMap) => dispatch({ type: 'server', errors }), []);
  const complete = useMemo(() => isComplete(view, state.draft, today), [view, state.draft, today]);
  return { draft: state.draft, errors: state.errors, complete, change, blur, showServerErrors };
}
