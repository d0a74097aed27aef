import { chakra } from '@chakra-ui/react';
import { memo } from 'react';

export interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean, id: string) => void;
}

/** A yes/no option: a native checkbox with its label. */
export const CheckboxField = memo(function CheckboxField({ id, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <chakra.label htmlFor={id} display="flex" alignItems="center" gap="3" py="1" cursor="pointer">
      <chakra.input
        type="checkbox"
        id={id}
        name={id}
        checked={checked}
        onChange={(e) => onChange(e.target.checked, id)}
        width="5"
        height="5"
        flexShrink="0"
        accentColor="blue.700"
      />
      {label}
    </chakra.label>
  );
});
