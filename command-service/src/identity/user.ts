import {
  type DisplayPreferences,
  forbidden,
  invalid,
  isAllPowerful,
  isSupport,
  newUserRoles,
  notFound,
  type PolicyUserSaved,
  type UserEvent,
  type UserEvents,
  type UserLanguage,
  userMessages,
} from '@bayline/contracts';
import type { UserRecord } from '@bayline/platform/http';
import type { Aggregate } from '../shared/command.ts';

export const userStream = (userId: string) => `user-${userId}`;

export interface User {
  exists: boolean;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: string[];
  locationShortNames: string[];
  mfaMethod: string;
  isActive: boolean;
  deleted: boolean;
  createdAt: string;
  eula: boolean;
  /** Every session issued at or before this instant has ended, but `keptSessionId`. */
  sessionsEndedAt: string | null;
  /** A pending invitation (the user exists once they register with it). */
  invitation: Omit<UserEvents['UserInvited'], 'userId'> | null;
  /** A reset link not used yet; any password change spends it. */
  passwordReset: { tokenHash: string; expiresAt: string } | null;
  /** The session that changed the password when the others ended: it stays signed in. */
  keptSessionId: string | null;
  /** Display preferences by location short name. */
  displayPreferences: Record<string, DisplayPreferences>;
  /** The language chosen in User Settings; null until one is. */
  language: UserLanguage | null;
}

const without = (list: string[], item: string) => list.filter((i) => i !== item);

export const user: Aggregate<User, UserEvent> = {
  initial: () => ({
    exists: false,
    userId: '',
    email: '',
    firstName: '',
    lastName: '',
    passwordHash: '',
    roles: [],
    locationShortNames: [],
    mfaMethod: 'None',
    isActive: true,
    deleted: false,
    createdAt: '',
    eula: false,
    sessionsEndedAt: null,
    invitation: null,
    passwordReset: null,
    keptSessionId: null,
    displayPreferences: Object.create(null),
    language: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { passwordHash, ...registered } = event.data;
        return { ...state, ...registered, passwordHash, exists: true, createdAt: event.metadata.at, invitation: null };
      }
      case 'UserInvited': {
        const { userId, ...invitation } = event.data;
        return { ...state, userId, email: invitation.email, invitation };
      }
      case 'PasswordResetRequested': {
        const { tokenHash, expiresAt } = event.data;
        return { ...state, passwordReset: { tokenHash, expiresAt } };
      }
      case 'UserPasswordChanged':
        return { ...state, ...event.data, passwordReset: null };
      case 'UserRenamed':
      case 'UserLanguageChosen':
      case 'UserEmailChanged':
      case 'UserMfaMethodChanged':
        return { ...state, ...event.data };
      case 'UserRoleGranted':
        return { ...state, roles: [...state.roles, event.data.role] };
      case 'UserRoleRevoked':
        return { ...state, roles: without(state.roles, event.data.role) };
      case 'UserGivenLocation':
        return { ...state, locationShortNames: [...state.locationShortNames, event.data.shortName] };
      case 'UserLocationRemoved':
        return { ...state, locationShortNames: without(state.locationShortNames, event.data.shortName) };
      case 'UserDeactivated':
      case 'UserReactivated':
        return { ...state, isActive: event.type === 'UserReactivated' };
      case 'UserDeleted':
        return { ...state, deleted: true };
      case 'EulaSigned':
        return { ...state, eula: true };
      case 'UserSessionsEnded': {
        const { keptSessionId } = event.data;
        return { ...state, sessionsEndedAt: event.metadata.at, keptSessionId: keptSessionId ?? null };
      }
      case 'DisplayPreferencesSaved': {
        const { locationShortName, preferences } = event.data;
        const byLocation = Object.assign(Object.create(null), state.displayPreferences);
        byLocation[locationShortName] = preferences;
        return { ...state, displayPreferences: byLocation };
      }
      // Sessions chose their location on the user's stream before they had streams of their own: no decision reads it.
      case 'LocationSelected':
        return state;
      default:
        event satisfies never;
        return state;
    }
  },
};

/** Whether the user may sign in and be served at all. */
export const mayUseBayline = (state: User) => state.exists && state.isActive && !state.deleted;

/**
 * The user as sign-in and the access check take them: folded from their stream, so a change is felt on the very
 * next request. The location last chosen is a session's (sign-in starts at the user's last choice,
 * `location-choice.ts`).
 */
export const userRecordOf = (state: User): UserRecord => ({
  userId: state.userId,
  email: state.email,
  firstName: state.firstName,
  lastName: state.lastName,
  roles: state.roles,
  locationShortNames: state.locationShortNames,
  selectedLocation: null,
  eula: state.eula,
  passwordHash: state.passwordHash,
  mfaMethod: state.mfaMethod,
  emailConfirmedAt: null,
  isActive: state.isActive,
  displayPreferences: state.displayPreferences,
  ...(state.language && { language: state.language }),
});

