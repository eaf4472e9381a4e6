import { z } from 'zod';
import { maxEmailLength } from '../bounds.ts';
import type { Permissions } from '../permissions.ts';

export interface UserLocation {
  shortName: string;
  name: string;
  isSelected: boolean;
}

/** The signed-in user (spec 3 section 3 "Session user"). */
export interface SessionUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  locations: UserLocation[];
  mfaMethod: string;
  emailConfirmedAt: string | null;
  eula: boolean;
  permissions: Permissions;
}

export const maxPasswordLength = 200;

export const loginSchema = z.object({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .min(1, { error: 'E-mail is required' })
    .max(maxEmailLength, { error: `E-mail must be ${maxEmailLength} characters or fewer` }),
  // Bounded so a sign-in cannot make the server hash megabytes.
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(maxPasswordLength, { error: `Password must be ${maxPasswordLength} characters or fewer` }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const eulaSchema = z.object({ accepted: z.literal(true, { error: 'The licence agreement must be accepted' }) });

export const noLocationsMessage = 'No locations associated with user. Please contact Support to complete set up.';
export const badCredentialsMessage = 'Invalid e-mail or password';

/** Identity facts, stream `user-{userId}`. */
export interface UserEvents {
  UserRegistered: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    roles: string[];
    locationShortNames: string[];
    mfaMethod: string;
  };
  EulaSigned: { userId: string };
  LocationSelected: { userId: string; shortName: string };
  UserSignedIn: { userId: string; sessionId: string };
  UserSignedOut: { userId: string; sessionId: string };
}
