import { QuestionDialog } from './question-dialog.tsx';

/** The question of spec 3 section 2.13; settings screens ask it in spec 2's words. */
export const unsavedWorkMessage = 'You have unsaved work. Do you want to Save?';

export interface UnsavedWorkPromptProps {
  isOpen: boolean;
  /** The question, word for word from the spec of the screen asking it. */
  message?: string;
  /** YES: save, then go on if the save worked. */
  onYes: () => void;
  /** NO: go on without saving. */
  onNo: () => void;
  /** CANCEL (and Escape): stay, nothing changes. */
  onCancel: () => void;
  /** While the save runs, no answer can be given twice. */
  isPending?: boolean;
}

/** Asks before unsaved work is lost: YES / NO / CANCEL, CANCEL focused as the answer that loses nothing. */
export function UnsavedWorkPrompt({
  isOpen,
  message = unsavedWorkMessage,
  onYes,
  onNo,
  onCancel,
  isPending,
}: UnsavedWorkPromptProps) {
  return (
    <QuestionDialog
      message={message}
      isOpen={isOpen}
      isPending={isPending}
      onDismiss={onCancel}
      answers={[
        { label: 'YES', variant: 'primary', onPress: onYes },
        { label: 'NO', onPress: onNo },
        { label: 'CANCEL', onPress: onCancel, autoFocus: true },
      ]}
    />
  );
}
