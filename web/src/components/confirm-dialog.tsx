import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { AppDialog, DialogFooter } from './dialog.tsx';

export interface ConfirmDialogProps {
  /** The question, word for word from the spec. */
  message: string;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question; No has the focus first, and Escape answers no. */
export function ConfirmDialog({ message, isOpen, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      title={message}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="sm"
      role="alertdialog"
    >
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
