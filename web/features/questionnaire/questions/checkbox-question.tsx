import { memo } from 'react';
import { css } from '#web/components/static/form-classes.ts';
import { TICKED, answerField } from '#engine/answer-form-fields.ts';
import type { QuestionProps } from '../question-props.ts';

/**
 * A yes/no tick (CHECKBOX). Unticked is an answer too, so it carries no asterisk. The same-address box of the
 * Required Information form is one of these: the step copies the shipping answers when it is ticked.
 */
export const CheckboxQuestion = memo(function CheckboxQuestion({ question: q, answer, error, onChange }: QuestionProps) {
  const hintId = q.comment ? `${q.id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={q.id} className={css.checkOption}>
        <input
          type="checkbox"
          id={q.id}
          name={answerField(q.id)}
          value={TICKED}
          checked={answer?.value === true}
          aria-describedby={hintId}
          onChange={(e) => onChange(q.id, { value: e.target.checked })}
          className={css.checkInput}
        />
        {q.question}
      </label>
      {q.comment && (
        <p id={hintId} className={css.checkHint}>
          {q.comment}
        </p>
      )}
      {error && (
        <p className={css.checkError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
