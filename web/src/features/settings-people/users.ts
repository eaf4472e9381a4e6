import { isAllPowerful, newUserRoles, type PolicyUser, policyUserSchema, userMessages } from '@bayline/contracts';
import { i18n } from '../../lib/i18n.ts';
import { localFieldErrors, tMessage } from '../../lib/messages.ts';

export const defaultMfaMethod = 'None';

/** A row of the Users screen: a user as listed, with the password typed for a new user (or a new password). */
export type UserRow = PolicyUser & { password?: string };

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  mfaMethod: string;
}

export type UserFormField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export const emptyUserForm: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirm: '',
  mfaMethod: defaultMfaMethod,
};

/**
 * The user form's messages: the server's rules for a user (spec 2 section 5), plus what only the form knows: a new
 * user needs a password, and the confirmation must match it. An existing user keeps theirs when it is left empty.
 */
export function userFormErrors(values: UserFormValues, isNew: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  const result = policyUserSchema.safeParse({ ...values, userId: '' });
  if (!result.success) {
    for (const { field, message } of localFieldErrors(result.error)) {
      if (field in values) errors[field as UserFormField] ??= message;
    }
  }
  if (isNew && !values.password) errors.password = tMessage(userMessages.passwordRequired);
  if (values.passwordConfirm !== values.password)
    errors.passwordConfirm = i18n.t('settings:validation.passwordsMustMatch');
  return errors;
}

/** The strength bar: 10 per character, full at 100. */
export function passwordStrength(password: string): number {
  return Math.min(100, password.length * 10);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Nobody deletes themselves, nor a support or owner user (they keep every right). */
export function canDeleteUser(user: PolicyUser, signedInEmail: string): boolean {
  return !sameEmail(user.email, signedInEmail) && !isAllPowerful(user.roles);
}

/** Nobody deactivates themselves. */
export function canDeactivateUser(user: PolicyUser, signedInEmail: string): boolean {
  return !sameEmail(user.email, signedInEmail);
}

/** The row a filled-in form stands for: a new user starts active with the dashboard reader role. */
export function userFromForm(values: UserFormValues, existing: UserRow | undefined, userId: string): UserRow {
  const base: UserRow = existing ?? {
    userId,
    email: '',
    firstName: '',
    lastName: '',
    isActive: true,
    mfaMethod: defaultMfaMethod,
    roles: [...newUserRoles],
    createdAt: '',
    locations: [],
  };
  const { password, ...rest } = base;
  // A password typed now replaces one typed before the save; an empty field keeps it.
  const typed = values.password || password;
  return {
    ...rest,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mfaMethod: values.mfaMethod,
    ...(typed ? { password: typed } : {}),
  };
}

export function formFromUser(user: UserRow): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: '',
    passwordConfirm: '',
    mfaMethod: user.mfaMethod || defaultMfaMethod,
  };
}
