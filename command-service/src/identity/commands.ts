import {
  type DisplayPreferences,
  type PasswordChangeInput,
  Refusal,
  type SessionEvents,
  type UserEvents,
  type UserLanguage,
  wrongCurrentPassword,
} from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { decideEndSession, decideSelectLocation, decideStartSession, session, sessionStream } from './session.ts';
import {
  decideEndSessions,
  decideGiveLocation,
  decideOwnSettings,
  decideRegister,
  decideSaveDisplayPreferences,
  decideSignEula,
  user,
  userStream,
} from './user.ts';

/** User Settings as the schema leaves them (names trimmed). */
type OwnSettings = { firstName: string; lastName: string; language?: UserLanguage };

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
    /** The signed-in user's own name and language (User Settings), as the schema left them (trimmed). */
    saveOwnSettings: (ctx: CommandContext, userId: string, settings: OwnSettings) =>
      execute(deps, onUser(userId), user, (s) => decideOwnSettings(s, settings), ctx),
    /**
     * The signed-in user's own password (User Settings), given the current one; every other browser of theirs is
     * signed out. A wrong current password is a failed attempt (403), counted like a failed sign-in.
     */
    async changeOwnPassword(ctx: CommandContext, sessionId: string, change: PasswordChangeInput) {
      const { state } = await deps.streams.current(onUser(ctx.userId), user);
      if (!(await verifyPassword(change.currentPassword, state.passwordHash)))
        throw new Refusal(403, wrongCurrentPassword, {
          errors: [{ field: 'currentPassword', message: wrongCurrentPassword }],
        });
      const passwordHash = await hashPassword(change.password);
      return execute(deps, onUser(ctx.userId), user, (s) => decideOwnSettings(s, { passwordHash, sessionId }), ctx);
    },
    saveDisplayPreferences: (ctx: CommandContext, shortName: string, preferences: DisplayPreferences) =>
      execute(deps, onUser(ctx.userId), user, (s) => decideSaveDisplayPreferences(s, shortName, preferences), ctx),
    startSession: (ctx: CommandContext, data: SessionEvents['SessionStarted']) =>
      execute(deps, sessionStream(data.sessionId), session, (s) => decideStartSession(s, data), ctx),
    endSession: (ctx: CommandContext, sessionId: string, reason: string) =>
      execute(deps, sessionStream(sessionId), session, (s) => decideEndSession(s, reason), ctx),
    selectLocation: (ctx: CommandContext, sessionId: string, shortName: string, usersLocations: readonly string[]) =>
      execute(deps, sessionStream(sessionId), session, (s) => decideSelectLocation(s, shortName, usersLocations), ctx),
  };
}
