import { Checkbox, Field, List, Stack, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { StaleTranslations } from './stale-translations.tsx';
import { placeOf } from './problem-place.ts';
import { studioApi, studioKeys } from './studio-api.ts';
import { useVersionDiff, VersionReview } from './version-review.tsx';

export interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  flowId: string;
  draft: FlowVersion;
  /** the live version the draft replaces, if the questionnaire has one */
  live: number | null;
  definition: unknown;
}

interface Refusal {
  message: string;
  lines: string[];
}

/**
 * Review and publish (superAdmin): what changes from the live version, breaking changes first with why, the runs
 * that will finish on the live version, the translations written for an old English text (decision 069), notes for the
 * history, and an explicit acceptance of breaking changes and of those translations. The server's refusal (problems,
 * breaking changes, stale translations) is shown here without losing the notes.
 */
export function PublishDialog({ open, onClose, flowId, draft, live, definition }: PublishDialogProps) {
  const client = useQueryClient();
  const [notes, setNotes] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [notesError, setNotesError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [publishing, setPublishing] = useState(false);
  const diff = useVersionDiff(flowId, live, draft.version, open);
  const breaking = diff.data?.breaking ?? 0;
  // The draft's check names its translations written for an old English text; publishing them is accepted apart.
  const check = useQuery({ queryKey: studioKeys.check(flowId, draft.version), queryFn: ({ signal }) => studioApi.check(flowId, draft.version, signal), enabled: open });
  const stale = check.data?.staleTranslations ?? [];
  const [acceptedStale, setAcceptedStale] = useState(false);

  const submit = async () => {
    if (!notes.trim()) {
      setNotesError('Say what changed and why: the notes are kept in the version history.');
      return;
    }
    setNotesError(null);
    if (breaking > 0 && !accepted) {
      setRefusal({ message: 'Read the breaking changes and tick the box to accept them.', lines: [] });
      return;
    }
    if (stale.length > 0 && !acceptedStale) {
      setRefusal({ message: 'Read the translations written for the old English texts and tick the box to publish them as they are.', lines: [] });
      return;
    }
    setPublishing(true);
    try {
      await studioApi.publish(flowId, draft.version, {
        notes: notes.trim(), ...(breaking > 0 ? { acceptBreaking: true } : {}), ...(stale.length > 0 ? { acceptStaleTranslations: true } : {}),
      });
      await client.invalidateQueries({ queryKey: studioKeys.all });
      toastSuccess(`Version ${draft.version} is live: new requests use it from now on.`);
      onClose();
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setRefusal({
        message: e?.message ?? 'The version could not be published. Please try again.',
        lines: [...(e?.problems ?? []).map((p) => `${placeOf(p.pointer, definition)}: ${p.message}`), ...(e?.reasons ?? [])],
      });
    } finally {
      setPublishing(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      title={`Review and publish version ${draft.version}`}
      onClose={onClose}
      submitLabel="Publish"
      submittingLabel="Publishing…"
      submitting={publishing}
      onSubmit={() => void submit()}
      failure={refusal?.message ?? null}
      size="lg"
    >
      <Stack gap="4">
        {refusal && refusal.lines.length > 0 && (
          <List.Root ps="5" gap="1" aria-label="Why it was not published">
            {refusal.lines.map((line, i) => <List.Item key={i}>{line}</List.Item>)}
          </List.Root>
        )}
        <StaleTranslations stale={stale} definition={definition} headingLevel="h3" />
        <VersionReview diff={diff} live={live} />
        <Field.Root required invalid={notesError !== null}>
          <Field.Label>
            Notes for the version history
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} maxLength={2000} />
          {notesError && <Field.ErrorText>{notesError}</Field.ErrorText>}
        </Field.Root>
        {breaking > 0 && (
          <Checkbox.Root checked={accepted} onCheckedChange={(e) => setAccepted(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{`I have read the ${breaking} breaking ${breaking === 1 ? 'change' : 'changes'} and accept them`}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {stale.length > 0 && (
          <Checkbox.Root checked={acceptedStale} onCheckedChange={(e) => setAcceptedStale(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {stale.length === 1
                ? 'I have read the translation written for the old English text: it still says the same'
                : `I have read the ${stale.length} translations written for the old English texts: they still say the same`}
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      </Stack>
    </ModalDialog>
  );
}
