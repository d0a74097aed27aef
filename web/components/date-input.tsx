import { Box, Group, IconButton, Input } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { dayHint, formatDay, parseDay, useDatePreference } from './date-format.ts';

export interface DateInputProps {
  id: string;
  /** the day as stored, `2026-11-26`, or '' */
  value: string;
  /** the day typed or picked, as stored (`2026-11-26`), or '' when the field is emptied */
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A day field of the staff pages that reads and is typed the way the person reads dates (decision 066), never as the
 * browser's own date field would write it: `11/26/2026`, `26.11.2026`, `Nov 26, 2026`… (YYYY-MM-DD is understood
 * too). The calendar button opens the browser's calendar; the day picked there is shown in the person's format.
 * A typed day outside `min`–`max`, or not a day, is not passed on; leaving the field says what is expected.
 */
export function DateInput({ id, value, onChange, min, max, required, ...rest }: DateInputProps) {
  const preference = useDatePreference();
  const [text, setText] = useState(() => formatDay(value, preference));
  const [shown, setShown] = useState({ value, format: preference.date });
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (Reset, a pasted link, the calendar) or a new format: show it as the person reads it.
  if (shown.value !== value || shown.format !== preference.date) {
    setShown({ value, format: preference.date });
    setText(formatDay(value, preference));
    setInvalid(false);
  }
  const inRange = (day: string) => (!min || day >= min) && (!max || day <= max);
  const typed = (next: string) => {
    setText(next);
    if (!next.trim()) {
      setShown({ value: '', format: preference.date });
      setInvalid(false);
      onChange('');
      return;
    }
    const day = parseDay(next, preference.date);
    if (day && inRange(day)) {
      // Kept as typed while the person types; shown in their format once they leave the field.
      setShown({ value: day, format: preference.date });
      setInvalid(false);
      onChange(day);
    }
  };
  const left = () => {
    const day = text.trim() ? parseDay(text, preference.date) : '';
    if (day === '' || (day && inRange(day))) setText(formatDay(day, preference));
    else setInvalid(true);
  };
  const hint = dayHint(preference.date);
  const describedBy = [rest['aria-describedby'], invalid ? `${id}-problem` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <Group attached w="full">
        <Input id={id} value={text} placeholder={hint === preference.date ? hint : `e.g. ${hint}`} required={required} autoComplete="off" inputMode="text" aria-invalid={invalid || undefined}
          aria-describedby={describedBy} onChange={(e) => typed(e.target.value)} onBlur={left} />
        <IconButton type="button" variant="outline" aria-label="Choose a day on a calendar"
          onClick={() => { try { picker.current?.showPicker(); } catch { picker.current?.focus(); } }}>
          <CalendarIcon />
        </IconButton>
      </Group>
      {/* The browser's calendar, never shown as a field: only its calendar opens, the day it gives goes above. */}
      <input ref={picker} type="date" tabIndex={-1} aria-hidden="true" value={value} min={min} max={max}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => onChange(e.target.value)} />
      {invalid && (
        <Box id={`${id}-problem`} color="fg.error" textStyle="sm" mt="1">
          {`Enter a day like ${hint}${min || max ? `, ${[min && `from ${formatDay(min, preference)}`, max && `until ${formatDay(max, preference)}`].filter(Boolean).join(' ')}` : ''}.`}
        </Box>
      )}
    </Box>
  );
}
