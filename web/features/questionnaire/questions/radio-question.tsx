import { memo } from 'react';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';
import { QuestionGroup } from './question-group.tsx';

/** One of a few choices (RADIO_BUTTON): native radio buttons, moved through with the arrow keys. */
export const RadioQuestion = memo(function RadioQuestion({ question: q, answer, error, onChange, onBlur }: QuestionProps) {
  const chosen = answer?.choiceIds?.[0];
  return (
    <QuestionGroup id={q.id} legend={q.question} hint={q.comment} error={error} required={q.mandatory} onLeave={() => onBlur(q.id)}>
      {q.choices.map((c) => {
        const optionId = `${q.id}-${c.id}`;
        return (
          <label key={c.id} htmlFor={optionId} className={css.radioOption}>
            <input
              type="radio"
              id={optionId}
              name={q.id}
              value={c.id}
              checked={chosen === c.id}
              required={q.mandatory}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(q.id, { choiceIds: [c.id] })}
              className={css.checkInput}
            />
            {c.choice}
          </label>
        );
      })}
    </QuestionGroup>
  );
});
