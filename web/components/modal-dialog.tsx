import { Alert, Button, CloseButton, Dialog, Portal, chakra } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Cancel, the close button, Escape and a click on the backdrop (the last three only when dismissible) */
  onClose: () => void;
  children: ReactNode;
  /** the confirming button; the body is a form that this button submits */
  submitLabel: string;
  onSubmit: () => void;
  submitting?: boolean;
  submittingLabel?: string;
  /** a question that needs an answer: role alertdialog, focus starts on Cancel */
  confirmation?: boolean;
  /** a confirmation whose confirming button is red */
  destructive?: boolean;
  /** why the last submit failed, shown as an alert above the body */
  failure?: string | null;
  /** false: no Escape, no backdrop click, no close button; the person must use a button (the session dialog of docs/product.md#signing-in-and-sessions) */
  dismissible?: boolean;
  cancelLabel?: string;
  /** both buttons disabled (a final message is shown) */
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Where focus goes when the dialog closes, when what the dialog did put something new on the page that should have
   * it (the recovery codes after a factor is added); null or left out: the control that opened the dialog.
   */
  finalFocus?: () => HTMLElement | null;
}

/**
 * Where focus goes back when the dialog closes: the control that opened it. A dialog opened from a menu item
 * returns to the menu's button (the item itself is gone by then).
 */
function returnTargetOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  if (menu?.id) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"], [data-controls="${CSS.escape(menu.id)}"]`);
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * The one dialog frame of the app: a modal over a backdrop, focus trapped inside and returned to the opener,
 * a title, a body (with the failure of the last submit above it), Cancel and the confirming button. While it is
 * submitting it cannot be dismissed.
 */
export function ModalDialog(props: ModalDialogProps) {
  const { open, title, onClose, children, submitLabel, onSubmit, submitting, destructive, disabled, failure } = props;
  const dismissible = props.dismissible ?? true;
  const confirmation = destructive || props.confirmation;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { t } = useT();
  // The opener is read when the dialog opens (during that render, before focus moves into the dialog).
  const [opener, setOpener] = useState(() => (open ? returnTargetOf(document.activeElement) : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(returnTargetOf(document.activeElement));
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !submitting) onClose();
      }}
      placement="center"
      // A long form scrolls inside the dialog, which itself always fits the viewport (phones included).
      scrollBehavior="inside"
      size={props.size ?? 'md'}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      role={confirmation || !dismissible ? 'alertdialog' : 'dialog'}
      finalFocusEl={() => props.finalFocus?.() ?? (opener?.isConnected ? opener : null)}
      // A confirmation starts on its safe answer.
      initialFocusEl={confirmation ? () => cancelRef.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        {/* On a phone the dialog keeps a margin, so it reads as a layer over the page rather than a page. */}
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form
              display="flex"
              flexDirection="column"
              minH="0"
              flex="1"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {failure && (
                  <Alert.Root status="error" role="alert" mb="3">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={cancelRef} variant="outline" onClick={onClose} type="button" disabled={submitting || disabled}>
                  {props.cancelLabel ?? t('common.cancel')}
                </Button>
                <Button type="submit" loading={submitting} loadingText={props.submittingLabel} disabled={disabled} colorPalette={destructive ? 'red' : undefined}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            {dismissible && (
              <Dialog.CloseTrigger asChild disabled={submitting}>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
