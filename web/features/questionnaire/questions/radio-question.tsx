import { chakra } from '@chakra-ui/react';
import { memo } from 'react';
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
          <chakra.label key={c.id} htmlFor={optionId} display="flex" alignItems="center" gap="3" cursor="pointer">
            <chakra.input
              type="radio"
              id={optionId}
              name={q.id}
              value={c.id}
              checked={chosen === c.id}
              required={q.mandatory}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(q.id, { choiceIds: [c.id] })}
              width="5"
              height="5"
              flexShrink="0"
              accentColor="blue.700"
            />
            {c.choice}
          </chakra.label>
        );
      })}
    </QuestionGroup>
  );
});
