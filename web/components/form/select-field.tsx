import { Box, NativeSelect } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { blurValidation } from './blur-validation.ts';
import { FieldError, FieldHint, FieldLabel, describedBy } from './field-parts.tsx';
import type { ChoiceFieldProps } from './field-props.ts';

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
    <Box>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id}>{props.hint}</FieldHint>
      <NativeSelect.Root>
        <NativeSelect.Field
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
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldError id={id} error={error} />
    </Box>
  );
});