export function decideRegister(state: User, data: UserEvents['UserRegistered']): UserEvent[] {
  if (state.exists) return [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(data.email))
    throw invalid([{ field: 'email', message: 'E-mail must be valid' }]);
  return [{ type: 'UserRegistered', data: { ...data, email: data.email.toLowerCase() } }];
}

export function decideSignEula(state: User): UserEvent[] {
  return state.eula ? [] : [{ type: 'EulaSigned', data: { userId: state.userId } }];
}

/**
 * Signs the user out of every browser (what a password change or a deactivation decides along with its own event),
 * but `keptSessionId`: the browser the user changed their own password in.
 */
export function decideEndSessions(state: User, reason: string, keptSessionId?: string): UserEvent[] {
  if (!state.exists) return [];
  return [
    { type: 'UserSessionsEnded', data: { userId: state.userId, reason, ...(keptSessionId && { keptSessionId }) } },
  ];
}

/** A new first or last name; the same name is no change. */
export function decideRename(state: User, firstName: string, lastName: string): UserEvent[] {
  return firstName === state.firstName && lastName === state.lastName
    ? []
    : [{ type: 'UserRenamed', data: { userId: state.userId, firstName, lastName } }];
}

/** The language the app speaks to the user; the one they already speak is no change. */
export function decideChooseLanguage(state: User, language: UserLanguage): UserEvent[] {
  return language === state.language ? [] : [{ type: 'UserLanguageChosen', data: { userId: state.userId, language } }];
}

/** A new password (its hash: hashing is slow and salted, so the caller does it). */
export function decidePasswordChange(state: User, passwordHash: string): UserEvent[] {
  return [{ type: 'UserPasswordChanged', data: { userId: state.userId, passwordHash } }];
}

/**
 * The user's own User Settings dialog (spec 3 section 2.5): their name and language, and a new password that signs
 * out every other browser of theirs while the one it was typed in stays signed in.
 */
export function decideOwnSettings(
  state: User,
  change:
    | { firstName: string; lastName: string; language?: UserLanguage }
    | { passwordHash: string; sessionId: string },
): UserEvent[] {
  if (!mayUseBayline(state)) throw invalid([{ field: 'userId', message: 'This user cannot be changed' }]);
  if ('firstName' in change)
    return [
      ...decideRename(state, change.firstName, change.lastName),
      ...(change.language ? decideChooseLanguage(state, change.language) : []),
    ];
  return [
    ...decidePasswordChange(state, change.passwordHash),
    ...decideEndSessions(state, 'password changed', change.sessionId),
  ];
}

/** The display preferences of one of the user's locations; the same ones again are no change. */
export function decideSaveDisplayPreferences(
  state: User,
  locationShortName: string,
  preferences: DisplayPreferences,
): UserEvent[] {
  if (!state.locationShortNames.includes(locationShortName)) throw forbidden(userMessages.notYourLocation);
  const saved = state.displayPreferences[locationShortName];
  if (saved && JSON.stringify(saved) === JSON.stringify(preferences)) return [];
  return [{ type: 'DisplayPreferencesSaved', data: { userId: state.userId, locationShortName, preferences } }];
}

/** Who saves the Users screen, and where. */
export interface UserSaver {
  email: string;
  roles: readonly string[];
  /** The saver's own locations: the only ones they can give or take away. */
  locationShortNames: readonly string[];
  /** The location the list is saved at: a new user is given it. */
  at: string;
}

/**
 * A row of the Users screen as it is to be saved: the form's fields, the new password's hash when one was typed
 * and differs from the current one (the caller hashes and compares, as that is slow and not pure).
 */
export type UserRow = Omit<PolicyUserSaved, 'password'> & { passwordHash: string | null };

/** Where a refusal names its row: '{index}.{field}'. */
const refuse = (index: number, field: string, message: string) => invalid([{ field: `${index}.${field}`, message }]);

/**
 * One row of a Users save decided against the user's stream: only the facts that changed, in the shop's words.
 * Support and owner users keep their roles; nobody deactivates or deletes themselves; a deactivation or a new
 * password ends every session at once. Locations outside the saver's own are left as they are.
 */
