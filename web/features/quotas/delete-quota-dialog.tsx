import { Dialog } from '@chakra-ui/react';
import { ModalDialog } from '#web/components/modal-dialog.tsx';

export interface DeleteQuotaDialogProps {
  /** the state whose quota would be deleted, or null when closed */
  stateName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete confirmation (docs/product.md#the-staff-pages-frame): 'Are you sure you want to delete?' with 'Yes, Delete'. */
export function DeleteQuotaDialog({ stateName, deleting, onConfirm, onCancel }: DeleteQuotaDialogProps) {
  return (
    <ModalDialog
      open={stateName !== null}
      title="Delete quota"
      onClose={onCancel}
      submitLabel="Yes, Delete"
      submittingLabel="Deleting…"
      onSubmit={onConfirm}
      submitting={deleting}
      destructive
    >
      <Dialog.Description>Are you sure you want to delete?</Dialog.Description>
      {stateName && <Dialog.Description mt="2" color="fg.muted">The monthly quota of {stateName} will be removed.</Dialog.Description>}
    </ModalDialog>
  );
}
