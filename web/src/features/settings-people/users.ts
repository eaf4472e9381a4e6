import { allPowerfulRoles } from '@bayline/contracts';

/** Spec 2 section 9: password minimum 10, name fields at most 25. */
export const passwordMinLength = 10;
export const userNameMaxLength = 25;
export const defaultMfaMethod = 'None';
export const mfaMethods = ['None', 'Email', 'SMS'] as const;
/** A new user may look at the dashboard and nothing else until granted more (spec 2 section 4). */
export const newUserRoles = ['dashReader'];

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

// The shape browsers accept in an e-mail input: something@host.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The user form's messages (spec 2 section 5). A new user needs a password; an existing one keeps theirs when the
 * field is left empty.
 */
export function userFormErrors(values: UserFormValues, isNew: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  const name = (value: string, label: string) => {
    const trimmed = value.trim();
    if (!trimmed) return `${label} is required`;
    if (trimmed.length > userNameMaxLength) return `${label} must be ${userNameMaxLength} characters or fewer`;
    return undefined;
  };
  const firstName = name(values.firstName, 'First name');
  if (firstName) errors.firstName = firstName;
  const lastName = name(values.lastName, 'Last name');
  if (lastName) errors.lastName = lastName;
  const email = values.email.trim();
  if (!email) errors.email = 'E-mail is required';
  else if (!emailPattern.test(email)) errors.email = 'E-mail must be valid';
  if ((isNew || values.password) && values.password.length < passwordMinLength) {
    errors.password = `Password must be ${passwordMinLength} characters or more`;
  }
  if (values.passwordConfirm !== values.password) errors.passwordConfirm = 'Passwords must match';
  return errors;
}

/** The strength bar: 10 per character, full at 100. */
export function passwordStrength(password: string): number {
  return Math.min(100, password.length * 10);
}

export interface UserLocationRef {
  shortName: string;
  name: string;
}

/** A user as GET users/settings lists them and PUT users/policyusers takes them back. */
export interface PolicyUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  mfaMethod: string;
  roles: string[];
  createdAt?: string | null;
  locations?: UserLocationRef[];
  /** Only when set on screen: a new user's, or an existing user's new password. */
  password?: string;
}

/** Support and owner users have every right; they cannot be deleted and their rights cannot be changed. */
export function isAllPowerful(user: Pick<PolicyUser, 'roles'>): boolean {
  return user.roles.some((role) => (allPowerfulRoles as readonly string[]).includes(role));
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The signed-in user cannot delete themselves, nor anyone with every right. */
export function canDeleteUser(user: PolicyUser, signedInEmail: string): boolean {
  return !sameEmail(user.email, signedInEmail) && !isAllPowerful(user);
}

/** The signed-in user cannot deactivate themselves. */
export function canDeactivateUser(user: PolicyUser, signedInEmail: string): boolean {
  return !sameEmail(user.email, signedInEmail);
}

/** The user a filled-in form stands for: a new one starts with the dashboard reader role. */
export function userFromForm(values: UserFormValues, existing: PolicyUser | undefined, userId: string): PolicyUser {
  const base: PolicyUser = existing ?? {
    userId,
    email: '',
    firstName: '',
    lastName: '',
    isActive: true,
    mfaMethod: defaultMfaMethod,
    roles: [...newUserRoles],
  };
  const { password, ...rest } = base;
  return {
    ...rest,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mfaMethod: values.mfaMethod,
    ...(values.password ? { password: values.password } : password ? { password } : {}),
  };
}

export function formFromUser(user: PolicyUser): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: '',
    passwordConfirm: '',
    mfaMethod: user.mfaMethod || defaultMfaMethod,
  };
}
