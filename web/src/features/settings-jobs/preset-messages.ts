import { allows, type Permissions, presetMessageMax } from '@bayline/contracts';

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
  if (draft.title.trim() === '') errors.title = 'Title is required';
  if (draft.message.trim() === '') errors.message = 'Message is required';
  else if (draft.message.length > presetMessageMax)
    errors.message = `Message must be ${presetMessageMax} characters or less`;
  return errors;
}
