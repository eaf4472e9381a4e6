import { badCredentialsMessage, eulaSchema, loginSchema, Refusal } from '@bayline/contracts';
import {
  clearSessionCookie,
  effectiveLocation,
  parse,
  sessionOf,
  sessionUser,
  setSessionCookie,
} from '@bayline/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { identityCommands } from './commands.ts';
import { checkCredentials } from './password.ts';
import { newSessionToken, sessionIdOf, sessionLife } from './session.ts';

/** The account a login tries, for counting failed attempts per account (whatever else the body holds). */
function accountOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/** Sign-in, sign-out, licence agreement and location choice (spec 3 sections 2.2 and 7). */
export async function identityRoutes(app: FastifyInstance, deps: CommandDeps) {
  const commands = identityCommands(deps);
  const { directory } = deps;

  app.post(
    '/login',
    { config: { access: 'public', throttle: { name: 'login', account: accountOf } } },
    async (request, reply) => {
      const { email, password } = parse(loginSchema, request.body);
      const user = await checkCredentials((e) => directory.userByEmail(e), email, password);
      if (!user) throw new Refusal(401, badCredentialsMessage);
      const token = newSessionToken();
      const names = (await directory.locationNames(user.locationShortNames))
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
        .map((l) => l.shortName);
      const selected = effectiveLocation(user, null, names);
      const result = await commands.startSession(
        { userId: user.userId, locationShortName: selected ?? '', now: new Date(), correlationId: request.id },
        { sessionId: sessionIdOf(token), userId: user.userId, locationShortName: selected },
      );
      setSessionCookie(request, reply, token, sessionLife.absoluteMs / 1000);
      return answered(reply, result.position).send(await sessionUser(directory, user, selected));
    },
  );

  app.delete('/login', { config: { access: 'session' } }, async (request, reply) => {
    const session = sessionOf(request);
    const result = await commands.endSession(contextOf(request), session.sessionId, 'signed out');
    clearSessionCookie(request, reply);
    return answered(reply, result.position).code(204).send();
  });

  app.put('/users/eula', { config: { access: 'session' } }, async (request, reply) => {
    parse(eulaSchema, request.body);
    const session = sessionOf(request);
    const result = await commands.signEula(contextOf(request), session.user.userId);
    const user = { ...session.user, eula: true };
    return answered(reply, result.position).send(await sessionUser(directory, user, session.locationShortName || null));
  });

  app.put<{ Params: { shortName: string } }>(
    '/locations/select/:shortName',
    { config: { access: 'session' } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { shortName } = request.params;
      const result = await commands.selectLocation(
        { ...contextOf(request), locationShortName: shortName },
        session.sessionId,
        shortName,
        session.user.locationShortNames,
      );
      return answered(reply, result.position).send(
        await sessionUser(directory, { ...session.user, selectedLocation: shortName }, shortName),
      );
    },
  );
}
