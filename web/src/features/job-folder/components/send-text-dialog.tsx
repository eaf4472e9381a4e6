import { isClosed } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import type { MessagingRights } from '../messaging.ts';
import { MessageComposer } from './message-composer.tsx';

interface SendTextDialogProps {
  job: { jobAdminId: string; clientCellular: string; roState: number };
  rights: MessagingRights;
  onClose: () => void;
}

/** 'Send Text': the composer alone, for a user who texts without the Messaging tab (no messaging write). */
export function SendTextDialog({ job, rights, onClose }: SendTextDialogProps) {
  const { t } = useTranslation('jobs');
  return (
    <AppDialog title={t('messaging.sendText')} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <MessageComposer
          jobAdminId={job.jobAdminId}
          cell={job.clientCellular}
          rights={rights}
          closed={isClosed(job.roState)}
          onSent={onClose}
          autoFocus
        />
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('close')}</Button>
      </DialogFooter>
    </AppDialog>
  );
}
