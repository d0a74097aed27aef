import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { addPasskey } from './add-passkey.ts';
import type { FactorAdded } from '#schemas/generated/second-factors-api.ts';

export const DEFAULT_PASSKEY_NAME = 'Passkey';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (result: FactorAdded) => void;
  /** where focus goes once the dialog has closed (ModalDialog's `finalFocus`): the recovery codes the addition gave */
  finalFocus?: () => HTMLElement | null;
}

/** Adding a passkey (docs/product.md#second-factors): a name to know it by, then the browser's own prompt. */
export function PasskeyDialog({ open, onClose, onAdded, finalFocus }: Props) {
  const [name, setName] = useState(DEFAULT_PASSKEY_NAME);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(DEFAULT_PASSKEY_NAME);
    setFailure(null);
  }, [open]);

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      onAdded(await addPasskey(name.trim() || DEFAULT_PASSKEY_NAME));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ModalDialog open={open} finalFocus={finalFocus} title="Add a passkey" onClose={onClose} submitLabel="Create passkey" submittingLabel="Waiting for your passkey…"
      submitting={submitting} failure={failure} onSubmit={() => void submit()}>
      <Stack gap="4">
        <Text>
          Your browser will ask you to create a passkey: with this device's fingerprint, face or screen lock, with your phone, or with
          a security key.
        </Text>
        <TextField id="passkey-name" label="Name" hint="To tell your second factors apart, such as Work laptop." value={name}
          maxLength={60} onChange={setName} />
      </Stack>
    </ModalDialog>
  );
}
