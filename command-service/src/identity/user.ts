import { invalid, type UserEvents } from '@bayline/contracts';
import type { Aggregate, NewEvent } from '../shared/command.ts';

export const userStream = (userId: string) => `user-${userId}`;

export interface User {
  exists: boolean;
  userId: string;
  locationShortNames: string[];
  eula: boolean;
  /** Every session issued at or before this instant has ended. */
  sessionsEndedAt: string | null;
}

export const user: Aggregate<User> = {
  initial: () => ({
    exists: false,
    userId: '',
    locationShortNames: [],
    eula: false,
    sessionsEndedAt: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const data = event.data as UserEvents['UserRegistered'];
        return { ...state, exists: true, userId: data.userId, locationShortNames: data.locationShortNames };
      }
      case 'EulaSigned':
        return { ...state, eula: true };
      case 'UserSessionsEnded':
        return { ...state, sessionsEndedAt: event.metadata.at };
      default:
        return state;
    }
  },
};

export function decideRegister(state: User, data: UserEvents['UserRegistered']): NewEvent[] {
  if (state.exists) return [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(data.email))
    throw invalid([{ field: 'email', message: 'E-mail must be valid' }]);
  return [{ type: 'UserRegistered', data: { ...data, email: data.email.toLowerCase() } }];
}

export function decideSignEula(state: User): NewEvent[] {
  return state.eula ? [] : [{ type: 'EulaSigned', data: { userId: state.userId } }];
}

/** Signs the user out of every browser: what a password change or a deactivation decides along with its own event. */
export function decideEndSessions(state: User, reason: string): NewEvent[] {
  return state.exists ? [{ type: 'UserSessionsEnded', data: { userId: state.userId, reason } }] : [];
}
