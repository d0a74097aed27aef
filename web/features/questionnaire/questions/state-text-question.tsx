import { memo } from 'react';
import { TextField } from '#web/components/form/text-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { FreeTextQuestion } from './free-text-question.tsx';
import { useT } from '#web/i18n/use-t.ts';

const noop = () => {};

/**
 * The shipping state as text (US_STATE_FREETEXT). When the flow fills it from the state chosen on step 1, it is a
 * read-only field showing the state's full name (the question's comment), so a person sees where the kit goes.
 */
export const StateTextQuestion = memo(function StateTextQuestion(props: QuestionProps) {
  const { t } = useT();
  const q = props.question;
  if (!q.readOnly) return <FreeTextQuestion {...props} />;
  const code = typeof q.answer?.value === 'string' ? q.answer.value : '';
  return (
    <TextField
      id={q.id}
      label={q.question}
      value={q.comment || code}
      readOnly
      required={q.mandatory}
      hint={t('questionnaire.stateFilledIn')}
      onChange={noop}
      autoComplete="off"
    />
  );
});
