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
import { choiceStream, chosenLocation, decideChooseLocation } from './location-choice.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  decideEndSession,
  decideSelectLocation,
  decideStartSession,
  type Session,
  session,
  sessionStream,
} from './session.ts';
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
import { listings } from './user-lists.ts';

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
      const lists = listings([{ userId, locationShortNames: data.locationShortNames, roles: data.roles }]);
      const decided = await executeAll(deps, [...lists, claim, registered] as StreamCommand<unknown>[], ctx);
      return decided.at(-1) as Decided<User, UserEvent>;
    },
    /** Gives users one more location (a new location's owners and support users), listed there first. */
    async giveLocation(ctx: CommandContext, userIds: readonly string[], shortName: string) {
      const given = userIds.map(
        (userId): StreamCommand<User> => ({
          streamId: onUser(userId),
          aggregate: user,
          decide: (s) => decideGiveLocation(s, shortName),
        }),
      );
      const lists = listings(userIds.map((userId) => ({ userId, locationShortNames: [shortName], roles: [] })));
      return executeAll(deps, [...lists, ...given] as StreamCommand<unknown>[], ctx);
    },
    signEula: (ctx: CommandContext, userId: string) => execute(deps, onUser(userId), user, decideSignEula, ctx),
    /** The support role given (`grant` true) or taken back, by an operator from the command line. */
    async setSupport(ctx: CommandContext, userId: string, grant: boolean) {
      const changed: StreamCommand<User> = {
        streamId: onUser(userId),
        aggregate: user,
        decide: (s) => decideSupport(s, grant),
      };
      const lists = listings(grant ? [{ userId, locationShortNames: [], roles: ['support'] }] : []);
      const decided = await executeAll(deps, [...lists, changed] as StreamCommand<unknown>[], ctx);
      return decided.at(-1) as Decided<User, UserEvent>;
    },
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
    /** The session's location, kept as the user's latest choice too (where their next sign-in starts). */
    async selectLocation(ctx: CommandContext, sessionId: string, shortName: string, usersLocations: readonly string[]) {
      const chosen: StreamCommand<string | null> = {
        streamId: choiceStream(ctx.userId),
        aggregate: chosenLocation,
        decide: (kept) => decideChooseLocation(kept, ctx.userId, shortName),
      };
      const selected: StreamCommand<Session> = {
        streamId: sessionStream(sessionId),
        aggregate: session,
        decide: (s) => decideSelectLocation(s, shortName, usersLocations),
      };
      const decided = await executeAll(deps, [chosen, selected] as StreamCommand<unknown>[], ctx);
      return decided.at(-1) as Decided<Session>;
    },
  };
}
