import type { SessionEvent } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import {
  decideEndSession,
  decideSelectLocation,
  decideStartSession,
  decideTouch,
  newSessionToken,
  type Session,
  session,
  sessionIdOf,
  sessionLife,
  sessionStanding,
} from './session.ts';
import { decideEndSessions, type User, user } from './user.ts';

const issued = Date.parse('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(issued + ms);
const hours = (n: number) => n * 3_600_000;
const days = (n: number) => n * 86_400_000;

/** A session folded from events, each stamped with the instant it happened. */
function fold(...events: [number, SessionEvent][]): Session {
  return events.reduce(
    (state, [ms, e]) => session.evolve(state, { ...e, metadata: { at: at(ms).toISOString(), locationShortName: '' } }),
    session.initial(),
  );
}

const started = (): [number, SessionEvent] => [
  0,
  itemAt(decideStartSession(session.initial(), { sessionId: 's1', userId: 'u1', locationShortName: 'BAYVIEW' }), 0),
];
const touched = (ms: number): [number, SessionEvent] => [ms, itemAt(decideTouch(fold(started()), at(ms)), 0)];

describe('a session’s life', () => {
  it('is live from its issue until 12 hours without a request', () => {
    const state = fold(started());
    expect(sessionLife).toMatchObject({ idleMs: hours(12), absoluteMs: days(14) });
    expect(sessionStanding(state, at(0), { at: null })).toBe('live');
    expect(sessionStanding(state, at(hours(12) - 1), { at: null })).toBe('live');
    expect(sessionStanding(state, at(hours(12)), { at: null })).toBe('idle');
  });

  it('records activity at most every 5 minutes, and activity keeps it alive', () => {
    expect(decideTouch(fold(started()), at(sessionLife.touchEveryMs - 1))).toEqual([]);
    expect(decideTouch(fold(started()), at(sessionLife.touchEveryMs))).toEqual([
      { type: 'SessionTouched', data: { sessionId: 's1', userId: 'u1' } },
    ]);
    const state = fold(started(), touched(hours(11)));
    expect(state.lastSeenAt).toBe(at(hours(11)).toISOString());
    expect(sessionStanding(state, at(hours(22)), { at: null })).toBe('live');
    expect(sessionStanding(state, at(hours(23)), { at: null })).toBe('idle');
  });

  it('ends after 14 days however active it was', () => {
    const state = fold(started(), touched(days(14) - hours(1)));
    expect(sessionStanding(state, at(days(14) - 1), { at: null })).toBe('live');
    expect(sessionStanding(state, at(days(14)), { at: null })).toBe('expired');
  });

  it('ends when signed out, once', () => {
    const ended = fold(started(), [1, itemAt(decideEndSession(fold(started()), 'signed out'), 0)]);
    expect(sessionStanding(ended, at(2), { at: null })).toBe('ended');
    expect(decideEndSession(ended, 'signed out')).toEqual([]);
    expect(decideEndSession(session.initial(), 'signed out')).toEqual([]);
    expect(sessionStanding(session.initial(), at(0), { at: null })).toBe('unknown');
  });

  it('ends with every other session of its user when they are all ended, but not a later one', () => {
    const state = fold(started());
    expect(sessionStanding(state, at(1), { at: at(0).toISOString() })).toBe('ended');
    expect(sessionStanding(state, at(1), { at: at(-1).toISOString() })).toBe('live');
  });

  it('keeps its own location, one of the user’s only', () => {
    const state = fold(started());
    expect(decideSelectLocation(state, 'HARBOR', ['BAYVIEW', 'HARBOR'])).toEqual([
      { type: 'LocationSelected', data: { sessionId: 's1', userId: 'u1', shortName: 'HARBOR' } },
    ]);
    expect(decideSelectLocation(state, 'BAYVIEW', ['BAYVIEW', 'HARBOR'])).toEqual([]);
    expect(() => decideSelectLocation(state, 'NORTHGATE', ['BAYVIEW', 'HARBOR'])).toThrow(/not one of yours/);
  });
});

describe('the session token', () => {
  it('is 256 random bits, and the store knows the session only by its hash', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
    expect(sessionIdOf(token)).toBe(sessionIdOf(token));
    expect(sessionIdOf(token)).not.toContain(token);
    expect(sessionIdOf(token).length).toBeLessThanOrEqual(64);
  });
});

describe('ending every session of a user (password change, deactivation)', () => {
  const registered = (): User =>
    user.evolve(user.initial(), {
      type: 'UserRegistered',
      data: {
        userId: 'u1',
        email: 'ann@bayline.test',
        firstName: 'Ann',
        lastName: 'Lee',
        passwordHash: 'scrypt$old',
        roles: [],
        locationShortNames: ['BAYVIEW'],
        mfaMethod: 'None',
      },
      metadata: { at: at(-days(30)).toISOString(), locationShortName: '' },
    });

  it('records when, so every session issued until then ends', () => {
    const events = decideEndSessions(registered(), 'password changed');
    expect(events).toEqual([{ type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'password changed' } }]);
    const state = user.evolve(registered(), {
      ...itemAt(events, 0),
      metadata: { at: at(hours(1)).toISOString(), locationShortName: '' },
    });
    expect(state.sessionsEndedAt).toBe(at(hours(1)).toISOString());
    expect(sessionStanding(fold(started()), at(hours(2)), { at: state.sessionsEndedAt })).toBe('ended');
  });

  it('keeps the one session the user changed their password in, and only until the next end of every session', () => {
    const other = fold([
      0,
      itemAt(decideStartSession(session.initial(), { sessionId: 's2', userId: 'u1', locationShortName: null }), 0),
    ]);
    const events = decideEndSessions(registered(), 'password changed', 's1');
    expect(events[0]?.data).toEqual({ userId: 'u1', reason: 'password changed', keptSessionId: 's1' });
    const state = user.evolve(registered(), {
      ...itemAt(events, 0),
      metadata: { at: at(1).toISOString(), locationShortName: '' },
    });
    const ended = { at: state.sessionsEndedAt, kept: state.keptSessionId };
    expect(sessionStanding(fold(started()), at(2), ended)).toBe('live');
    expect(sessionStanding(other, at(2), ended)).toBe('ended');
    const deactivated = user.evolve(state, {
      ...itemAt(decideEndSessions(state, 'deactivated'), 0),
      metadata: { at: at(3).toISOString(), locationShortName: '' },
    });
    expect(
      sessionStanding(fold(started()), at(4), { at: deactivated.sessionsEndedAt, kept: deactivated.keptSessionId }),
    ).toBe('ended');
  });

  it('decides nothing for a user who does not exist', () => {
    expect(decideEndSessions(user.initial(), 'deactivated')).toEqual([]);
  });
});
