import { useMachine } from '@xstate/react';
import { Suspense, lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { Notice } from '#web/components/notice.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { toastLater, useToasterFromFirstInteraction } from '#web/components/deferred-toaster.ts';
import { apiMessages } from '#web/lib/api-client.ts';
import { loadRun, takeRun } from './load-run.ts';
import { localToday } from './local-today.ts';
import { questionnaireMachine, type BackInput, type LoadInput, type SubmitInput, type Submitted } from './questionnaire.machine.ts';
import { moveRunBack } from './move-run-back.ts';
import { forgetRun, keepPlacedRun, previewRunId, storeRunId, storedRunId } from './run-storage.ts';
import { paths } from '#web/lib/paths.ts';
import { endRefill, refillAnswersFor } from '#web/lib/refill-prefill.ts';
import { IneligibleView } from './run-ended-view.tsx';
import { StepScreen } from './step-screen.tsx';
import { submitStep } from './submit-step.ts';
import { startFlowRun } from './start-flow-run.ts';
import { serverPageState } from '#web/config/server-page-state.ts';
import type { QuestionnairePageState } from '#schemas/questionnaire-page-state.ts';
import { useStepHistory } from './use-step-history.ts';
import { t } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { questionnaireAt } from './current-questionnaire.ts';
import { ContinuationContext } from './continuation-context.ts';
import { preloadLaterQuestions } from './question-registry.ts';

// Shown only over the studio's preview: its code loads there, not with /form (decision 080).
const PreviewBanner = lazy(() => import('./preview-banner.tsx').then((m) => ({ default: m.PreviewBanner })));

const RefusedView = lazy(() => import('./refused-view.tsx'));

const pageMachine = questionnaireMachine.provide({
  actors: {
    loadRun: fromPromise(({ input }: { input: LoadInput }) => (input.runId ? loadRun(input.runId) : takeRun())),
    submitStep: fromPromise(async ({ input }: { input: SubmitInput }): Promise<Submitted> => {
      // The first step as the server rendered it, without a run (decision 085): sending it starts the run.
      if (input.runId === null) {
        const { runId } = await startFlowRun();
        storeRunId(runId);
        return { ...(await submitStep(runId, input.step, input.answers)), runId };
      }
      return submitStep(input.runId, input.step, input.answers);
    }),
    moveBack: fromPromise(({ input }: { input: BackInput }) => moveRunBack(input.runId, input.step)),
  },
  actions: {
    runEnded: () => forgetRun(),
    runResumed: (_, { runId }) => storeRunId(runId),
    submitFailed: (_, { error, placesOrder }) => {
      const message = error instanceof Error ? error.message : apiMessages.noResponse;
      // docs/product.md#errors-people-read: the toast when the step that places the order fails.
      toastLater(placesOrder ? { type: 'error', title: t('questionnaire.orderFailed'), description: message } : { type: 'error', title: message });
    },
    outOfStep: () => {
      toastLater({ type: 'info', title: t('questionnaire.movedOn') });
    },
  },
});

/**
 * /form: the consumer questionnaire, one step at a time (docs/product.md#the-questionnaire); /<address>: a questionnaire
 * of the programme's own, the same page for its flow (docs/product.md#questionnaires-of-their-own). A change of language loads the run shown
 * again, so the server answers in the new language: the step (what was typed on it and not yet sent is lost), or the
 * run's end shown once more.
 */
export default function QuestionnairePage() {
  const { language } = useT();
  useToasterFromFirstInteraction();
  // The page as the server rendered it (decision 085), in the language it was rendered in: a change of language
  // loads the run again, and so does a change back (the run may have moved on meanwhile).
  const [rendered, setRendered] = useState(() => ({ state: serverPageState('questionnaire') ?? null, language }));
  if (rendered.state && language !== rendered.language) setRendered({ state: null, language });
  // The run shown, kept across a change of language: an ended run has been forgotten by this tab (the next visit
  // starts afresh), and would otherwise be replaced by a new run at its first step.
  const [shownRun, setShownRun] = useState<string | null>(null);
  return (
    <Questionnaire
      key={language}
      rendered={rendered.state}
      reopen={shownRun}
      onShown={setShownRun}
    />
  );
}

/** The title of the questionnaire at `pathname` in `language` (else English); null for the consumer one. */
function ownTitle(pathname: string, language: string): string | null {
  const title = questionnaireAt(pathname)?.title ?? {};
  return title[language] ?? title.en ?? null;
}

interface QuestionnaireProps {
  rendered: QuestionnairePageState | null;
  /** The run shown before the page was drawn in this language. */
  reopen: string | null;
  onShown: (runId: string) => void;
}

function Questionnaire({ rendered, reopen, onShown }: QuestionnaireProps) {
  const { language } = useT();
  const { pathname } = useLocation();
  const [current, send] = useMachine(pageMachine, { input: { rendered, reopen } });
  // The run the server rendered is this tab's run from now on (a later visit within the app resumes it). A first step
  // rendered without a run while this tab holds one: that run is resumed, as before the server rendered the page.
  useEffect(() => {
    if (rendered?.runId && rendered.shown.kind === 'step') storeRunId(rendered.runId);
    else if (rendered && rendered.runId === null && storedRunId() !== null) send({ type: 'RESUME' });
  }, [rendered, send]);
  // The machine is an external store, whose updates React renders in one uninterruptible task: the step that
  // replaces the loading screen took 80-180 ms to render at a phone's speed. Once loaded, the page keeps showing the
  // loading screen and renders the step in the background, in slices that yield to the browser between them. Any
  // other change (submitting, an error, the next step) is rendered at once, as before.
  const deferred = useDeferredValue(current);
  const snapshot = deferred.matches('loading') ? deferred : current;
  const { view, confirmation, portalEnv, fieldErrors, ineligibleMessage, reasons, loadError, runId } = snapshot.context;
  useEffect(() => { if (runId) onShown(runId); }, [runId, onShown]);
  const forward = useRef<(() => boolean) | null>(null);
  const answering = snapshot.matches('answering') || snapshot.matches('submitting');
  const history = useStepHistory(
    answering && view && !view.final ? view.number : null,
    (step) => send({ type: 'BACK', step }),
    () => forward.current?.() ?? false,
  );

  // The order is placed: the confirmation has an address of its own (/order-placed), which a reload shows again
  // without placing anything (decision 054). A staff preview places nothing and ends here.
  const placed = snapshot.matches('done') && confirmation && runId && previewRunId() === null ? runId : null;
  const navigate = useNavigate();
  useEffect(() => {
    if (!placed) return;
    keepPlacedRun(placed);
    if (refillAnswersFor(placed)) endRefill();
    void navigate(paths.orderPlaced, { replace: true });
  }, [placed, navigate]);

  let body;
  if (snapshot.matches('loading') || placed) body = <PageLoading />;
  else if (snapshot.matches('loadFailed'))
    body = (
      <div className={css.stack4}>
        <Notice status="error" role="alert">
          <div className={css.noticeTitle}>{t('questionnaire.loadFailed')}</div>
          <div className={css.noticeText}>{loadError}</div>
        </Notice>
        <div>
          <button type="button" className={css.questionButton} onClick={() => send({ type: 'RETRY' })}>
            {t('questionnaire.tryAgain')}
          </button>
        </div>
      </div>
    );
  else if (snapshot.matches('ineligible') || (snapshot.matches('goingBack') && ineligibleMessage))
    body = <IneligibleView message={ineligibleMessage} busy={snapshot.matches('goingBack')} onChooseState={() => send({ type: 'BACK', step: 1 })} />;
  else if (snapshot.matches('refused'))
    body = (
      <Suspense fallback={<PageLoading />}>
        <RefusedView reasons={reasons} />
      </Suspense>
    );
  else if (view) {
    const drawnByServer = rendered?.shown.kind === 'step' && rendered.shown.view === view;
    body = (
      <>
      {rendered?.notice === 'unreadable' && rendered.shown.kind === 'step' && rendered.shown.view === view && (
        <Notice status="warning" role="alert">
          <div className={css.noticeText}>{t('questionnaire.formUnreadable')}</div>
        </Notice>
      )}
      <ContinuationContext.Provider value={view.final && view.continuation && runId && previewRunId() === null ? { runId, flowId: view.continuation.flowId } : null}>
      <StepScreen
        key={view.number}
        view={view}
        portalEnv={portalEnv}
        today={localToday()}
        submitting={snapshot.matches('submitting') || snapshot.matches('goingBack')}
        fieldErrors={fieldErrors}
        typed={drawnByServer ? rendered.typed : null}
        drawnByServer={drawnByServer}
        onSubmit={(answers) => {
          preloadLaterQuestions();
          send({ type: 'SUBMIT', answers });
        }}
        onBack={history.back}
        onChange={(step) => send({ type: 'BACK', step })}
        forward={forward}
      />
      </ContinuationContext.Provider>
      </>
    );
  }

  // A questionnaire at an address of its own is named by its title (decision 077); the consumer one as it always was.
  const title = ownTitle(pathname, language);
  const pageTitle = view && !view.final
    ? (title ? t('questionnaire.namedPageTitleStep', { title, step: view.number, steps: view.total }) : t('questionnaire.pageTitleStep', { step: view.number, steps: view.total }))
    : (title ?? t('questionnaire.pageTitle'));
  return (
    <div className={css.questionnairePage}>
      <PageTitle title={pageTitle} />
      {previewRunId() !== null && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      {body}
    </div>
  );
}
