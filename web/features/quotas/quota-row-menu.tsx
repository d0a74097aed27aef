import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';

/** The row menu of a quota: Edit and Delete. */
export function QuotaRowMenu({ stateName, onEdit, onDelete, disabled }: { stateName: string; onEdit: () => void; onDelete: () => void; disabled?: boolean }) {
  return (
    <Menu.Root recipe={menuSlotRecipe} onSelect={(e) => (e.value === 'edit' ? onEdit() : onDelete())}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for ${stateName}`} disabled={disabled}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="5" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="19" r="2" fill="currentColor" />
          </svg>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit">Edit</Menu.Item>
            <Menu.Item value="delete" color="fg.error">
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
