import { memo } from 'react';
import { css } from '../static/form-classes.ts';

export interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean, id: string) => void;
}

/** A yes/no option: a native checkbox with its label. */
export const CheckboxField = memo(function CheckboxField({ id, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <label htmlFor={id} className={css.checkLabel}>
      <input type="checkbox" id={id} name={id} checked={checked} onChange={(e) => onChange(e.target.checked, id)} className={css.checkInput} />
      {label}
    </label>
  );
});
