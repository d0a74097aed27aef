import { memo } from 'react';
import { Notice } from '#web/components/notice.tsx';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';
import { HomeLink } from '../run-ended-view.tsx';
import { forgetRun } from '../run-storage.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The END step: the confirmation with the MRN, and the way home (docs/product.md#the-questionnaire: 'Go to Home Page'). */
export const EndQuestion = memo(function EndQuestion({ question: q, messages }: QuestionProps) {
  const { t } = useT();
  return (
    <div className={css.stack5}>
      <Notice status="success">
        <div className={css.noticeTitleLg}>{q.question}</div>
        {q.comment && <div className={css.noticeText}>{q.comment}</div>}
      </Notice>
      <p className={css.text}>{t('questionnaire.call911')}</p>
      <HomeLink onFollow={forgetRun}>{messages.goHome ?? t('questionnaire.goHome')}</HomeLink>
    </div>
  );
});
