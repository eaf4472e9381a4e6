import { passwordChangeSchema, type SessionUser, userSettingsSchema } from '@bayline/contracts';

/** What the User Settings dialog holds (spec 3 section 2.5). */
export interface UserSettingsForm {
  firstName: string;
  lastName: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const userSettingsFormOf = (user: Pick<SessionUser, 'firstName' | 'lastName'>): UserSettingsForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  currentPassword: '',
  password: '',
  confirmPassword: '',
});

export type UserSettingsErrors = Partial<Record<keyof UserSettingsForm, string>>;

/** A password is changed only when one of its fields was typed in. */
export const changesPassword = (form: UserSettingsForm) =>
  Boolean(form.currentPassword || form.password || form.confirmPassword);

export const renames = (form: UserSettingsForm, user: Pick<SessionUser, 'firstName' | 'lastName'>) =>
  form.firstName.trim() !== user.firstName || form.lastName.trim() !== user.lastName;

/** The first message of each field, by the same rules the server holds the request to. */
export function userSettingsErrors(form: UserSettingsForm): UserSettingsErrors {
  const errors: UserSettingsErrors = {};
  const collect = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const field = String(issue.path[0]) as keyof UserSettingsForm;
      errors[field] ??= issue.message;
    }
  };
  collect(userSettingsSchema.safeParse(form).error?.issues ?? []);
  if (changesPassword(form)) collect(passwordChangeSchema.safeParse(form).error?.issues ?? []);
  return errors;
}

/** SAVE is enabled only when something changed and all values are valid. */
export function canSaveUserSettings(form: UserSettingsForm, user: Pick<SessionUser, 'firstName' | 'lastName'>) {
  return (renames(form, user) || changesPassword(form)) && Object.keys(userSettingsErrors(form)).length === 0;
}
