import { memo, useCallback, useMemo } from 'react';
import { SelectField } from '#web/components/form/select-field.tsx';
import type { QuestionProps } from '../question-props.ts';

/** One choice from a list (DROPDOWN, and US_STATES_DROPDOWN for the state): a native select. */
export const DropdownQuestion = memo(function DropdownQuestion({ question: q, answer, error, onChange, onBlur }: QuestionProps) {
  const options = useMemo(() => q.choices.map((c) => ({ value: c.id, label: c.choice })), [q.choices]);
  const change = useCallback((choiceId: string, id: string) => onChange(id, { choiceIds: choiceId ? [choiceId] : [] }), [onChange]);
  return (
    <SelectField
      id={q.id}
      label={q.question}
      hint={q.comment}
      value={answer?.choiceIds?.[0] ?? ''}
      options={options}
      required={q.mandatory}
      error={error}
      onChange={change}
      onBlur={onBlur}
      autoComplete={q.field === 'gender' ? 'sex' : undefined}
    />
  );
});
