import { allows, type Permissions, presetMessageMax } from '@bayline/contracts';
import { i18n } from '../../lib/i18n.ts';

/** Adding a preset needs messaging write and admin write (spec 2 section 6). */
export function canAddPreset(permissions: Pick<Permissions, 'messaging' | 'admin'>): boolean {
  return allows(permissions.messaging, 'write') && allows(permissions.admin, 'write');
}

/** Editing, switching on or off and deleting a preset need messaging write (messaging = 2). */
export function canChangePreset(permissions: Pick<Permissions, 'messaging'>): boolean {
  return allows(permissions.messaging, 'write');
}

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
