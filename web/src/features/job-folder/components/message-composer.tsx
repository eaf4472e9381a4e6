import { maxTextLength, textMessages } from '@bayline/contracts';
import { useRef, useState } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Label,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Text,
  TextArea,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import * as fieldStyles from '../../../components/field.css.ts';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons.tsx';
import { insertIntoTextArea } from '../../../components/insert-at-caret.ts';
import * as counterStyles from '../../../components/message-field.css.ts';
import { PresetMessageDialog } from '../../../components/preset-message-dialog.tsx';
import * as selectStyles from '../../../components/select.css.ts';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { tMessage } from '../../../lib/messages.ts';
import { useAddMessagingPreset } from '../api/add-messaging-preset.ts';
import { useFillPresetTags } from '../api/fill-preset-tags.ts';
import { useMessagingPresets } from '../api/get-messaging-presets.ts';
import { useSendText } from '../api/send-text.ts';
import { canSendText, type MessagingRights, textLimitError } from '../messaging.ts';
import * as styles from './messaging.css.ts';

export interface MessageComposerProps {
  jobAdminId: string;
  /** The customer's cell phone, as the job holds it. */
  cell: string;
  rights: MessagingRights;
  /** After the text was queued (the Send Text dialog closes). */
  onSent?: () => void;
  autoFocus?: boolean;
}

/**
 * The text to the customer (spec 1 "Send Text dialog and message composer"): the text with its counter 'n/1500',
 * the preset picker (its tags filled with the job's values where the caret is), Add Preset Message, and Send.
 */
export function MessageComposer({ jobAdminId, cell, rights, onSent, autoFocus }: MessageComposerProps) {
  const { t } = useTranslation('jobs');
  const showSnackbar = useSnackbar();
  const [text, setText] = useState('');
  const [addingPreset, setAddingPreset] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const presets = useMessagingPresets();
  const fillTags = useFillPresetTags();
  const sendText = useSendText();
  const addPreset = useAddMessagingPreset();
  const active = (presets.data ?? []).filter((p) => p.isActive && !p.deletedAt);
  const canSend = canSendText({ text, jobAdminId, cell, canText: rights.send });
  const alert = (error: unknown) => showSnackbar(error instanceof Error ? error.message : String(error), 'alert');

  // The preset goes where the caret was; the text is never cut, so a text that grows past 1500 says by how much.
  const insertPreset = (messagingPresetId: string) => {
    const preset = active.find((p) => p.messagingPresetId === messagingPresetId);
    if (!preset) return;
    fillTags.mutate(
      { jobAdminId, message: preset.message },
      {
        onSuccess: (filled) => insertIntoTextArea(textArea.current, text, filled, Number.POSITIVE_INFINITY, setText),
        onError: alert,
      },
    );
  };

  const send = () =>
    sendText.mutate(
      { phoneNumber: cell, jobAdminId, message: text },
      {
        onSuccess: () => {
          setText('');
          showSnackbar(tMessage(textMessages.sent));
          onSent?.();
        },
        onError: alert,
      },
    );

  const error = textLimitError(text);
  return (
    <div className={styles.composer}>
      <AriaTextField
        className={fieldStyles.field}
        value={text}
        onChange={setText}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        isDisabled={!rights.send}
        autoFocus={autoFocus}
      >
        <Label className={fieldStyles.label}>{t('messaging.message')}</Label>
        <TextArea ref={textArea} className={fieldStyles.textArea} rows={3} />
        <div className={counterStyles.footer}>
          <FieldError className={fieldStyles.error}>{error}</FieldError>
          <Text slot="description" className={counterStyles.counter}>
            {text.length}/{maxTextLength}
          </Text>
        </div>
      </AriaTextField>
      <div className={styles.composerActions}>
        <MenuTrigger>
          <Button isDisabled={!rights.send || active.length === 0} isPending={fillTags.isPending}>
            {t('messaging.presets')} <ChevronDownIcon />
          </Button>
          <Popover className={selectStyles.popover} placement="top start">
            <Menu
              className={`${selectStyles.listBox} ${styles.presetMenu}`}
              aria-label={t('messaging.presets')}
              onAction={(key) => insertPreset(String(key))}
            >
              {active.map((preset) => (
                <MenuItem
                  key={preset.messagingPresetId}
                  id={preset.messagingPresetId}
                  className={selectStyles.option}
                  textValue={preset.title}
                >
                  <span className={styles.presetOption}>
                    {preset.title}
                    <span className={styles.presetText}>{preset.message}</span>
                  </span>
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
        {rights.showAddPreset && (
          <Button onPress={() => setAddingPreset(true)} isDisabled={!rights.addPreset}>
            <PlusIcon />
            {t('messaging.addPreset')}
          </Button>
        )}
        <div className={styles.send}>
          <Button variant="primary" onPress={send} isDisabled={!canSend} isPending={sendText.isPending}>
            {t('messaging.send')}
          </Button>
        </div>
      </div>
      {addingPreset && (
        <PresetMessageDialog
          onCancel={() => setAddingPreset(false)}
          onSubmit={(draft) => addPreset.mutate(draft, { onSuccess: () => setAddingPreset(false), onError: alert })}
        />
      )}
    </div>
  );
}
