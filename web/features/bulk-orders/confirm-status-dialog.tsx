import { Dialog } from '@chakra-ui/react';
import type { BulkOrderStatus } from '#schemas/generated/bulk-order-status.ts';
import { ModalDialog } from '#web/components/modal-dialog.tsx';

/** What the confirmation of a final status says, per status (the only final ones: rejected, fully shipped). */
const TEXTS: Partial<Record<BulkOrderStatus, { title: string; body: string; confirm: string }>> = {
  rejected: {
    title: 'Reject this order?',
    body: 'The customer will see the order as rejected, with your reason. A rejected order cannot be reopened.',
    confirm: 'Yes, Reject',
  },
  'fully shipped': {
    title: 'Mark this order fully shipped?',
    body: 'A fully shipped order is final: its status and details can no longer change.',
    confirm: 'Yes, Mark Fully Shipped',
  },
};

export interface ConfirmStatusDialogProps {
  /** the final status about to be set, or null when closed */
  status: BulkOrderStatus | null;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a status change that cannot be undone (decision 014). */
export function ConfirmStatusDialog({ status, saving, onConfirm, onCancel }: ConfirmStatusDialogProps) {
  const text = status ? (TEXTS[status] ?? { title: `Set this order to ${status}?`, body: 'This cannot be undone.', confirm: 'Yes, Continue' }) : null;
  return (
    <ModalDialog open={status !== null} title={text?.title ?? ''} onClose={onCancel} confirmation destructive={status === 'rejected'}
      submitLabel={text?.confirm ?? ''} onSubmit={onConfirm} submitting={saving} submittingLabel="Saving…">
      <Dialog.Description>{text?.body}</Dialog.Description>
    </ModalDialog>
  );
}
