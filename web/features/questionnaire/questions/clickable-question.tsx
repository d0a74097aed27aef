import { memo } from 'react';
import { answerField, pressField } from '#engine/answer-form-fields.ts';
import type { QuestionProps } from '../question-props.ts';
import { ChoiceButton } from './choice-button.tsx';
import { QuestionGroup } from './question-group.tsx';

/**
 * A choice made by pressing a card (CLICKABLE, e.g. the drug): pressing the chosen card again deselects it
 * (docs/product.md#the-questionnaire), so a person can take back a choice without picking another.
 */
export const ClickableQuestion = memo(function ClickableQuestion({ question: q, answer, error, onChange, onBlur }: QuestionProps) {
  const chosen = answer?.choiceIds ?? [];
  return (
    <QuestionGroup id={q.id} legend={q.question} hint={q.comment} error={error} required={q.mandatory} onLeave={() => onBlur(q.id)}>
      {q.choices.map((c) => {
        const pressed = chosen.includes(c.id);
        return (
          <ChoiceButton key={c.id} name={pressField(q.id)} value={c.id} pressed={pressed} onPress={() => onChange(q.id, { choiceIds: pressed ? [] : [c.id] })}>
            {c.choice}
          </ChoiceButton>
        );
      })}
      {/* The choice made, sent with the form when the script is not there to send it (decision 085). */}
      <input type="hidden" name={answerField(q.id)} value={chosen[0] ?? ''} />
    </QuestionGroup>
  );
});
