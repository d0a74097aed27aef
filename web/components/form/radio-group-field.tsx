import { Stack, chakra } from '@chakra-ui/react';
import { memo, type FocusEvent } from 'react';
import { blurValidation } from './blur-validation.ts';
import { FieldError, describedBy } from './field-parts.tsx';
import type { ChoiceFieldProps } from './field-props.ts';

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
    <chakra.fieldset onBlur={leaveGroup}>
      <chakra.legend fontWeight="medium" mb="1">
        {legend}
        {required && (
          <chakra.span color="fg.error" ms="1" aria-hidden="true">
            *
          </chakra.span>
        )}
      </chakra.legend>
      <Stack direction="row" gap="6" flexWrap="wrap">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <chakra.label key={option.value} htmlFor={optionId} display="inline-flex" alignItems="center" gap="2" py="1" cursor="pointer">
              <chakra.input
                type="radio"
                id={optionId}
                name={id}
                value={option.value}
                checked={value === option.value}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, undefined, error)}
                onChange={() => onChange(option.value, id)}
                width="5"
                height="5"
                accentColor="blue.700"
              />
              {option.label}
            </chakra.label>
          );
        })}
      </Stack>
      <FieldError id={id} error={error} />
    </chakra.fieldset>
  );
});
