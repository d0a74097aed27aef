import { Input } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';

export interface QuotaLimitInputProps {
  id?: string;
  label: string;
  value: string;
  onChange: (typed: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
  /** the id of the words that say which month the limit applies from */
  describedBy?: string;
}

/** The monthly limit of a quota row being added or edited: a whole number of units, at least 1. */
export function QuotaLimitInput({ id, label, value, onChange, onKeyDown, autoFocus, describedBy }: QuotaLimitInputProps) {
  return (
    <Input id={id} aria-label={label} aria-describedby={describedBy} type="number" min={1} step={1} size="sm" maxW="32" value={value} autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} />
  );
}
