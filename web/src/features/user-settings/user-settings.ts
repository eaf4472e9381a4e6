import { passwordChangeSchema, type UserLanguage, userSettingsSchema } from '@bayline/contracts';
import { tMessage } from '../../lib/messages.ts';

/** What the User Settings dialog holds (spec 3 section 2.5), and the language choice of issue 9. */
export interface UserSettingsForm {
  firstName: string;
  lastName: string;
  language: UserLanguage;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** The user's settings as they stand: their name, and the language the app speaks to them now. */
export interface OwnSettings {
  firstName: string;
  lastName: string;
  language: UserLanguage;
}

export const userSettingsFormOf = (saved: OwnSettings): UserSettingsForm => ({
  ...saved,
  currentPassword: '',
  password: '',
  confirmPassword: '',
});

export type UserSettingsErrors = Partial<Record<keyof UserSettingsForm, string>>;

/** A password is changed only when one of its fields was typed in. */
export const changesPassword = (form: UserSettingsForm) =>
  Boolean(form.currentPassword || form.password || form.confirmPassword);

/** A new name or language: what PUT users saves. */
export const changesSettings = (form: UserSettingsForm, saved: OwnSettings) =>
  form.firstName.trim() !== saved.firstName ||
  form.lastName.trim() !== saved.lastName ||
  form.language !== saved.language;

/** The first message of each field, by the same rules the server holds the request to, in the app's language. */
export function userSettingsErrors(form: UserSettingsForm): UserSettingsErrors {
  const errors: UserSettingsErrors = {};
  const collect = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const field = String(issue.path[0]) as keyof UserSettingsForm;
      errors[field] ??= tMessage(issue.message);
    }
  };
  collect(userSettingsSchema.safeParse(form).error?.issues ?? []);
  if (changesPassword(form)) collect(passwordChangeSchema.safeParse(form).error?.issues ?? []);
  return errors;
}

/** SAVE is enabled only when something changed and all values are valid. */
export function canSaveUserSettings(form: UserSettingsForm, saved: OwnSettings) {
  return (changesSettings(form, saved) || changesPassword(form)) && Object.keys(userSettingsErrors(form)).length === 0;
}
