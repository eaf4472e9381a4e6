import { presetMessageMax } from '@bayline/contracts';
import { i18n } from '../lib/i18n.ts';

/** A preset message as its add/edit dialog edits it (the settings screen and the job's composer). */
export interface PresetDraft {
  title: string;
  message: string;
}

/** The add/edit dialog's errors: title and message required non-blank, the message at most 1500 characters. */
export function presetErrors(draft: PresetDraft): Partial<Record<keyof PresetDraft, string>> {
  const errors: Partial<Record<keyof PresetDraft, string>> = {};
  if (draft.title.trim() === '') errors.title = i18n.t('settings:validation.titleRequired');
  if (draft.message.trim() === '') errors.message = i18n.t('settings:validation.messageRequired');
  else if (draft.message.length > presetMessageMax)
    errors.message = i18n.t('settings:validation.messageTooLong', { max: presetMessageMax });
  return errors;
}
