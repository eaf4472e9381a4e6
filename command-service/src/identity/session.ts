import { createHash, randomBytes } from 'node:crypto';
import { forbidden, type SessionEvent, type SessionEvents } from '@bayline/contracts';
import type { Aggregate } from '../shared/command.ts';

/**
 * How long a signed-in browser stays signed in: 12 hours without a request, 14 days at most. Activity is
 * recorded at most every 5 minutes, so idle expiry is exact to within that and costs no event per request.
 */
export const sessionLife = {
  idleMs: 12 * 3_600_000,
  absoluteMs: 14 * 86_400_000,
  touchEveryMs: 5 * 60_000,
};

/** The cookie's secret: 256 random bits, never stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** What the store knows a session by: a hash of its token, so reading the event log never yields a usable cookie. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export const sessionStream = (sessionId: string) => `session-${sessionId}`;

export interface Session {
  started: boolean;
  sessionId: string;
  userId: string;
  locationShortName: string | null;
  issuedAt: string;
  lastSeenAt: string;
  ended: boolean;
}

export const session: Aggregate<Session, SessionEvent> = {
  initial: () => ({
    started: false,
    sessionId: '',
    userId: '',
    locationShortName: null,
    issuedAt: '',
    lastSeenAt: '',
    ended: false,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted': {
        const at = event.metadata.at;
        return { ...state, ...event.data, started: true, issuedAt: at, lastSeenAt: at };
      }
      case 'SessionTouched':
        return { ...state, lastSeenAt: event.metadata.at };
      case 'LocationSelected':
        return { ...state, locationShortName: event.data.shortName };
      case 'SessionEnded':
        return { ...state, ended: true };
      default:
        event satisfies never;
        return state;
    }
  },
};

export type SessionStanding = 'live' | 'unknown' | 'ended' | 'idle' | 'expired';

/**
 * Whether a session still signs its browser in at `now`; `ended` is the user's last end of every session (`at`)
 * and the one session it kept.
 */
export function sessionStanding(
  state: Session,
  now: Date,
  ended: { at: string | null; kept?: string | null },
): SessionStanding {
  if (!state.started) return 'unknown';
  const endedWithTheOthers = ended.at !== null && state.issuedAt <= ended.at && state.sessionId !== ended.kept;
  if (state.ended || endedWithTheOthers) return 'ended';
  if (now.getTime() - Date.parse(state.issuedAt) >= sessionLife.absoluteMs) return 'expired';
  if (now.getTime() - Date.parse(state.lastSeenAt) >= sessionLife.idleMs) return 'idle';
  return 'live';
}

export function decideStartSession(state: Session, data: SessionEvents['SessionStarted']): SessionEvent[] {
  return state.started ? [] : [{ type: 'SessionStarted', data: { ...data } }];
}

export function decideTouch(state: Session, now: Date): SessionEvent[] {
  return now.getTime() - Date.parse(state.lastSeenAt) >= sessionLife.touchEveryMs
    ? [{ type: 'SessionTouched', data: { sessionId: state.sessionId, userId: state.userId } }]
    : [];
}

export function decideEndSession(state: Session, reason: string): SessionEvent[] {
  return state.started && !state.ended
    ? [{ type: 'SessionEnded', data: { sessionId: state.sessionId, userId: state.userId, reason } }]
    : [];
}

/** The selected location lives in the session: another browser of the same user keeps its own. */
export function decideSelectLocation(
  state: Session,
  shortName: string,
  usersLocations: readonly string[],
): SessionEvent[] {
  if (!usersLocations.includes(shortName)) throw forbidden('This location is not one of yours');
  return state.locationShortName === shortName
    ? []
    : [{ type: 'LocationSelected', data: { sessionId: state.sessionId, userId: state.userId, shortName } }];
}
