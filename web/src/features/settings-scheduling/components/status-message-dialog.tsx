import { statusMessageMax } from '@bayline/contracts';
import { useState } from 'react';
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
  const [message, setMessage] = useState(initial);
  const problem = statusMessageProblem(message);
  const canSubmit = !isReadOnly && !problem && statusMessageChanged(initial, message);

  return (
    <AppDialog title={`Status Message: ${departmentName}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <div className={stack}>
          <MessageField
            label="Status Message"
            value={message.statusMessage}
            onChange={(statusMessage) => setMessage({ ...message, statusMessage })}
            max={statusMessageMax}
            error={problem}
            isReadOnly={isReadOnly}
            autoFocus
          />
          <Switch
            label="Send SMS"
            isSelected={message.sendSmsUpdate}
            onChange={(sendSmsUpdate) => setMessage({ ...message, sendSmsUpdate })}
            isDisabled={isReadOnly}
          />
          <Switch
            label="Send Notification"
            isSelected={message.sendNotification}
            onChange={(sendNotification) => setMessage({ ...message, sendNotification })}
            isDisabled={isReadOnly}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>CANCEL</Button>
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(message)}>
          SUBMIT
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
