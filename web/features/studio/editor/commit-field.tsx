import { Field, Input, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';

export interface CommitFieldProps {
  label: string;
  value: string;
  /** called once the person leaves the field (or presses Enter in a one-line field), only when the value changed */
  onCommit: (value: string) => void;
  error?: string;
  disabled?: boolean;
  multiline?: boolean;
  type?: 'text' | 'number';
}

/**
 * A labelled field of the form editor that saves when it is left, not at each keystroke; its problem (from the
 * server's check) is shown under it and tied to it.
 */
export function CommitField({ label, value, onCommit, error, disabled, multiline, type = 'text' }: CommitFieldProps) {
  const [draft, setDraft] = useState(value);
  const errorId = useId();
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const common = {
    value: draft,
    disabled,
    onBlur: commit,
    // Tied explicitly: the field's problem is read with it.
    'aria-describedby': error ? errorId : undefined,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
  };
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea {...common} rows={2} autoresize />
      ) : (
        <Input {...common} type={type} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); commit(); } }} />
      )}
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
