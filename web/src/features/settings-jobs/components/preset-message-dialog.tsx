import { presetMessageMax } from '@bayline/contracts';
import { useRef, useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import * as selectStyles from '../../../components/select.css.ts';
import { TextField } from '../../../components/text-field.tsx';
import { insertAtCaret, messageTags } from '../message-tags.ts';
import { type PresetDraft, presetErrors } from '../preset-messages.ts';
import * as styles from './settings-jobs.css.ts';

export interface PresetMessageDialogProps {
  /** The preset being modified; none when adding one. */
  initial?: PresetDraft;
  onSubmit: (draft: PresetDraft) => void;
  onCancel: () => void;
}

/** 'Add Preset Message' / 'Modify Preset Message': title, message with its counter out of 1500, and Insert Tag. */
export function PresetMessageDialog({ initial, onSubmit, onCancel }: PresetMessageDialogProps) {
  const [draft, setDraft] = useState<PresetDraft>(initial ?? { title: '', message: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof PresetDraft, boolean>>>({});
  const messageBox = useRef<HTMLDivElement>(null);
  const errors = presetErrors(draft);
  const changed = !initial || initial.title !== draft.title || initial.message !== draft.message;
  const valid = Object.keys(errors).length === 0;

  const insertTag = (tag: string) => {
    const area = messageBox.current?.querySelector('textarea');
    const start = area?.selectionStart ?? draft.message.length;
    const { text, caret } = insertAtCaret(draft.message, tag, presetMessageMax, start, area?.selectionEnd ?? start);
    setDraft({ ...draft, message: text });
    // The caret goes after the tag once React has put the text in.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  return (
    <AppDialog
      title={initial ? 'Modify Preset Message' : 'Add Preset Message'}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
    >
      <DialogBody>
        <div className={styles.stack}>
          <TextField
            label="Title"
            value={draft.title}
            onChange={(title) => setDraft({ ...draft, title })}
            onBlur={() => setTouched({ ...touched, title: true })}
            error={touched.title ? errors.title : undefined}
            maxLength={120}
            autoFocus
          />
          <div ref={messageBox} className={styles.stack}>
            <TextField
              label="Message"
              multiline
              value={draft.message}
              onChange={(message) => setDraft({ ...draft, message: message.slice(0, presetMessageMax) })}
              onBlur={() => setTouched({ ...touched, message: true })}
              error={touched.message ? errors.message : undefined}
              maxLength={presetMessageMax}
            />
            <span className={styles.counter} aria-live="polite">
              {draft.message.length}/{presetMessageMax}
            </span>
          </div>
          <MenuTrigger>
            <AriaButton className={selectStyles.trigger} style={{ width: 'fit-content' }}>
              Insert Tag <ChevronDownIcon />
            </AriaButton>
            <Popover className={selectStyles.popover} placement="bottom start">
              <Menu className={selectStyles.listBox} onAction={(key) => insertTag(String(key))}>
                {messageTags.map(({ tag, label }) => (
                  <MenuItem key={tag} id={tag} className={selectStyles.option} textValue={label}>
                    {label}
                  </MenuItem>
                ))}
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onCancel}>Cancel</Button>
        <Button variant="primary" isDisabled={!valid || !changed} onPress={() => onSubmit(draft)}>
          {initial ? 'Update' : 'Add'}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
