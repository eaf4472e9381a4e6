import { useRef, useState } from 'react';
import {
  TextField as AriaTextField,
  Label,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  TextArea,
} from 'react-aria-components';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import * as fieldStyles from '../../../components/field.css.ts';
import * as styles from '../scheduling.css.ts';
import {
  insertAtCaret,
  messageTags,
  type StatusMessage,
  statusMessageChanged,
  statusMessageMax,
  statusMessageProblem,
  truncateStatusMessage,
} from '../status-message.ts';

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
  const textArea = useRef<HTMLTextAreaElement>(null);
  // Where the caret was when the text area lost the focus to the Insert Tag menu.
  const caret = useRef({ start: initial.statusMessage.length, end: initial.statusMessage.length });
  const problem = statusMessageProblem(message);
  const canSubmit = !isReadOnly && !problem && statusMessageChanged(initial, message);

  const rememberCaret = () => {
    const el = textArea.current;
    if (el) caret.current = { start: el.selectionStart, end: el.selectionEnd };
  };

  const insertTag = (tag: string) => {
    const next = insertAtCaret(message.statusMessage, tag, caret.current.start, caret.current.end);
    setMessage({ ...message, statusMessage: next.text });
    caret.current = { start: next.caret, end: next.caret };
    requestAnimationFrame(() => {
      textArea.current?.focus();
      textArea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <AppDialog title={`Status Message: ${departmentName}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <div className={styles.stack}>
          <AriaTextField
            className={fieldStyles.field}
            value={message.statusMessage}
            onChange={(text) => setMessage({ ...message, statusMessage: truncateStatusMessage(text) })}
            isInvalid={Boolean(problem)}
            validationBehavior="aria"
            isReadOnly={isReadOnly}
            autoFocus
          >
            <Label className={fieldStyles.label}>Status Message</Label>
            <TextArea
              ref={textArea}
              className={fieldStyles.textArea}
              rows={6}
              onSelect={rememberCaret}
              onKeyUp={rememberCaret}
              onBlur={rememberCaret}
            />
          </AriaTextField>
          <div className={styles.toolbar}>
            <MenuTrigger>
              <Button isDisabled={isReadOnly}>Insert Tag</Button>
              <Popover placement="bottom start">
                <Menu className={styles.menu} onAction={(key) => insertTag(String(key))}>
                  {messageTags.map(({ tag, label }) => (
                    <MenuItem key={tag} id={tag} className={styles.menuItem} textValue={label}>
                      {label} {tag}
                    </MenuItem>
                  ))}
                </Menu>
              </Popover>
            </MenuTrigger>
            <span className={styles.counter} aria-live="polite">
              {message.statusMessage.length}/{statusMessageMax}
            </span>
          </div>
          <Checkbox
            label="Send SMS"
            isSelected={message.sendSmsUpdate}
            onChange={(sendSmsUpdate) => setMessage({ ...message, sendSmsUpdate })}
            isDisabled={isReadOnly}
          />
          <Checkbox
            label="Send Notification"
            isSelected={message.sendNotification}
            onChange={(sendNotification) => setMessage({ ...message, sendNotification })}
            isDisabled={isReadOnly}
          />
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
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
