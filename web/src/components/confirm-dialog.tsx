import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { AppDialog, DialogBody, DialogFooter } from './dialog.tsx';

export interface ConfirmDialogProps {
  /** The question, word for word from the spec. */
  message: string;
  /** A heading over the question, when the spec gives the dialog one ('Confirm Delete'). */
  title?: string;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question; No has the focus first, and Escape answers no. */
export function ConfirmDialog({ message, title, isOpen, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      title={title ?? message}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="sm"
      role="alertdialog"
    >
      {title && <DialogBody>{message}</DialogBody>}
      <DialogFooter>
        <Button onPress={onCancel} autoFocus>
          {t('no')}
        </Button>
        <Button variant="primary" onPress={onConfirm}>
          {t('yes')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
