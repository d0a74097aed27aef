import { memo, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { ContinuationContext } from '../continuation-context.ts';
import { ContinuationOffer } from '../continuation-offer.tsx';
import { Notice } from '#web/components/notice.tsx';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';
import { HomeLink } from '../run-ended-view.tsx';
import { forgetRun } from '../run-storage.ts';
import { useT } from '#web/i18n/use-t.ts';

/**
 * The END step: the confirmation with the MRN, and the way home (docs/product.md#the-questionnaire: 'Go to Home Page');
 * with a continuation, the way on to it first (docs/product.md#the-overdose-reversal-report).
 */
export const EndQuestion = memo(function EndQuestion({ question: q, messages }: QuestionProps) {
  const { t } = useT();
  const continuation = useContext(ContinuationContext);
  const goHome = messages.goHome ?? t('questionnaire.goHome');
  return (
    <div className={css.stack5}>
      <Notice status="success">
        <div className={css.noticeTitleLg}>{q.question}</div>
        {q.comment && <div className={css.noticeText}>{q.comment}</div>}
      </Notice>
      <p className={css.text}>{t('questionnaire.call911')}</p>
      {continuation ? (
        // A run that goes on to another questionnaire (decision 081): that is the way on, home the other.
        <div className={css.endActions}>
          <ContinuationOffer {...continuation} />
          <RouterLink to={paths.home} onClick={forgetRun} className={css.outlineButtonLarge}>
            {goHome}
          </RouterLink>
        </div>
      ) : (
        <HomeLink onFollow={forgetRun}>{goHome}</HomeLink>
      )}
    </div>
  );
});
