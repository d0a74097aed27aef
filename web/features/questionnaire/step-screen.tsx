import { Suspense, lazy, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { AnswerItem, StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { QuestionType } from '#schemas/generated/flow.ts';
import { BusyButton } from '#web/components/busy-button.tsx';
import type { PendingField } from '#web/components/form/guarded-submit.tsx';
import { Notice } from '#web/components/notice.tsx';
import { css } from '#web/components/static/form-classes.ts';
import type { AnswersRefused } from './flow-run-replies.ts';
import type { PortalEnv } from './get-portal-env.ts';
import { answerItems, questionError, shownQuestions } from './answer-draft.ts';
import { QuestionSlot, type StepContext } from './question-slot.tsx';
import { StepProgress } from './step-progress.tsx';
import { useStepFocus } from './step-focus.ts';
import { useStepDraft } from './use-step-draft.ts';
import { useT } from '#web/i18n/use-t.ts';
import { STEP_FIELD } from '#engine/answer-form-fields.ts';
import type { Draft } from './answer-draft.ts';

// A step of several questions laid out as one form (consumer v1 to v3): its code loads with such a step (decision 080).
const RequiredInformationForm = lazy(() => import('./required-information-form.tsx').then((m) => ({ default: m.RequiredInformationForm })));

export interface StepScreenProps {
  view: StepView;
  portalEnv: PortalEnv;
  today: string;
  submitting: boolean;
  /** the server's refusal of the last submission (422), shown at the fields */
  fieldErrors: AnswersRefused['errors'];
  onSubmit: (answers: AnswerItem[]) => void;
  /** Back to the step the server names (`view.previous`) */
  onBack: (step: number) => void;
  /** Change on the check-your-answers step: the server moves the run back to that step (never the browser's Back) */
  onChange: (step: number) => void;
  /** set to "submit if complete" while mounted, so the browser's Forward can move on like Next */
  forward?: RefObject<(() => boolean) | null>;
  /** the answers as a form refused by the server posted them (decision 085): the step starts with them */
  typed?: Draft | null;
  /** the step as the server drew it (decision 085): it may have been typed into before the app took it over */
  drawnByServer?: boolean;
}

/**
 * A plain step's questions in the order shown: a state-selection question first, unless the step is an address
 * (its state then stays between the town and the ZIP code, where people write it).
 */
function ordered(questions: ViewQuestion[]): ViewQuestion[] {
  if (questions.some((q) => q.type === 'FREETEXT')) return questions;
  const states = questions.filter((q) => q.type === 'US_STATES_DROPDOWN');
  return states.length ? [...states, ...questions.filter((q) => q.type !== 'US_STATES_DROPDOWN')] : questions;
}

const ErrorSummary = lazy(() => import('#web/components/form/error-summary.tsx'));
// Only the check-your-answers step shows it: loaded with that step, not with /form.
const AnswersReview = lazy(() => import('./answers-review.tsx'));

const REQUIRED_NOTE_ID = 'step-required-note';

/** Whether a field of `form` holds something other than what the server wrote into it (its default). */
const changedSinceDrawn = (form: HTMLFormElement): boolean =>
  Array.from(form.elements).some((field) =>
    field instanceof HTMLInputElement
      ? field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue
      : field instanceof HTMLSelectElement && Array.from(field.options).some((option) => option.selected !== option.defaultSelected));

/** Questions answered by pressing a card: without a script each card is a button that sends the form (decision 085). */
const CARD_TYPES: ReadonlySet<QuestionType> = new Set(['CLICKABLE', 'CLICKABLE_ANSWER']);

/** Questions a person fills in (the note about asterisks is about these, not videos, quizzes or the captcha). */
const FIELD_TYPES: ReadonlySet<QuestionType> = new Set([
  'FREETEXT', 'LOCAL_DATE', 'US_STATE_FREETEXT', 'DROPDOWN', 'US_STATES_DROPDOWN', 'RADIO_BUTTON', 'CHECKBOX', 'CLICKABLE',
]);

/**
 * One step of the questionnaire: progress, heading, questions (or, on the check-your-answers step, the answers with
 * Change and 'Place order'), and Next. Pressing Next with an answer missing or
 * wrong sends nothing: the error summary appears at the top ('There is a problem', a link to each field) and takes
 * focus, and each field shows its message (GOV.UK's pattern; before that, a field shows an error only for what was
 * typed into it). Mounted afresh for each step (keyed by its number).
 */
export function StepScreen({ view, portalEnv, today, submitting, fieldErrors, onSubmit, onBack, onChange, forward, typed = null, drawnByServer = false }: StepScreenProps) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(heading, view.number);
  const byQuestion = (errors: StepScreenProps['fieldErrors']) => Object.fromEntries(errors.filter((e) => e.questionId).map((e) => [e.questionId!, e.message]));
  // The server's refusal the step was rendered with (decision 085) is shown from the first render, as it was sent.
  const [renderedWith] = useState(fieldErrors);
  const { draft, errors, complete, change, blur, showServerErrors } = useStepDraft(view, today, { typed, errors: byQuestion(renderedWith) });

  // What was typed into the server's page before the app took it over is in its fields, not in the draft: they are
  // read once, as the server reads them posted (its reader loads only then), and the draft takes what differs.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!drawnByServer || !form || !changedSinceDrawn(form)) return;
    void import('./typed-before-take-over.ts').then(({ answersInForm }) => {
      for (const [id, answer] of Object.entries(answersInForm(view, form))) if (JSON.stringify(answer) !== JSON.stringify(draft[id] ?? {})) change(id, answer);
    });
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [tried, setTried] = useState(() => (renderedWith.some((e) => e.questionId) ? 1 : 0));
  const general = fieldErrors.filter((e) => !e.questionId || !view.questions.some((q) => q.id === e.questionId));
  useEffect(() => {
    if (fieldErrors === renderedWith) return;
    showServerErrors(byQuestion(fieldErrors));
    if (fieldErrors.some((e) => e.questionId)) setTried((n) => n + 1);
  }, [fieldErrors, showServerErrors, renderedWith]);

  const shown = useMemo(() => shownQuestions(view, draft), [view, draft]);
  const hasFields = shown.some((q) => q.mandatory && !q.readOnly && FIELD_TYPES.has(q.type));
  const hasCards = shown.some((q) => CARD_TYPES.has(q.type));
  const pending = (): PendingField[] => shown.flatMap((q) => {
    const message = questionError(q, draft[q.id], view, today) ?? errors[q.id];
    return message === undefined ? [] : [{ id: q.id, label: q.question, message }];
  });
  // Once a person tried to continue: what is still wrong, kept current as they fix it.
  const listed = useMemo<PendingField[]>(
    () => (tried > 0 ? shown.flatMap((q) => (errors[q.id] === undefined ? [] : [{ id: q.id, label: q.question, message: errors[q.id]! }])) : []),
    [tried, shown, errors],
  );
  const ctx: StepContext = { draft, errors, onChange: change, onBlur: blur, messages: view.messages, portalEnv };
  const title = view.form?.title ?? view.title ?? `Step ${view.number}`;

  const send = () => {
    if (!complete || submitting) return false;
    onSubmit(answerItems(view, draft));
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || send()) return;
    showServerErrors(Object.fromEntries(pending().map((p) => [p.id, p.message])));
    setTried((n) => n + 1);
  };
  useEffect(() => {
    if (!forward) return;
    forward.current = send;
    return () => {
      forward.current = null;
    };
  });

  const content = (
    <div className={css.stack6}>
      {listed.length > 0 && (
        <Suspense fallback={null}>
          <ErrorSummary errors={listed} focusKey={tried} />
        </Suspense>
      )}
      {hasFields && !view.final && (
        <p id={REQUIRED_NOTE_ID} className={css.requiredNote}>
          {view.messages.requiredFields}
        </p>
      )}
      {general.length > 0 && (
        <Notice status="error" role="alert">
          {general.map((e) => (
            <div key={e.message} className={css.noticeText}>
              {e.message}
            </div>
          ))}
        </Notice>
      )}
      {view.review && (
        <Suspense fallback={null}>
          <AnswersReview sections={view.review} onChange={onChange} busy={submitting} />
        </Suspense>
      )}
      {view.form ? (
        <Suspense fallback={null}>
          <RequiredInformationForm form={view.form} questions={shown} ctx={ctx} />
        </Suspense>
      ) : (
        <div className={css.stack8}>
          {ordered(shown).map((q) => (
            <QuestionSlot key={q.id} question={q} ctx={ctx} />
          ))}
        </div>
      )}
      {!view.final && (
        <div className={css.submitArea}>
          <BusyButton type="submit" className={css.submitButton} busy={submitting}>
            {view.review ? (view.messages.reviewSubmit ?? t('questionnaire.placeOrder')) : (view.messages.next ?? t('common.next'))}
          </BusyButton>
        </div>
      )}
    </div>
  );

  return (
    <div className={css.stack6}>
      {view.previous !== null && view.previous !== undefined && !view.final && (
        <a
          href={`?step=${view.previous}`}
          className={css.backLink}
          onClick={(event) => {
            event.preventDefault();
            if (!submitting) onBack(view.previous!);
          }}
        >
          <span aria-hidden="true">‹</span> {t('questionnaire.back')}
        </a>
      )}
      {!view.final && <StepProgress number={view.number} total={view.total} />}
      <h1 ref={heading} tabIndex={-1} className={css.stepTitle}>
        {title}
      </h1>
      {view.final ? (
        // The END step asks nothing: no form of its own, so the forms it offers (the way on) are not inside one.
        content
      ) : (
        <form ref={formRef} method="post" noValidate onSubmit={submit}>
          <input type="hidden" name={STEP_FIELD} value={view.number} />
          {hasCards && (
            // The button Enter sends a form with (the first in it) is Next, never a card before it.
            <button type="submit" className={css.visuallyHidden} tabIndex={-1} aria-hidden="true">
              {view.messages.next ?? t('common.next')}
            </button>
          )}
          {content}
        </form>
      )}
    </div>
  );
}
