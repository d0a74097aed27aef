import { memo, type FocusEvent } from 'react';
import { blurValidation } from './blur-validation.ts';
import { FieldError, RequiredMark, describedBy } from './field-parts.tsx';
import type { ChoiceFieldProps } from './field-props.ts';
import { css } from '../static/form-classes.ts';

export interface RadioGroupFieldProps extends ChoiceFieldProps {
  legend: string;
}

/** A question answered by one of a few choices: a fieldset of native radio buttons. */
export const RadioGroupField = memo(function RadioGroupField(props: RadioGroupFieldProps) {
  const { id, legend, value, options, onChange, onBlur, error, required } = props;
  const validate = blurValidation(id, onBlur);
  const leaveGroup = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) validate?.();
  };
  return (
    <fieldset onBlur={leaveGroup}>
      <legend className={css.radioLegend}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className={css.radioRow}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={css.radioLabel}>
              <input
                type="radio"
                id={optionId}
                name={id}
                value={option.value}
                checked={value === option.value}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, undefined, error)}
                onChange={() => onChange(option.value, id)}
                className={css.radioInput}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
});
