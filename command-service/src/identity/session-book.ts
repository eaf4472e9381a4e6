import type { SessionBook } from '@bayline/platform/http';
import { execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideTouch, session, sessionIdOf, sessionStanding, sessionStream } from './session.ts';
import { mayUseBayline, user, userRecordOf, userStream } from './user.ts';

/**
 * Sessions read straight from their streams (folded once, then only new events), so a session works in every
 * role the moment its login answers, and ends everywhere the moment it is ended (or its user is deactivated or
 * deleted): no read model to wait for.
 */
export function sessionBook(deps: CommandDeps): SessionBook {
  return {
    async open(token, now, correlationId) {
      const sessionId = sessionIdOf(token);
      const { state } = await deps.streams.current(sessionStream(sessionId), session);
      if (!state.started) return undefined;
      const owner = await deps.streams.current(userStream(state.userId), user);
      if (
        !mayUseBayline(owner.state) ||
        sessionStanding(state, now, { at: owner.state.sessionsEndedAt, kept: owner.state.keptSessionId }) !== 'live'
      )
        return undefined;
      const ctx = { userId: state.userId, locationShortName: state.locationShortName ?? '', now, correlationId };
      if (decideTouch(state, now).length > 0)
        await execute(deps, sessionStream(sessionId), session, (s) => decideTouch(s, now), ctx);
      // The user as their stream has them now: a change is felt on the very next request, whatever the
      // projectors are doing.
      return { sessionId, locationShortName: state.locationShortName, user: userRecordOf(owner.state) };
    },
  };
}
