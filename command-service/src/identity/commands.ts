import type { SessionEvents, UserEvents } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { hashPassword } from './password.ts';
import { decideEndSession, decideSelectLocation, decideStartSession, session, sessionStream } from './session.ts';
import { decideEndSessions, decideGiveLocation, decideRegister, decideSignEula, user, userStream } from './user.ts';

export function identityCommands(deps: CommandDeps) {
  const onUser = (userId: string) => userStream(userId);
  return {
    async register(
      ctx: CommandContext,
      data: Omit<UserEvents['UserRegistered'], 'passwordHash' | 'userId'> & { password: string; userId?: string },
    ) {
      const { password, ...rest } = data;
      const userId = data.userId ?? deps.newId();
      const passwordHash = await hashPassword(password);
      return execute(deps, onUser(userId), user, (s) => decideRegister(s, { ...rest, userId, passwordHash }), ctx);
    },
    giveLocation: (ctx: CommandContext, userId: string, shortName: string) =>
      execute(deps, onUser(userId), user, (s) => decideGiveLocation(s, shortName), ctx),
    signEula: (ctx: CommandContext, userId: string) => execute(deps, onUser(userId), user, decideSignEula, ctx),
    /** Ends every session of the user, in every browser (password change, deactivation). */
    endSessions: (ctx: CommandContext, userId: string, reason: string) =>
      execute(deps, onUser(userId), user, (s) => decideEndSessions(s, reason), ctx),
    startSession: (ctx: CommandContext, data: SessionEvents['SessionStarted']) =>
      execute(deps, sessionStream(data.sessionId), session, (s) => decideStartSession(s, data), ctx),
    endSession: (ctx: CommandContext, sessionId: string, reason: string) =>
      execute(deps, sessionStream(sessionId), session, (s) => decideEndSession(s, reason), ctx),
    selectLocation: (ctx: CommandContext, sessionId: string, shortName: string, usersLocations: readonly string[]) =>
      execute(deps, sessionStream(sessionId), session, (s) => decideSelectLocation(s, shortName, usersLocations), ctx),
  };
}
