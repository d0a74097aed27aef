/** What every text-valued form field takes: its id, its value, the handlers and its error. */
export interface FieldProps {
  id: string;
  value: string;
  /** receives the field's id too, so one stable handler can serve a whole form (and memo can skip renders) */
  onChange: (value: string, id: string) => void;
  /** called when focus leaves the field */
  onBlur?: (id: string) => void;
  error?: string;
  required?: boolean;
}

/** A field answered by one of a list of options (a select, a radio group). */
export interface ChoiceFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
}
