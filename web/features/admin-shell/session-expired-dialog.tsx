import { Dialog, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ModalDialog } from '#web/components/modal-dialog.tsx';

export const COUNTDOWN_SECONDS = 30;
export const LOGOUT_DELAY_MS = 3_000;
export const REFRESH_FAILED = 'Sorry, your session could not be refreshed. Logging out now.';

export interface SessionExpiredDialogProps {
  open: boolean;
  /** resolves false when the session could not be renewed */
  onStay: () => Promise<boolean>;
  onSignOut: () => void;
}

/**
 * The session-expired dialog (docs/product.md#signing-in-and-sessions): a 30-second countdown, 'Stay Logged In' and 'Sign Out'. It cannot be
 * dismissed with Escape or a click on the backdrop: the person must choose, or be logged out at zero.
 */
export function SessionExpiredDialog({ open, onStay, onSignOut }: SessionExpiredDialogProps) {
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSeconds(COUNTDOWN_SECONDS);
    setFailed(false);
    const timer = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [open]);

  useEffect(() => {
    if (open && seconds === 0 && !failed) onSignOut();
  }, [open, seconds, failed, onSignOut]);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(onSignOut, LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [failed, onSignOut]);

  async function stay() {
    setBusy(true);
    const ok = await onStay();
    setBusy(false);
    if (!ok) setFailed(true);
  }

  return (
    <ModalDialog
      open={open}
      title="Session expired"
      dismissible={false}
      onClose={onSignOut}
      cancelLabel="Sign Out"
      submitLabel="Stay Logged In"
      onSubmit={() => void stay()}
      submitting={busy}
      disabled={failed}
      size="sm"
    >
      {failed ? (
        <Text role="alert">{REFRESH_FAILED}</Text>
      ) : (
        // Read once when the dialog opens (its description), not every second.
        <Dialog.Description>{`Your session has expired. Logging out in ${seconds} seconds.`}</Dialog.Description>
      )}
    </ModalDialog>
  );
}
