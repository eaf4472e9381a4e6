import { presetMessageMax } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stack } from '../styles/shared.css.ts';
import { Button } from './button.tsx';
import { AppDialog, DialogBody, DialogFooter } from './dialog.tsx';
import { MessageField } from './message-field.tsx';
import { type PresetDraft, presetErrors } from './preset-message.ts';
import { TextField } from './text-field.tsx';

export interface PresetMessageDialogProps {
  /** The preset being modified; none when adding one. */
  initial?: PresetDraft;
  onSubmit: (draft: PresetDraft) => void;
  onCancel: () => void;
}

/** 'Add Preset Message' / 'Modify Preset Message': title, message with its counter out of 1500, and Insert Tag. */
export function PresetMessageDialog({ initial, onSubmit, onCancel }: PresetMessageDialogProps) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<PresetDraft>(initial ?? { title: '', message: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof PresetDraft, boolean>>>({});
  const errors = presetErrors(draft);
  const changed = !initial || initial.title !== draft.title || initial.message !== draft.message;
  const valid = Object.keys(errors).length === 0;

  return (
    <AppDialog
      title={initial ? t('presetMessages.modify') : t('presetMessages.add')}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
    >
      <DialogBody>
        <div className={stack}>
          <TextField
            label={t('presetMessages.titleField')}
            value={draft.title}
            onChange={(title) => setDraft({ ...draft, title })}
            onBlur={() => setTouched({ ...touched, title: true })}
            error={touched.title ? errors.title : undefined}
            maxLength={120}
            autoFocus
          />
          <MessageField
            label={t('presetMessages.message')}
            value={draft.message}
            onChange={(message) => setDraft({ ...draft, message })}
            max={presetMessageMax}
            onBlur={() => setTouched({ ...touched, message: true })}
            error={touched.message ? errors.message : undefined}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button variant="primary" isDisabled={!valid || !changed} onPress={() => onSubmit(draft)}>
          {initial ? t('common.update') : t('common.add')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
