import type { UserEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';

/** Every fact of a user's stream, and the location chosen in one of their sessions. */
const aboutUser = (event: RecordedEvent) =>
  event.streamId.startsWith('user-') || (event.streamId.startsWith('session-') && event.type === 'LocationSelected');

const without = (list: unknown, item: unknown) => (list as unknown[]).filter((i) => i !== item);

/** How each later fact of a user's stream changes the user's document. */
function patchOf(event: RecordedEvent, user: Doc): Record<string, unknown> | undefined {
  const data = event.data;
  switch (event.type) {
    case 'EulaSigned':
      return { eula: true };
    case 'LocationSelected':
      return { selectedLocation: (data as UserEvents['LocationSelected']).shortName };
    case 'UserRenamed':
      return { firstName: data.firstName, lastName: data.lastName };
    case 'UserLanguageChosen':
      return { language: (data as UserEvents['UserLanguageChosen']).language };
    case 'UserEmailChanged':
      return { email: data.email };
    case 'UserPasswordChanged':
      return { passwordHash: data.passwordHash };
    case 'UserMfaMethodChanged':
      return { mfaMethod: data.mfaMethod };
    case 'UserRoleGranted':
      return { roles: [...without(user.roles, data.role), data.role] };
    case 'UserRoleRevoked':
      return { roles: without(user.roles, data.role) };
    case 'UserGivenLocation':
      return { locationShortNames: [...without(user.locationShortNames, data.shortName), data.shortName] };
    case 'UserLocationRemoved':
      return { locationShortNames: without(user.locationShortNames, data.shortName) };
    case 'UserDeactivated':
      return { isActive: false };
    case 'UserReactivated':
      return { isActive: true };
    case 'UserDeleted':
      return { deletedAt: event.metadata.at };
    case 'DisplayPreferencesSaved': {
      const { locationShortName, preferences } = data as UserEvents['DisplayPreferencesSaved'];
      return { displayPreferences: { ...(user.displayPreferences as object), [locationShortName]: preferences } };
    }
    default:
      return undefined;
  }
}

/**
 * Users as sign-in, the access check and the Users screen read them. Sessions are read from their own streams;
 * only the location last chosen in one is kept here, as the user's default for the next sign-in.
 */
export const identityProjector: Projector = {
  name: 'identity',
  // 2: user documents keep their stream's version.
  version: 2,
  collections: ['users'],
  indexes: { users: [['email'], ['locationShortNames']] },
  keys(event) {
    return aboutUser(event) ? [{ collection: 'users', id: String(event.data.userId) }] : [];
  },
  apply(event, read) {
    if (!aboutUser(event)) return [];
    const userId = String(event.data.userId);
    if (event.type === 'UserRegistered') {
      const data = event.data as UserEvents['UserRegistered'];
      const doc = {
        ...data,
        id: userId,
        selectedLocation: null,
        eula: false,
        emailConfirmedAt: null,
        isActive: true,
        deletedAt: null,
        createdAt: event.metadata.at,
        version: event.version,
      };
      return [{ op: 'upsert', collection: 'users', doc }];
    }
    const user = read('users', userId);
    if (!user) return [];
    // The user stream's version (the users list's ETag is made of them); a session's event leaves it.
    const version = event.streamId.startsWith('user-') ? { version: event.version } : {};
    const patch = patchOf(event, user);
    return patch || 'version' in version
      ? [{ op: 'upsert', collection: 'users', doc: { ...user, ...patch, ...version } }]
      : [];
  },
};
