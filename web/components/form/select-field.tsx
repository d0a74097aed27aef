import { memo, type ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { blurValidation } from './blur-validation.ts';
import { FieldError, FieldHint, FieldLabel, describedBy } from './field-parts.tsx';
import type { ChoiceFieldProps } from './field-props.ts';
import { css } from '../static/form-classes.ts';

export interface SelectFieldProps extends ChoiceFieldProps {
  label: string;
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled native select: the most accessible dropdown on every device. */
export const SelectField = memo(function SelectField(props: SelectFieldProps) {
  const { id, label, value, options, onChange, onBlur, error, required } = props;
  const { t } = useT();
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id}>{props.hint}</FieldHint>
      <div className={css.select}>
        <select
          className={css.selectField}
          id={id}
          name={id}
          value={value}
          aria-required={required}
          autoComplete={props.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, props.hint, error)}
          onChange={(e) => onChange(e.target.value, id)}
          onBlur={blurValidation(id, onBlur)}
        >
          <option value="">{props.placeholder ?? t('common.select')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <div className={css.selectIndicator}>
          <svg viewBox="0 0 24 24" className={css.selectIndicatorIcon} aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
});
