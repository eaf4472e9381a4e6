import { statusMessageMax } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { MessageField } from '../../../components/message-field.tsx';
import { Switch } from '../../../components/switch.tsx';
import { stack } from '../../../styles/shared.css.ts';
import { type StatusMessage, statusMessageChanged, statusMessageProblem } from '../status-message.ts';

interface StatusMessageDialogProps {
  departmentName: string;
  initial: StatusMessage;
  isReadOnly: boolean;
  onSubmit: (message: StatusMessage) => void;
  onClose: () => void;
}

/** A department's status message: the text (tags inserted at the caret), and whether it is texted or notified. */
export function StatusMessageDialog({
  departmentName,
  initial,
  isReadOnly,
  onSubmit,
  onClose,
}: StatusMessageDialogProps) {
  const { t } = useTranslation('settings');
  const [message, setMessage] = useState(initial);
  const problem = statusMessageProblem(message);
  const canSubmit = !isReadOnly && !problem && statusMessageChanged(initial, message);

  return (
    <AppDialog
      title={t('departments.statusMessageTitle', { name: departmentName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogBody>
        <div className={stack}>
          <MessageField
            label={t('departments.statusMessage')}
            value={message.statusMessage}
            onChange={(statusMessage) => setMessage({ ...message, statusMessage })}
            max={statusMessageMax}
            error={problem}
            isReadOnly={isReadOnly}
            autoFocus
          />
          <Switch
            label={t('departments.sendSms')}
            isSelected={message.sendSmsUpdate}
            onChange={(sendSmsUpdate) => setMessage({ ...message, sendSmsUpdate })}
            isDisabled={isReadOnly}
          />
          <Switch
            label={t('departments.sendNotification')}
            isSelected={message.sendNotification}
            onChange={(sendNotification) => setMessage({ ...message, sendNotification })}
            isDisabled={isReadOnly}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('common.cancelCaps')}</Button>
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(message)}>
          {t('common.submitCaps')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
