import { QuestionDialog } from '../../components/question-dialog.tsx';

/** CANCEL with unsaved changes (spec 3 sections 2.5, 2.6 and 2.13): YES saves, NO leaves them, CANCEL stays. */
export function UnsavedQuestion({
  isOpen,
  onSave,
  onDiscard,
  onStay,
}: {
  isOpen: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}) {
  return (
    <QuestionDialog
      message="You have unsaved work. Do you want to Save?"
      isOpen={isOpen}
      onDismiss={onStay}
      answers={[
        { label: 'YES', onPress: onSave, variant: 'primary', autoFocus: true },
        { label: 'NO', onPress: onDiscard },
        { label: 'CANCEL', onPress: onStay },
      ]}
    />
  );
}
