import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StepView } from '#schemas/generated/flow-api.ts';
import type { OrderConfirmationFacts } from '#schemas/generated/flow-run-api.ts';
import { Notice } from '#web/components/notice.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { getFlowRun } from './get-flow-run.ts';
import { OrderConfirmationView } from './order-confirmation-view.tsx';
import { EndedFrame } from './run-ended-view.tsx';
import { placedRunId } from './run-storage.ts';
import { serverPageState } from '#web/config/server-page-state.ts';

type Shown =
  | { kind: 'loading' }
  | { kind: 'placed'; view: StepView; facts: OrderConfirmationFacts }
  | { kind: 'none' }
  | { kind: 'failed'; message: string };

/** Replies that mean the run is no longer there (purged, from another server): nothing to show. */
const GONE = new Set([400, 404, 410]);

/**
 * /order-placed: the confirmation of the order this tab placed (decision 054). It reads the order back from the server
 * through the run that placed it, kept in this tab only, so a reload shows it again and places nothing, while the
 * address itself names nothing: opened anywhere else it shows no order, only the way to track one.
 */
export default function OrderPlacedPage() {
  // The words come from the server in the language being read: a change of language reads the order again.
  const { language } = useT();
  // What the server rendered, in the language it rendered it in (decision 085); another language reads the order again.
  const [rendered] = useState(() => ({ shown: renderedShown(), language }));
  return <OrderPlaced key={language} rendered={rendered.language === language ? rendered.shown : null} />;
}

/** The page as the server read it from the run's cookie (decision 085), else null: the app reads it. */
function renderedShown(): Shown | null {
  const rendered = serverPageState('order-placed');
  if (!rendered) return null;
  return rendered.placed ? { kind: 'placed', ...rendered.placed } : { kind: 'none' };
}

function OrderPlaced({ rendered }: { rendered: Shown | null }) {
  const { t } = useT();
  const [shown, setShown] = useState<Shown>(rendered ?? { kind: 'loading' });
  // The order the server rendered is not read again (a retry reads it). When it found none through the cookie, the
  // run this tab kept, if any, is read as before.
  const skip = useRef(rendered !== null && (rendered.kind === 'placed' || placedRunId() === null));

  const load = useCallback(() => {
    if (skip.current) {
      skip.current = false;
      return () => undefined;
    }
    const runId = placedRunId();
    if (!runId) {
      setShown({ kind: 'none' });
      return () => undefined;
    }
    let current = true;
    setShown({ kind: 'loading' });
    getFlowRun(runId).then(
      (outcome) => {
        if (!current) return;
        const placed = outcome.kind === 'step' && outcome.view.final && outcome.confirmation;
        setShown(placed ? { kind: 'placed', view: outcome.view, facts: placed } : { kind: 'none' });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status !== null && GONE.has(error.status)) setShown({ kind: 'none' });
        else setShown({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(load, [load]);

  let body;
  if (shown.kind === 'loading') body = <PageLoading />;
  else if (shown.kind === 'placed')
    body = (
      <OrderConfirmationView title={t('orderPlaced.pageTitle')} facts={shown.facts} goHome={shown.view.messages.goHome ?? t('questionnaire.goHome')} />
    );
  else if (shown.kind === 'none')
    body = (
      <EndedFrame title={t('orderPlaced.noneTitle')}>
        <p className={css.text}>{t('orderPlaced.none')}</p>
        <div className={css.endActions}>
          <RouterLink to={paths.track} className={css.questionButtonLarge}>
            {t('track.submit')}
          </RouterLink>
          <RouterLink to={paths.home} className={css.outlineButtonLarge}>
            {t('questionnaire.goHome')}
          </RouterLink>
        </div>
      </EndedFrame>
    );
  else
    body = (
      <div className={css.stack4}>
        <Notice status="error" role="alert">
          <div className={css.noticeTitle}>{t('orderPlaced.loadFailed')}</div>
          <div className={css.noticeText}>{shown.message}</div>
        </Notice>
        <div>
          <button type="button" className={css.questionButton} onClick={() => load()}>
            {t('questionnaire.tryAgain')}
          </button>
        </div>
      </div>
    );

  return (
    <div className={css.questionnairePage}>
      <PageTitle title={shown.kind === 'none' ? t('orderPlaced.noneTitle') : t('orderPlaced.pageTitle')} />
      {body}
    </div>
  );
}
