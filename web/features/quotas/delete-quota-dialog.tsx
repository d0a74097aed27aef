import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

export interface DeleteQuotaDialogProps {
  /** the state whose quota would be deleted, or null when closed */
  stateName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete confirmation (spec §8): 'Are you sure you want to delete?' with 'Yes, Delete'. */
export function DeleteQuotaDialog({ stateName, deleting, onConfirm, onCancel }: DeleteQuotaDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={stateName !== null}
      onOpenChange={(e) => {
        if (!e.open && !deleting) onCancel();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete quota</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Are you sure you want to delete?</Dialog.Description>
              {stateName && <Dialog.Description mt="2" color="fg.muted">The monthly quota of {stateName} will be removed.</Dialog.Description>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting} loadingText="Deleting…">
                Yes, Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
