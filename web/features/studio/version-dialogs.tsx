import { Box, Field, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FlowVersion } from '#schemas/generated/flow-studio-api.ts';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { studioApi, studioKeys } from './studio-api.ts';
import { useVersionDiff, VersionReview } from './version-review.tsx';

export type VersionAction = 'retire' | 'rollback' | 'discard';

const texts: Record<VersionAction, { title: (v: number) => string; submit: string; busy: string; done: (v: FlowVersion, result?: FlowVersion) => string }> = {
  retire: { title: (v) => `Retire version ${v}?`, submit: 'Retire', busy: 'Retiring…', done: (v) => `Version ${v.version} is retired.` },
  rollback: {
    title: (v) => `Roll back to version ${v}?`, submit: 'Roll back', busy: 'Rolling back…',
    done: (v, r) => `Version ${v.version} is live again, as version ${r?.version ?? ''}.`,
  },
  discard: { title: (v) => `Discard draft ${v}?`, submit: 'Discard', busy: 'Discarding…', done: (v) => `Draft ${v.version} is discarded.` },
};

/**
 * Retiring an old version, rolling back to one, or discarding a draft: each asks first and says what it does; a
 * rollback shows the same review of what changes as publishing (`live`: the version it replaces).
 */
export function VersionActionDialog({ action, version, live = null, onClose, onDone }: {
  action: VersionAction | null; version: FlowVersion; live?: number | null; onClose: () => void; onDone?: () => void;
}) {
  const client = useQueryClient();
  const diff = useVersionDiff(version.flowId, live, version.version, action === 'rollback');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!action) return null;
  const t = texts[action];
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      let result: FlowVersion | undefined;
      if (action === 'retire') result = await studioApi.retire(version.flowId, version.version);
      if (action === 'rollback') result = await studioApi.rollback(version.flowId, version.version, notes.trim());
      if (action === 'discard') await studioApi.discard(version.flowId, version.version);
      await client.invalidateQueries({ queryKey: studioKeys.all });
      toastSuccess(t.done(version, result));
      onClose();
      onDone?.();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'It could not be done. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      open
      title={t.title(version.version)}
      onClose={onClose}
      submitLabel={t.submit}
      submittingLabel={t.busy}
      submitting={busy}
      onSubmit={() => void run()}
      failure={failure}
      confirmation
      destructive={action !== 'rollback'}
      size={action === 'rollback' ? 'lg' : undefined}
    >
      {action === 'retire' && (
        <Text>{`Version ${version.version} will no longer be offered. Requests already started on it (${version.runsInProgress}) still finish on it.`}</Text>
      )}
      {action === 'discard' && <Text>{`Every change made in draft ${version.version} will be lost.`}</Text>}
      {action === 'rollback' && (
        <>
          <Text mb="3">
            {`The content of version ${version.version} is published again as a new version, and new requests use it at once. Requests in progress finish on the version they started on. The history keeps every version.`}
          </Text>
          <Box mb="4"><VersionReview diff={diff} live={live} /></Box>
          <Field.Root>
            <Field.Label>Notes for the version history (optional)</Field.Label>
            <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} maxLength={2000} />
          </Field.Root>
        </>
      )}
    </ModalDialog>
  );
}
