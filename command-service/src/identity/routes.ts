import {
  badCredentialsMessage,
  displayPreferencesSchema,
  displaySettingsParamsSchema,
  eulaSchema,
  locationShortNameSchema,
  loginSchema,
  passwordChangeSchema,
  policyUsersSchema,
  Refusal,
  userSettingsSchema,
} from '@bayline/contracts';
import {
  clearSessionCookie,
  effectiveLocation,
  sessionOf,
  sessionUser,
  setSessionCookie,
  type UserRecord,
  type Validated,
} from '@bayline/platform/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf, expectedVersionOf } from '../shared/http.ts';
import { identityCommands } from './commands.ts';
import { checkCredentials } from './password.ts';
import { newSessionToken, sessionIdOf, sessionLife } from './session.ts';
import { user as userAggregate, userStream } from './user.ts';
import { saveUsers } from './users-save.ts';

/** The account a login tries, for counting failed attempts per account (whatever else the body holds). */
function accountOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/**
 * Starts a session for a user who proved who they are (a password, an invitation link): the cookie, and the
 * signed-in user at the location they last chose (or the first by name).
 */
export async function signIn(deps: CommandDeps, request: FastifyRequest, reply: FastifyReply, found: UserRecord) {
  // The directory (a read model) may lag a change just made to the user: rights come from their stream, as the
  // session book reads them on every later request.
  const { roles, locationShortNames } = (await deps.streams.current(userStream(found.userId), userAggregate)).state;
  const user = { ...found, roles, locationShortNames };
  const names = (await deps.directory.locationNames(user.locationShortNames))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    .map((l) => l.shortName);
  const selected = effectiveLocation(user, null, names);
  const token = newSessionToken();
  const result = await identityCommands(deps).startSession(
    { userId: user.userId, locationShortName: selected ?? '', now: new Date(), correlationId: request.id },
    { sessionId: sessionIdOf(token), userId: user.userId, locationShortName: selected },
  );
  setSessionCookie(request, reply, token, sessionLife.absoluteMs / 1000);
  return answered(reply, result.position).send(await sessionUser(deps.directory, user, selected));
}

/** What each identity route takes from the client. */
const input = {
  login: { body: loginSchema },
  none: {},
  eula: { body: eulaSchema },
  select: { params: z.object({ shortName: locationShortNameSchema }) },
  users: { body: policyUsersSchema },
  ownSettings: { body: userSettingsSchema },
  ownPassword: { body: passwordChangeSchema },
  displaySettings: { params: displaySettingsParamsSchema, body: displayPreferencesSchema },
};

/** Sign-in, sign-out, licence agreement and location choice (spec 3 sections 2.2 and 7). */
export async function identityRoutes(app: FastifyInstance, deps: CommandDeps) {
  const commands = identityCommands(deps);
  const { directory } = deps;

  app.post<Validated<typeof input.login>>(
    '/login',
    { config: { access: 'public', throttle: { name: 'login', account: accountOf }, input: input.login } },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await checkCredentials((e) => directory.userByEmail(e), email, password);
      // A deactivated user is told no more than a wrong password would tell.
      if (!user || user.isActive === false) throw new Refusal(401, badCredentialsMessage);
      return signIn(deps, request, reply, user);
    },
  );

  app.delete('/login', { config: { access: 'session', input: input.none } }, async (request, reply) => {
    const session = sessionOf(request);
    const result = await commands.endSession(contextOf(request), session.sessionId, 'signed out');
    clearSessionCookie(request, reply);
    return answered(reply, result.position).code(204).send();
  });

  app.put('/users/eula', { config: { access: 'session', input: input.eula } }, async (request, reply) => {
    const session = sessionOf(request);
    const result = await commands.signEula(contextOf(request), session.user.userId);
    const user = { ...session.user, eula: true };
    return answered(reply, result.position).send(await sessionUser(directory, user, session.locationShortName || null));
  });

  app.put<Validated<typeof input.select>>(
    '/locations/select/:shortName',
    { config: { access: 'session', input: input.select } },
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

  // The Users screen saves its whole list (spec 2 section 7); admin writers and support only.
  app.put<Validated<typeof input.users>>(
    '/users/policyusers',
    { config: { access: { area: 'admin', need: 'write' }, input: input.users } },
    async (request, reply) => {
      const session = sessionOf(request);
      const saver = {
        email: session.user.email,
        roles: session.user.roles,
        locationShortNames: session.user.locationShortNames,
        at: session.locationShortName,
      };
      const { users, position } = await saveUsers(
        deps,
        contextOf(request),
        saver,
        request.body,
        expectedVersionOf(request),
      );
      return answered(reply, position).send(users);
    },
  );

  // User Settings (spec 3 section 2.5): the signed-in user's own name, language and password.
  app.put<Validated<typeof input.ownSettings>>(
    '/users',
    { config: { access: 'session', input: input.ownSettings } },
    async (request, reply) => {
      const session = sessionOf(request);
      const result = await commands.saveOwnSettings(contextOf(request), session.user.userId, request.body);
      const { firstName, lastName, language = session.user.language } = request.body;
      const saved = { ...session.user, firstName, lastName, language };
      return answered(reply, result.position).send(
        await sessionUser(directory, saved, session.locationShortName || null),
      );
    },
  );

  app.put<Validated<typeof input.ownPassword>>(
    '/users/password',
    { config: { access: 'session', input: input.ownPassword, throttle: { name: 'password-change' } } },
    async (request, reply) => {
      const session = sessionOf(request);
      const result = await commands.changeOwnPassword(contextOf(request), session.sessionId, request.body);
      return answered(reply, result.position).code(204).send();
    },
  );

  // Display Preferences (spec 3 section 2.6): the user's own, per location, wherever they sign in next.
  app.put<Validated<typeof input.displaySettings>>(
    '/users/displaysettings/:location',
    { config: { access: 'session', input: input.displaySettings } },
    async (request, reply) => {
      const result = await commands.saveDisplayPreferences(contextOf(request), request.params.location, request.body);
      return answered(reply, result.position).send(request.body);
    },
  );
}
