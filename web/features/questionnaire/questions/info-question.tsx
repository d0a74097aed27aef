import { memo } from 'react';
import { Notice } from '#web/components/notice.tsx';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';

/**
 * Information to read (INFO, FORM): no answer is asked. An important one (such as what to do when a county is not
 * listed) appears as a notice and is announced when an answer makes it appear.
 */
export const InfoQuestion = memo(function InfoQuestion({ question: q }: QuestionProps) {
  if (q.important) {
    return (
      <Notice id={q.id} status="info" role="status">
        <div className={css.noticeTextMd}>{q.question}</div>
        {q.comment && <div className={css.noticeTextSpaced}>{q.comment}</div>}
      </Notice>
    );
  }
  return (
    <div>
      <p className={css.infoText}>{q.question}</p>
      {q.comment && <p className={css.infoComment}>{q.comment}</p>}
    </div>
  );
});
