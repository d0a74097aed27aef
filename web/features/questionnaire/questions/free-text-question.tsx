import { memo, useCallback } from 'react';
import { TextField } from '#web/components/form/text-field.tsx';
import type { QuestionProps } from '../question-props.ts';
import { autoCompleteOf, typingFormat } from '../typing-formats.ts';

const inputTypeOf = (validate: string | undefined) => (validate === 'email' ? 'email' : validate === 'phone' ? 'tel' : 'text');
const inputModeOf = (validate: string | undefined) =>
  validate === 'phone' ? 'tel' : validate === 'zip' || validate === 'date' ? 'numeric' : validate === 'email' ? 'email' : undefined;

/**
 * A free-text answer. Phone and zip are formatted as they are typed; the length limit is a message, not a cut, so a
 * pasted address is never silently shortened. The flow's format placeholder ('Maximum 40 characters') is shown as a
 * hint tied to the field, not as a placeholder that disappears when typing starts.
 */
export const FreeTextQuestion = memo(function FreeTextQuestion({ question: q, answer, error, onChange, onBlur }: QuestionProps) {
  const format = typingFormat(q);
  const change = useCallback(
    (text: string, id: string) => onChange(id, { value: format ? format(text) : text }),
    [format, onChange],
  );
  const validate = q.type === 'LOCAL_DATE' ? 'date' : q.format?.validate;
  return (
    <TextField
      id={q.id}
      label={q.question}
      hint={[q.comment, q.format?.placeholder].filter(Boolean).join(' ') || undefined}
      value={typeof answer?.value === 'string' ? answer.value : ''}
      required={q.mandatory}
      error={error}
      onChange={change}
      onBlur={onBlur}
      type={inputTypeOf(validate)}
      inputMode={inputModeOf(validate)}
      autoComplete={autoCompleteOf(q)}
    />
  );
});
