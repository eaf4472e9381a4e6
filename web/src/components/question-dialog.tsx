import { Button } from './button.tsx';
import { AppDialog, DialogFooter } from './dialog.tsx';

export interface QuestionAnswer {
  label: string;
  onPress: () => void;
  variant?: 'primary' | 'secondary';
  /** The answer that has the focus first. */
  autoFocus?: boolean;
}

export interface QuestionDialogProps {
  /** The question, word for word from the spec. */
  message: string;
  isOpen: boolean;
  answers: readonly QuestionAnswer[];
  /** Escape: the answer that changes nothing. */
  onDismiss: () => void;
  isPending?: boolean;
}

/** A question with more answers than yes and no (the unsaved-work prompt: YES / NO / CANCEL). */
export function QuestionDialog({ message, isOpen, answers, onDismiss, isPending }: QuestionDialogProps) {
  return (
    <AppDialog
      title={message}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      size="sm"
      role="alertdialog"
    >
      <DialogFooter>
        {answers.map((answer) => (
          <Button
            key={answer.label}
            variant={answer.variant ?? 'secondary'}
            onPress={answer.onPress}
            autoFocus={answer.autoFocus}
            isDisabled={isPending}
          >
            {answer.label}
          </Button>
        ))}
      </DialogFooter>
    </AppDialog>
  );
}
