import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TIME_FORMATS } from '#schemas/date-preference.ts';
import type { OwnDatePreference } from '#schemas/generated/user-api.ts';
import { formatSamples } from '#web/components/code-view.ts';
import { DATE_FORMATS, chosenDatePreference, formatDate, formatTime, setDatePreference, useDatePreference, type DateFormat, type TimeFormat } from '#web/components/date-format.ts';
import { RadioGroupField } from '#web/components/form/radio-group-field.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { ApiError, apiClient } from '#web/lib/api-client.ts';

// The last day of a year and an afternoon time: every format reads unambiguously with them.
const SAMPLE = new Date(2024, 11, 31, 15, 30);
const TIME_LABELS: Record<TimeFormat, string> = { '12h': `${formatTime(SAMPLE, '12h')} (12-hour clock)`, '24h': `${formatTime(SAMPLE, '24h')} (24-hour clock)` };

/**
 * "Date and time display", from the profile menu (decision 066): the one choice of how dates and times read on every
 * staff page, date field and spreadsheet, kept with the person's account. Until they choose, their browser's language
 * decides, and the dialog says so.
 */
export function DatePreferenceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useDatePreference();
  const [draft, setDraft] = useState(current);
  const [wasOpen, setWasOpen] = useState(open);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(current);
      setFailure(null);
    }
  }
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const kept = await apiClient.put<OwnDatePreference>('/user/date-preference', { datePreference: draft });
      setDatePreference(kept.datePreference);
      toastSuccess('Dates and times now read the way you chose, on every page.');
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Your choice could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <ModalDialog open={open} title="Date and time display" onClose={onClose} submitLabel="Save" onSubmit={() => void save()}
      submitting={saving} submittingLabel="Saving…" failure={failure}>
      <Stack gap="4">
        <Text>How dates and times read on every page, date field and spreadsheet you export. It is kept with your account.</Text>
        {chosenDatePreference() === null && (
          <Text color="fg.muted" textStyle="sm">You have not chosen yet: they follow your browser&apos;s language.</Text>
        )}
        <Box {...formatSamples}>
          <RadioGroupField id="date-preference-date" legend="Dates" value={draft.date}
            options={DATE_FORMATS.map((f) => ({ value: f, label: formatDate(SAMPLE, f) }))}
            onChange={(value) => setDraft((d) => ({ ...d, date: value as DateFormat }))} />
        </Box>
        <RadioGroupField id="date-preference-time" legend="Times" value={draft.time}
          options={TIME_FORMATS.map((f) => ({ value: f, label: TIME_LABELS[f] }))}
          onChange={(value) => setDraft((d) => ({ ...d, time: value as TimeFormat }))} />
        <Text textStyle="sm" aria-live="polite" {...formatSamples}>
          A time will read: <Text as="span" fontWeight="semibold">{`${formatDate(SAMPLE, draft.date)} ${formatTime(SAMPLE, draft.time)}`}</Text>
        </Text>
      </Stack>
    </ModalDialog>
  );
}