export function decideUserSave(state: User, row: UserRow, saver: UserSaver, index: number): UserEvent[] {
  const { userId } = state.exists ? state : row;
  if (state.deleted) throw refuse(index, 'userId', 'This user was deleted');
  const self = (state.exists ? state.email : row.email) === saver.email.toLowerCase();
  const saverIsSupport = saver.roles.includes('support');
  if (!state.exists) {
    if (!row.passwordHash) throw refuse(index, 'password', userMessages.passwordRequired);
    const roles = row.roles ?? newUserRoles;
    if (isAllPowerful(roles) && !saverIsSupport) throw refuse(index, 'roles', userMessages.onlySupportGrants);
    const locations = row.locations?.map((l) => l.shortName) ?? [saver.at];
    if (locations.some((l) => !saver.locationShortNames.includes(l)))
      throw refuse(index, 'locations', userMessages.notYourLocation);
    const events: UserEvent[] = [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          passwordHash: row.passwordHash,
          roles: [...new Set(roles)],
          locationShortNames: [...new Set(locations)],
          mfaMethod: row.mfaMethod,
        },
      },
    ];
    if (!row.isActive) events.push({ type: 'UserDeactivated', data: { userId } });
    return events;
  }

  const events: UserEvent[] = decideRename(state, row.firstName, row.lastName);
  if (row.email !== state.email) events.push({ type: 'UserEmailChanged', data: { userId, email: row.email } });
  if (row.mfaMethod !== state.mfaMethod)
    events.push({ type: 'UserMfaMethodChanged', data: { userId, mfaMethod: row.mfaMethod } });

  if (row.roles) {
    const wanted = new Set(row.roles);
    const granted = [...wanted].filter((r) => !state.roles.includes(r));
    const revoked = state.roles.filter((r) => !wanted.has(r));
    if ((granted.length || revoked.length) && isAllPowerful(state.roles))
      throw refuse(index, 'roles', userMessages.keepsEveryRight);
    if (isAllPowerful(granted) && !saverIsSupport) throw refuse(index, 'roles', userMessages.onlySupportGrants);
    for (const role of granted) events.push({ type: 'UserRoleGranted', data: { userId, role } });
    for (const role of revoked) events.push({ type: 'UserRoleRevoked', data: { userId, role } });
  }

  if (row.locations) {
    const wanted = new Set(row.locations.map((l) => l.shortName));
    const given = [...wanted].filter((l) => !state.locationShortNames.includes(l));
    if (given.some((l) => !saver.locationShortNames.includes(l)))
      throw refuse(index, 'locations', userMessages.notYourLocation);
    const removed = state.locationShortNames.filter((l) => !wanted.has(l) && saver.locationShortNames.includes(l));
    for (const shortName of given) events.push({ type: 'UserGivenLocation', data: { userId, shortName } });
    for (const shortName of removed) events.push({ type: 'UserLocationRemoved', data: { userId, shortName } });
  }

  if (row.isActive !== state.isActive) {
    if (!row.isActive && self) throw refuse(index, 'isActive', userMessages.notYourself);
    events.push({ type: row.isActive ? 'UserReactivated' : 'UserDeactivated', data: { userId } });
  }
  if (row.passwordHash) events.push(...decidePasswordChange(state, row.passwordHash));
  const deactivated = !row.isActive && state.isActive;
  if (deactivated || row.passwordHash)
    events.push(...decideEndSessions(state, deactivated ? 'deactivated' : 'password changed'));
  return events;
}

/**
 * A user left out of the saved list leaves the location (the access check reads a user's locations on every
 * request); one with no other location is deleted, and their sessions end with it.
 */
export function decideUserDelete(state: User, saver: UserSaver, field: string): UserEvent[] {
  if (!state.exists || state.deleted || !state.locationShortNames.includes(saver.at)) return [];
  if (state.email === saver.email.toLowerCase()) throw invalid([{ field, message: userMessages.notYourself }]);
  if (isAllPowerful(state.roles)) throw invalid([{ field, message: userMessages.keepsEveryRight }]);
  if (state.locationShortNames.some((l) => l !== saver.at))
    return [{ type: 'UserLocationRemoved', data: { userId: state.userId, shortName: saver.at } }];
  return [
    { type: 'UserDeleted', data: { userId: state.userId } },
    { type: 'UserSessionsEnded', data: { userId: state.userId, reason: 'deleted' } },
  ];
}

/** Gives a user one more location (the seed's new location for its owner and support users). */
export function decideGiveLocation(state: User, shortName: string): UserEvent[] {
  if (!state.exists || state.deleted || state.locationShortNames.includes(shortName)) return [];
  return [{ type: 'UserGivenLocation', data: { userId: state.userId, shortName } }];
}

/**
 * The support role given or taken back by an operator (`npm run support -- grant|revoke EMAIL`): support users
 * alone switch the Messaging Module, set its SMS phone and make a new API key, so nobody in the app grants it.
 * A user who has it already, or lacks it, is no change; a deleted one is as unknown as one never registered.
 */
export function decideSupport(state: User, grant: boolean): UserEvent[] {
  if (!state.exists || state.deleted) throw notFound('User');
  if (isSupport(state.roles) === grant) return [];
  return [{ type: grant ? 'UserRoleGranted' : 'UserRoleRevoked', data: { userId: state.userId, role: 'support' } }];
}
