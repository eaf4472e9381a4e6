import { z } from 'zod';
import { maxPasswordLength } from '../bounds.ts';
import { whenFieldsPass } from '../validation.ts';
import { maxUserNameLength, minPasswordLength, userEmailSchema } from './users.ts';

/** An invitation link lasts a week; a password reset link an hour. */
export const invitationLifeMs = 7 * 24 * 60 * 60_000;
export const passwordResetLifeMs = 60 * 60_000;

export const invitationMessages = {
  /** What /forgot answers whatever the address: it never tells whether an account exists. */
  resetRequested:
    'If an account uses this e-mail, a link to set a new password is on its way. It works once, for one hour.',
  invalidLink: 'This link is invalid or has expired. Ask for a new one.',
  alreadyUser: 'A user with this e-mail already exists',
  passwordsDiffer: 'Passwords must match',
  invited: (email: string) => `An invitation was sent to ${email}`,
  passwordSet: 'Your password is set. Sign in with it.',
} as const;

/** A link's token: '{userId}.{secret}', both URL-safe. */
export const linkTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/i, { error: 'The link is incomplete' });

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(maxUserNameLength, { error: `Must be ${maxUserNameLength} characters or fewer` });

const newPassword = {
  password: z
    .string({ error: 'Password is required' })
    .min(minPasswordLength, { error: `Password must be ${minPasswordLength} characters or more` })
    .max(maxPasswordLength, { error: `Password must be ${maxPasswordLength} characters or fewer` }),
  confirmPassword: z.string({ error: 'Confirm the password' }).max(maxPasswordLength),
};

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: invitationMessages.passwordsDiffer,
    ...whenFieldsPass('password', 'confirmPassword'),
  });

/** POST users/invite: an owner or admin invites someone to the location they are at. */
export const inviteSchema = z.object({ email: userEmailSchema });

/** POST users/register: the invited user names themself and chooses a password. */
export const registerSchema = passwordsMatch(
  z.object({ token: linkTokenSchema, firstName: name('First name'), lastName: name('Last name'), ...newPassword }),
);
export type RegisterInput = z.input<typeof registerSchema>;

/** POST users/forgot: asks for a reset link. */
export const forgotSchema = z.object({ email: userEmailSchema });

/** POST users/reset: sets a new password with a reset link's token. */
export const resetPasswordSchema = passwordsMatch(z.object({ token: linkTokenSchema, ...newPassword }));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
