import type { UserEvents } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { hashPassword } from './password.ts';
import {
  decideRegister,
  decideSelectLocation,
  decideSignEula,
  decideSignIn,
  decideSignOut,
  user,
  userStream,
} from './user.ts';

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
    signIn: (ctx: CommandContext, userId: string, sessionId: string) =>
      execute(deps, onUser(userId), user, (s) => decideSignIn(s, sessionId), ctx),
    signOut: (ctx: CommandContext, userId: string, sessionId: string) =>
      execute(deps, onUser(userId), user, (s) => decideSignOut(s, sessionId), ctx),
    signEula: (ctx: CommandContext, userId: string) => execute(deps, onUser(userId), user, decideSignEula, ctx),
    selectLocation: (ctx: CommandContext, userId: string, shortName: string) =>
      execute(deps, onUser(userId), user, (s) => decideSelectLocation(s, shortName), ctx),
  };
}
