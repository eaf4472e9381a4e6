import { useTranslation } from 'react-i18next';
import { QuestionDialog } from '../../../components/question-dialog.tsx';
import { UnsavedWorkPrompt } from '../../../components/unsaved-work-prompt.tsx';
import type { SaveOutcome } from '../use-folder-editor.ts';
import type { LeaveFolder } from '../use-leave-folder.ts';

interface LeaveQuestionsProps {
  leaving: LeaveFolder;
  isSaving: boolean;
  /** Saves the folder; leaving goes on when saved. */
  save: () => Promise<SaveOutcome>;
}

/** Save before leaving? and Mark the replies read? (useLeaveFolder says when each is asked). */
export function LeaveQuestions({ leaving: exit, isSaving, save }: LeaveQuestionsProps) {
  const { t } = useTranslation(['jobs', 'common']);
  const { leaving, askingRead } = exit;
  return (
    <>
      <UnsavedWorkPrompt
        isOpen={leaving !== null}
        isPending={isSaving}
        onCancel={exit.stay}
        onNo={() => {
          exit.stay();
          leaving?.();
        }}
        onYes={async () => {
          const outcome = await save();
          exit.stay();
          if (outcome === 'saved') leaving?.();
        }}
      />
      <QuestionDialog
        message={t('messaging.markRead')}
        isOpen={askingRead !== null}
        isPending={exit.isMarkingRead}
        onDismiss={exit.stopAskingRead}
        answers={[
          {
            label: t('common:yes'),
            variant: 'primary',
            autoFocus: true,
            onPress: () => askingRead && exit.markReadThen(askingRead),
          },
          {
            label: t('common:no'),
            onPress: () => {
              askingRead?.();
              exit.stopAskingRead();
            },
          },
          { label: t('common:cancel'), onPress: exit.stopAskingRead },
        ]}
      />
    </>
  );
}
