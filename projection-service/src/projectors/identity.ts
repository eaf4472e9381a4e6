import type { UserEvents } from '@bayline/contracts';
import type { Projector } from '../projector.ts';

/** Users as sign-in and the access check read them, and the sessions that were signed out. */
export const identityProjector: Projector = {
  name: 'identity',
  collections: ['users', 'sessions'],
  indexes: { users: [['email']] },
  keys(event) {
    if (!event.streamId.startsWith('user-')) return [];
    if (event.type === 'UserSignedOut')
      return [{ collection: 'sessions', id: (event.data as UserEvents['UserSignedOut']).sessionId }];
    return [{ collection: 'users', id: String(event.data.userId) }];
  },
  apply(event, read) {
    if (!event.streamId.startsWith('user-')) return [];
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
      case 'UserSignedOut': {
        const { sessionId } = event.data as UserEvents['UserSignedOut'];
        return [
          {
            op: 'upsert',
            collection: 'sessions',
            doc: { id: sessionId, userId, revoked: true, at: event.metadata.at },
          },
        ];
      }
      default:
        return [];
    }
  },
};
