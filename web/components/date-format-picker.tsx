import { HStack } from '@chakra-ui/react';
import { SelectField } from './form/select-field.tsx';
import { DATE_FORMATS, setDatePreference, useDatePreference, type DateFormat } from './date-format.ts';

const SAMPLE = new Date(2024, 11, 31, 15, 30);

/** Lets a person choose how dates and times read in every table; the choice is remembered on this device. */
export function DateFormatPicker() {
  const preference = useDatePreference();
  return (
    <HStack gap="3" align="end" flexWrap="wrap">
      <SelectField
        id="date-format"
        label="Date format"
        value={preference.date}
        placeholder="Default (YYYY-MM-DD)"
        options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
        onChange={(value) => setDatePreference({ ...preference, date: (value || 'YYYY-MM-DD') as DateFormat })}
      />
      <SelectField
        id="time-format"
        label="Time format"
        value={preference.time}
        placeholder="Default (24-hour)"
        options={[
          { value: '24h', label: `24-hour (${SAMPLE.getHours()}:30)` },
          { value: '12h', label: '12-hour (3:30 PM)' },
        ]}
        onChange={(value) => setDatePreference({ ...preference, time: value === '12h' ? '12h' : '24h' })}
      />
    </HStack>
  );
}
