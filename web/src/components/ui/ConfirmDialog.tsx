import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  /** More about the consequences, possibly loaded after the dialog opens (read out when it changes). */
  details?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
};

/**
 * A yes/no confirmation as an alertdialog: focus moves into it, Escape and Cancel close it,
 * and focus returns to the control that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  details,
  confirmLabel,
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
              {details !== undefined && (
                <Text mt={3} aria-live="polite">
                  {details}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t`Cancel`}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
