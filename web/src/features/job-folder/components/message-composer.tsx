import { type Media, maxTextLength, textMessages } from '@bayline/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/button.tsx';
import * as fieldStyles from '../../../components/field.css.ts';
import { ChevronDownIcon, CloseIcon, PlusIcon } from '../../../components/icons.tsx';
import { insertIntoTextArea } from '../../../components/insert-at-caret.ts';
import { AddFilesDialog } from '../../../components/media/add-files-dialog.tsx';
import { AddMediaMenu } from '../../../components/media/add-media-menu.tsx';
import { CaptureMediaDialog } from '../../../components/media/capture-media-dialog.tsx';
import { CountedTextField } from '../../../components/message-field.tsx';
import { PresetMessageDialog } from '../../../components/preset-message-dialog.tsx';
import { Progress } from '../../../components/progress.tsx';
import * as selectStyles from '../../../components/select.css.ts';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { tMessage } from '../../../lib/messages.ts';
import { useAddMessagingPreset } from '../api/add-messaging-preset.ts';
import { useFillPresetTags } from '../api/fill-preset-tags.ts';
import { useMessagingPresets } from '../api/get-messaging-presets.ts';
import { useSendText } from '../api/send-text.ts';
import { useSendTextWithFiles } from '../api/send-text-with-files.ts';
import { attachmentsError, canSendText, type MessagingRights, type TextDraft, textLimitError } from '../messaging.ts';
import { JobFolderMediaDialog } from './media/job-folder-media-dialog.tsx';
import * as styles from './messaging.css.ts';

export interface MessageComposerProps {
  jobAdminId: string;
  /** The customer's cell phone, as the job holds it. */
  cell: string;
  rights: MessagingRights;
  /** A void or archived job takes no new files (they would become its media). */
  closed?: boolean;
  /** After the text was queued (the Send Text dialog closes). */
  onSent?: () => void;
  autoFocus?: boolean;
  /** A text to start from (the offer to text a late job's new day): its tags are filled as a preset's are. */
  draft?: TextDraft;
}

type Picking = 'folder' | 'camera' | 'device' | null;

/**
 * The text to the customer (spec 1 "Send Text dialog and message composer"): the text with its counter 'n/1500',
 * its attachments (the job's media, or files from the device or the camera, which become the job's media), the
 * preset picker (its tags filled with the job's values where the caret is), Add Preset Message, and Send.
 */
