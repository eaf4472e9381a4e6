import { z } from 'zod';
import { maxEmailLength, maxPasswordLength } from '../bounds.ts';
import type { DisplayPreferences } from '../display-preferences.ts';
import type { Permissions } from '../permissions.ts';
import type { UserLanguage } from './users.ts';

export interface UserLocation {
  shortName: string;
  name: string;
  isSelected: boolean;
}

/** GET users/joblocation/{jobAdminId}: which of the caller's locations holds a job. */
export type JobLocation = Pick<UserLocation, 'shortName' | 'name'>;

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
  /** The user's display preferences at the selected location (spec 3 section 2.6), defaults where unsaved. */
  displayPreferences: DisplayPreferences;
  /** The language the user chose in User Settings; absent until they choose one (the browser decides until then). */
  language?: UserLanguage;
}

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
  /** Someone was invited: only the hash of the link's secret is kept. The user exists once they register. */
  UserInvited: {
    userId: string;
    email: string;
    tokenHash: string;
    expiresAt: string;
    roles: string[];
    locationShortNames: string[];
    invitedBy: string;
  };
  /** A reset link was sent; it works once, until it expires or the password changes. */
  PasswordResetRequested: { userId: string; tokenHash: string; expiresAt: string };
  EulaSigned: { userId: string };
  /** Older events on the user stream carry no sessionId; newer ones are on the session's stream. */
  LocationSelected: { userId: string; shortName: string; sessionId?: string };
  /**
   * Every session issued until then ends (password change, deactivation), but the one that changed the password
   * itself when `keptSessionId` names it.
   */
  UserSessionsEnded: { userId: string; reason: string; keptSessionId?: string };
  UserRenamed: { userId: string; firstName: string; lastName: string };
  /** The language the app speaks to the user, wherever they sign in. */
  UserLanguageChosen: { userId: string; language: UserLanguage };
  UserEmailChanged: { userId: string; email: string };
  UserPasswordChanged: { userId: string; passwordHash: string };
  UserRoleGranted: { userId: string; role: string };
  UserRoleRevoked: { userId: string; role: string };
  UserMfaMethodChanged: { userId: string; mfaMethod: string };
  UserDeactivated: { userId: string };
  UserReactivated: { userId: string };
  UserGivenLocation: { userId: string; shortName: string };
  UserLocationRemoved: { userId: string; shortName: string };
  UserDeleted: { userId: string };
  DisplayPreferencesSaved: { userId: string; locationShortName: string; preferences: DisplayPreferences };
}

/**
 * Whose an e-mail address is, stream `email-{hash of the address}`: sign-in finds the user here, and a user is
 * given an address only once they hold its claim, so two users never share one.
 */
export interface EmailClaimEvents {
  EmailClaimed: { email: string; userId: string };
}

/**
 * Who a decision over many users looks for, kept as lists on the write side: `users-at-{location}` holds every user
 * given the location, `users-everywhere` every user given the owner or support role. A user is listed before their
 * own event is appended, and counts only while their stream bears the listing out (a list is never shortened).
 */
export interface UserListEvents {
  UserListed: { userId: string };
}

/** The location a user chose last in any of their browsers, stream `chosen-location-{userId}`: where sign-in starts. */
export interface LocationChoiceEvents {
  LocationChosen: { userId: string; shortName: string };
}

/** A signed-in browser, stream `session-{sessionId}`; the issue and last-seen times are the events' own. */
export interface SessionEvents {
  SessionStarted: { sessionId: string; userId: string; locationShortName: string | null };
  /** Activity, recorded at most once per few minutes so idle expiry costs no event per request. */
  SessionTouched: { sessionId: string; userId: string };
  LocationSelected: { sessionId: string; userId: string; shortName: string };
  SessionEnded: { sessionId: string; userId: string; reason: string };
}
