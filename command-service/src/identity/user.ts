import { forbidden, invalid, type UserEvents } from '@bayline/contracts';
import type { Aggregate, NewEvent } from '../shared/command.ts';

export const userStream = (userId: string) => `user-${userId}`;

export interface User {
  exists: boolean;
  userId: string;
  locationShortNames: string[];
  selectedLocation: string | null;
  eula: boolean;
  openSessions: string[];
}

export const user: Aggregate<User> = {
  initial: () => ({
    exists: false,
    userId: '',
    locationShortNames: [],
    selectedLocation: null,
    eula: false,
    openSessions: [],
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const data = event.data as UserEvents['UserRegistered'];
        return { ...state, exists: true, userId: data.userId, locationShortNames: data.locationShortNames };
      }
      case 'EulaSigned':
        return { ...state, eula: true };
      case 'LocationSelected':
        return { ...state, selectedLocation: (event.data as UserEvents['LocationSelected']).shortName };
      case 'UserSignedIn':
        return {
          ...state,
          openSessions: [...state.openSessions, (event.data as UserEvents['UserSignedIn']).sessionId],
        };
      case 'UserSignedOut': {
        const { sessionId } = event.data as UserEvents['UserSignedOut'];
        return { ...state, openSessions: state.openSessions.filter((s) => s !== sessionId) };
      }
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

export function decideSignIn(state: User, sessionId: string): NewEvent[] {
  return [{ type: 'UserSignedIn', data: { userId: state.userId, sessionId } }];
}

export function decideSignOut(state: User, sessionId: string): NewEvent[] {
  return state.openSessions.includes(sessionId)
    ? [{ type: 'UserSignedOut', data: { userId: state.userId, sessionId } }]
    : [];
}

export function decideSignEula(state: User): NewEvent[] {
  return state.eula ? [] : [{ type: 'EulaSigned', data: { userId: state.userId } }];
}

export function decideSelectLocation(state: User, shortName: string): NewEvent[] {
  if (!state.locationShortNames.includes(shortName)) throw forbidden('This location is not one of yours');
  return state.selectedLocation === shortName
    ? []
    : [{ type: 'LocationSelected', data: { userId: state.userId, shortName } }];
}
