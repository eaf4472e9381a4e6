import { type UserDoc, usersModel } from '@bayline/contracts/read-models/identity';
import { documentProjector, type ProjectedEvent } from '../projector.ts';

/** A fact that names a user. */
type UserFact = Extract<ProjectedEvent, { data: { userId: string } }>;

/** Every fact of a user's stream, and the location chosen in one of their sessions. */
const aboutUser = (event: ProjectedEvent): event is UserFact =>
  event.streamId.startsWith('user-') || (event.streamId.startsWith('session-') && event.type === 'LocationSelected');

const without = (list: string[], item: unknown) => list.filter((i) => i !== item);

/** How each later fact of a user's stream changes the user's document. */
function patchOf(event: UserFact, user: UserDoc): Partial<UserDoc> | undefined {
  switch (event.type) {
    case 'EulaSigned':
      return { eula: true };
    case 'LocationSelected':
      return { selectedLocation: event.data.shortName };
    case 'UserRenamed':
      return { firstName: event.data.firstName, lastName: event.data.lastName };
    case 'UserLanguageChosen':
      return { language: event.data.language };
    case 'UserEmailChanged':
      return { email: event.data.email };
    case 'UserPasswordChanged':
      return { passwordHash: event.data.passwordHash };
    case 'UserMfaMethodChanged':
      return { mfaMethod: event.data.mfaMethod };
    case 'UserRoleGranted':
      return { roles: [...without(user.roles, event.data.role), event.data.role] };
    case 'UserRoleRevoked':
      return { roles: without(user.roles, event.data.role) };
    case 'UserGivenLocation':
      return { locationShortNames: [...without(user.locationShortNames, event.data.shortName), event.data.shortName] };
    case 'UserLocationRemoved':
      return { locationShortNames: without(user.locationShortNames, event.data.shortName) };
    case 'UserDeactivated':
      return { isActive: false };
    case 'UserReactivated':
      return { isActive: true };
    case 'UserDeleted':
      return { deletedAt: event.metadata.at };
    case 'DisplayPreferencesSaved': {
      const { locationShortName, preferences } = event.data;
      return { displayPreferences: { ...user.displayPreferences, [locationShortName]: preferences } };
    }
    default:
      return undefined;
  }
}

/**
 * Users as sign-in, the access check and the Users screen read them. Sessions are read from their own streams;
 * only the location last chosen in one is kept here, as the user's default for the next sign-in.
 */
export const identityProjector = documentProjector({
  name: 'identity',
  // 2: user documents keep their stream's version.
  version: 2,
  model: usersModel,
  canHandle: aboutUser,
  documentId: (event) => event.data.userId,
  evolve(user, event) {
    if (event.type === 'UserRegistered') {
      const { data } = event;
      return {
        ...data,
        id: data.userId,
        selectedLocation: null,
        eula: false,
        emailConfirmedAt: null,
        isActive: true,
        deletedAt: null,
        createdAt: event.metadata.at,
        version: event.version,
      };
    }
    if (!user) return user;
    // The user stream's version (the users list's ETag is made of them); a session's event leaves it.
    const version = event.streamId.startsWith('user-') ? { version: event.version } : {};
    const patch = patchOf(event, user);
    return patch || 'version' in version ? { ...user, ...patch, ...version } : user;
  },
});
