import type { UserEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Projector } from '../projector.ts';

/** Every fact of a user's stream, and the location chosen in one of their sessions. */
const aboutUser = (event: RecordedEvent) =>
  event.streamId.startsWith('user-') || (event.streamId.startsWith('session-') && event.type === 'LocationSelected');

/**
 * Users as sign-in and the access check read them. Sessions are read from their own streams; only the location
 * last chosen in one is kept here, as the user's default for the next sign-in.
 */
export const identityProjector: Projector = {
  name: 'identity',
  collections: ['users'],
  indexes: { users: [['email']] },
  keys(event) {
    return aboutUser(event) ? [{ collection: 'users', id: String(event.data.userId) }] : [];
  },
  apply(event, read) {
    if (!aboutUser(event)) return [];
    const userId = String(event.data.userId);
    switch (event.type) {
      case 'UserRegistered': {
        const data = event.data as UserEvents['UserRegistered'];
        return [
          {
            op: 'upsert',
            collection: 'users',
            doc: { ...data, id: userId, selectedLocation: null, eula: false, emailConfirmedAt: null },
          },
        ];
      }
      case 'EulaSigned':
      case 'LocationSelected': {
        const user = read('users', userId);
        if (!user) return [];
        const patch =
          event.type === 'EulaSigned'
            ? { eula: true }
            : { selectedLocation: (event.data as UserEvents['LocationSelected']).shortName };
        return [{ op: 'upsert', collection: 'users', doc: { ...user, ...patch } }];
      }
      default:
        return [];
    }
  },
};
