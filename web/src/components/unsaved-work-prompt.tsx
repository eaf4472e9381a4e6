import { useTranslation } from 'react-i18next';
import { QuestionDialog } from './question-dialog.tsx';

export interface UnsavedWorkPromptProps {
  isOpen: boolean;
  /** The question, word for word from the spec of the screen asking it; spec 3 section 2.13's by default. */
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
export function UnsavedWorkPrompt({ isOpen, message, onYes, onNo, onCancel, isPending }: UnsavedWorkPromptProps) {
  const { t } = useTranslation();
  return (
    <QuestionDialog
      message={message ?? t('unsavedWork.message')}
      isOpen={isOpen}
      isPending={isPending}
      onDismiss={onCancel}
      answers={[
        { label: t('unsavedWork.yes'), variant: 'primary', onPress: onYes },
        { label: t('unsavedWork.no'), onPress: onNo },
        { label: t('unsavedWork.cancel'), onPress: onCancel, autoFocus: true },
      ]}
    />
  );
}
