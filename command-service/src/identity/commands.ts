import {
  type DisplayPreferences,
  invalid,
  type PasswordChangeInput,
  Refusal,
  type SessionEvents,
  type UserEvent,
  type UserEvents,
  type UserLanguage,
  userMessages,
  wrongCurrentPassword,
} from '@bayline/contracts';
import { type CommandContext, type Decided, execute, executeAll, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { claimEmail } from './email-claim.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { decideEndSession, decideSelectLocation, decideStartSession, session, sessionStream } from './session.ts';
import {
  decideEndSessions,
  decideGiveLocation,
  decideOwnSettings,
  decideRegister,
  decideSaveDisplayPreferences,
  decideSignEula,
  decideSupport,
  type User,
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
      const taken = () => invalid([{ field: 'email', message: userMessages.emailTaken }]);
      const registered: StreamCommand<User> = {
        streamId: onUser(userId),
        aggregate: user,
        decide: (s) => decideRegister(s, { ...rest, userId, passwordHash }),
      };
      const claim = await claimEmail(deps.streams, data.email, userId, ctx.now, taken);
      const [, decided] = await executeAll(deps, [claim, registered] as StreamCommand<unknown>[], ctx);
      return decided as Decided<User, UserEvent>;
    },
    giveLocation: (ctx: CommandContext, userId: string, shortName: string) =>
      execute(deps, onUser(userId), user, (s) => decideGiveLocation(s, shortName), ctx),
    signEula: (ctx: CommandContext, userId: string) => execute(deps, onUser(userId), user, decideSignEula, ctx),
    /** The support role given (`grant` true) or taken back, by an operator from the command line. */
    setSupport: (ctx: CommandContext, userId: string, grant: boolean) =>
      execute(deps, onUser(userId), user, (s) => decideSupport(s, grant), ctx),
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
        throw new Refusal('WrongCurrentPassword', wrongCurrentPassword, {
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
