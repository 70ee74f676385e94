import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** Closes the dialog without doing anything; its words are the calling screen's. */
  cancelLabel: string;
  /** The operation behind the confirm button is running: it shows so and cannot be pressed. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that cannot be undone from here (leave a team, remove a record). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              {/* The label stays while it runs: without it the button would have no name. */}
              <Button
                colorPalette="red"
                loading={pending}
                loadingText={confirmLabel}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
