import { memo, type HTMLAttributes, type ReactNode } from 'react';
import { blurValidation } from './blur-validation.ts';
import { FieldError, FieldHint, FieldLabel, describedBy } from './field-parts.tsx';
import type { FieldProps } from './field-props.ts';
import { css } from '../static/form-classes.ts';

export interface TextFieldProps extends FieldProps {
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
  placeholder?: string;
  readOnly?: boolean;
}

/** A labelled text input (or textarea) whose error is tied to it and announced. */
export const TextField = memo(function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, onBlur, error, required, hint, multiline } = props;
  const control = {
    id,
    name: id,
    value,
    required,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    readOnly: props.readOnly,
    autoComplete: props.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    onBlur: blurValidation(id, onBlur),
  };
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id}>{hint}</FieldHint>
      {multiline ? (
        <textarea {...control} className={css.textarea} rows={4} onChange={(e) => onChange(e.target.value, id)} />
      ) : (
        <input
          {...control}
          // A read-only value looks like a value, not like a field waiting to be typed into.
          className={props.readOnly ? css.inputReadOnly : css.input}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          onChange={(e) => onChange(e.target.value, id)}
        />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
});
