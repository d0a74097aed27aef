import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import type { Factor } from '#schemas/generated/second-factors-api.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a confirmed action; its failure stays in the dialog (the server's words, such as the last factor's refusal). */
function useConfirmed(open: boolean): [boolean, string | null, (run: () => Promise<void>) => Promise<void>] {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);
  return [submitting, failure, async (run) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }];
}

export function RemoveFactorDialog({ factor, onClose, onConfirm }: { factor: Factor | null; onClose: () => void; onConfirm: (factor: Factor) => Promise<void> }) {
  const [submitting, failure, run] = useConfirmed(factor !== null);
  return (
    <ModalDialog open={factor !== null} title="Remove a second factor" onClose={onClose} submitLabel="Remove" destructive
      submitting={submitting} failure={failure} onSubmit={() => factor && void run(() => onConfirm(factor))}>
      <Text>Remove {factor?.name}? You will no longer be able to sign in with it.</Text>
    </ModalDialog>
  );
}

export function NewCodesDialog({ open, left, onClose, onConfirm, finalFocus }: {
  open: boolean; left: number; onClose: () => void; onConfirm: () => Promise<void>; finalFocus?: () => HTMLElement | null;
}) {
  const [submitting, failure, run] = useConfirmed(open);
  return (
    <ModalDialog open={open} finalFocus={finalFocus} title="Make new recovery codes" onClose={onClose} submitLabel="Make new codes" confirmation
      submitting={submitting} failure={failure} onSubmit={() => void run(onConfirm)}>
      <Text>
        You get ten new codes to save. {left === 1 ? 'The code you have left stops' : left > 0 ? `The ${left} codes you have left stop` : 'Your old codes stop'} working
        at once.
      </Text>
    </ModalDialog>
  );
}