export function MessageComposer({ jobAdminId, cell, rights, closed, onSent, autoFocus, draft }: MessageComposerProps) {
  const { t } = useTranslation('jobs');
  const showSnackbar = useSnackbar();
  const [text, setText] = useState('');
  const [addingPreset, setAddingPreset] = useState(false);
  const [attached, setAttached] = useState<Media[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [picking, setPicking] = useState<Picking>(null);
  const [sentShare, setSentShare] = useState(0);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const presets = useMessagingPresets();
  const fillTags = useFillPresetTags();
  const sendText = useSendText();
  const sendWithFiles = useSendTextWithFiles();
  const sending = sendText.isPending || sendWithFiles.isPending;
  const attachments = attached.length + files.length;
  const addPreset = useAddMessagingPreset();
  const active = (presets.data ?? []).filter((p) => p.isActive && !p.deletedAt);
  const canSend = canSendText({ text, jobAdminId, cell, canText: rights.send, attachments });
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

  // An offered text replaces what is written once, as it is offered, filled with the job's values (its new day).
  const filledDraft = useRef<TextDraft | undefined>(undefined);
  useEffect(() => {
    if (!draft || filledDraft.current === draft) return;
    filledDraft.current = draft;
    fillTags.mutate({ jobAdminId, message: draft.message }, { onSuccess: setText, onError: alert });
  });

  const sent = {
    onSuccess: () => {
      setText('');
      setAttached([]);
      setFiles([]);
      showSnackbar(tMessage(textMessages.sent));
      onSent?.();
    },
    onError: alert,
  };
  // New files go with the text in one request; the job's media alone are named in a plain text.
  const send = () => {
    const fields = { phoneNumber: cell, jobAdminId, message: text };
    if (files.length === 0)
      sendText.mutate({ ...fields, attachments: attached.map((m) => ({ mediaId: m.mediaId, url: m.fileUri })) }, sent);
    else {
      setSentShare(0);
      sendWithFiles.mutate(
        { ...fields, mediaIds: attached.map((m) => m.mediaId), files, onProgress: setSentShare },
        sent,
      );
    }
  };
  const addFiles = (added: readonly File[]) => {
    setPicking(null);
    setFiles((current) => [...current, ...added]);
  };
  const canAttachFiles = rights.attachFiles && !closed;
  // The job's media, then the new files (two chosen files may share a name: they are told apart by place).
  const chips = [
    ...attached.map((item) => ({
      key: item.mediaId,
      name: item.fileName,
      remove: () => setAttached((current) => current.filter((m) => m !== item)),
    })),
    ...files.map((file, index) => ({
      key: `file-${index}`,
      name: file.name,
      remove: () => setFiles((current) => current.filter((f) => f !== file)),
    })),
  ];

  const error = textLimitError(text);
  return (
    <div className={styles.composer}>
      <CountedTextField
        label={t('messaging.message')}
        value={text}
        onChange={setText}
        limit={maxTextLength}
        rows={3}
        error={error}
        isDisabled={!rights.send}
        autoFocus={autoFocus}
        textAreaRef={textArea}
      />
      {attachments > 0 && (
        <ul className={styles.attachments} aria-label={t('messaging.attachments')}>
          {chips.map((chip) => (
            <li key={chip.key} className={styles.attachment}>
              <span className={styles.attachmentName}>{chip.name}</span>
              <IconButton
                label={t('messaging.removeAttachment', { name: chip.name })}
                onPress={chip.remove}
                isDisabled={sending}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {attachmentsError(attachments) && (
        <p className={fieldStyles.error} role="alert">
          {attachmentsError(attachments)}
        </p>
      )}
      {sendWithFiles.isPending && <Progress label={t('media.uploading')} value={sentShare} />}
      <div className={styles.composerActions}>
        <AddMediaMenu
          onFolder={rights.attachFromFolder ? () => setPicking('folder') : undefined}
          onCamera={canAttachFiles ? () => setPicking('camera') : undefined}
          onDevice={canAttachFiles ? () => setPicking('device') : undefined}
          isDisabled={!rights.send || sending}
        />
        <Menu
          trigger={
            <Button isDisabled={!rights.send || active.length === 0} isPending={fillTags.isPending}>
              {t('messaging.presets')} <ChevronDownIcon />
            </Button>
          }
          placement="top start"
          className={`${selectStyles.listBox} ${styles.presetMenu}`}
          aria-label={t('messaging.presets')}
          onAction={(key) => insertPreset(String(key))}
        >
          {active.map((preset) => (
            <MenuItem key={preset.messagingPresetId} id={preset.messagingPresetId} textValue={preset.title}>
              <span className={styles.presetOption}>
                {preset.title}
                <span className={styles.presetText}>{preset.message}</span>
              </span>
            </MenuItem>
          ))}
        </Menu>
        {rights.showAddPreset && (
          <Button onPress={() => setAddingPreset(true)} isDisabled={!rights.addPreset}>
            <PlusIcon />
            {t('messaging.addPreset')}
          </Button>
        )}
        <div className={styles.send}>
          <Button variant="primary" onPress={send} isDisabled={!canSend} isPending={sending}>
            {t('messaging.send')}
          </Button>
        </div>
      </div>
      {picking === 'folder' && (
        <JobFolderMediaDialog
          jobAdminId={jobAdminId}
          chosen={attached}
          onAdd={(media) => {
            setAttached(media);
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      )}
      {picking === 'camera' && <CaptureMediaDialog onSubmit={addFiles} onClose={() => setPicking(null)} />}
      {picking === 'device' && <AddFilesDialog action="add" onUpload={addFiles} onClose={() => setPicking(null)} />}
      {addingPreset && (
        <PresetMessageDialog
          onCancel={() => setAddingPreset(false)}
          onSubmit={(draft) => addPreset.mutate(draft, { onSuccess: () => setAddingPreset(false), onError: alert })}
        />
      )}
    </div>
  );
}
