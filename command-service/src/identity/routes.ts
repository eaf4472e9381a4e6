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
  savedUsersSchema,
  sessionUserSchema,
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
import { locationNames } from '../locations/location.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, commandRoute, contextOf, expectedVersionOf } from '../shared/http.ts';
import { identityCommands } from './commands.ts';
import { userByEmail } from './email-claim.ts';
import { choiceStream, chosenLocation } from './location-choice.ts';
import { type Mailing, mails } from './mails.ts';
import { checkCredentials } from './password.ts';
import { newSessionToken, sessionIdOf, sessionLife } from './session.ts';
import { mayUseBayline, type User, userRecordOf } from './user.ts';
import { saveUsers } from './users-save.ts';

/** The account a login tries, for counting failed attempts per account (whatever else the body holds). */
function accountOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/**
 * Starts a session for a user who proved who they are (a password, an invitation link), as their stream has them:
 * the cookie, and the signed-in user at the location they last chose (or the first by name).
 */
export async function signIn(deps: CommandDeps, request: FastifyRequest, reply: FastifyReply, found: User) {
  // The location they chose last, in any browser, while it is still theirs (no right depends on it).
  const { state: selectedLocation } = await deps.streams.current(choiceStream(found.userId), chosenLocation);
  const user = { ...userRecordOf(found), selectedLocation };
  const names = (await locationNames(deps.streams, user.locationShortNames))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    .map((l) => l.shortName);
  const selected = effectiveLocation(user, null, names);
  const token = newSessionToken();
  const result = await identityCommands(deps).startSession(
    { userId: user.userId, locationShortName: selected ?? '', now: deps.now(), correlationId: request.id },
    { sessionId: sessionIdOf(token), userId: user.userId, locationShortName: selected },
  );
  setSessionCookie(request, reply, token, sessionLife.absoluteMs / 1000);
  return answered(reply, result.position).send(await sessionUser(namesOn(deps), user, selected));
}

/** Location names as the signed-in user's answer gives them: from the locations' own streams. */
const namesOn = (deps: CommandDeps) => ({
  locationNames: (shortNames: readonly string[]) => locationNames(deps.streams, shortNames),
});

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
export async function identityRoutes(app: FastifyInstance, deps: CommandDeps, mailing: Mailing) {
  const commands = identityCommands(deps);

  // Only a user's own address is mailed: guesses at an address nobody has send nothing to it.
  async function tellOwner(email: string) {
    const found = await userByEmail(deps.streams, email);
    if (!found?.isActive) return;
    const forgot = `${mailing.publicUrl().replace(/\/$/, '')}/forgot`;
    await mailing.mail.send({ to: found.email, ...mails.failedSignIns(found.email, forgot) });
  }

  app.post<Validated<typeof input.login>>(
    '/login',
    {
      config: {
        access: 'public',
        throttle: { name: 'login', account: accountOf, onRepeatedFailures: tellOwner },
        answers: { 200: sessionUserSchema },
        input: input.login,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await checkCredentials((e) => userByEmail(deps.streams, e), email, password);
      // A deactivated user is told no more than a wrong password would tell.
      if (!user || !mayUseBayline(user)) throw new Refusal('BadCredentials', badCredentialsMessage);
      return signIn(deps, request, reply, user);
    },
  );

  app.delete(
    '/login',
    { config: { access: 'session', answers: { 204: null }, input: input.none } },
    async (request, reply) => {
      const session = sessionOf(request);
      const result = await commands.endSession(contextOf(request), session.sessionId, 'signed out');
      clearSessionCookie(request, reply);
      return answered(reply, result.position).code(204).send();
    },
  );

  /** The signed-in user as a changed session answers them. */
  const theUser = {
    body: (result: { position: number; user: UserRecord; location: string | null }) =>
      sessionUser(namesOn(deps), result.user, result.location),
  };

  commandRoute(
    app,
    { method: 'PUT', url: '/users/eula', access: 'session', input: input.eula, answers: { 200: sessionUserSchema } },
    async (request, ctx) => {
      const session = sessionOf(request);
      const result = await commands.signEula(ctx, session.user.userId);
      return { ...result, user: { ...session.user, eula: true }, location: session.locationShortName || null };
    },
    theUser,
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/locations/select/:shortName',
      access: 'session',
      input: input.select,
      answers: { 200: sessionUserSchema },
    },
    async (request, ctx) => {
      const session = sessionOf(request);
      const { shortName } = request.params;
      const result = await commands.selectLocation(
        { ...ctx, locationShortName: shortName },
        session.sessionId,
        shortName,
        session.user.locationShortNames,
      );
      return { ...result, user: { ...session.user, selectedLocation: shortName }, location: shortName };
    },
    theUser,
  );

  // The Users screen saves its whole list (spec 2 section 7); admin writers and support only.
  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/users/policyusers',
      access: { area: 'admin', need: 'write' },
      input: input.users,
      answers: { 200: savedUsersSchema },
    },
    (request, ctx) => {
      const session = sessionOf(request);
      const saver = {
        email: session.user.email,
        roles: session.user.roles,
        locationShortNames: session.user.locationShortNames,
        at: session.locationShortName,
      };
      return saveUsers(deps, ctx, saver, request.body, expectedVersionOf(request));
    },
    { body: ({ users }) => users },
  );

  // User Settings (spec 3 section 2.5): the signed-in user's own name, language and password.
  commandRoute(
    app,
    { method: 'PUT', url: '/users', access: 'session', input: input.ownSettings, answers: { 200: sessionUserSchema } },
    async (request, ctx) => {
      const session = sessionOf(request);
      const result = await commands.saveOwnSettings(ctx, session.user.userId, request.body);
      const { firstName, lastName, language = session.user.language } = request.body;
      const user = { ...session.user, firstName, lastName, language };
      return { ...result, user, location: session.locationShortName || null };
    },
    theUser,
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/users/password',
      access: 'session',
      throttle: { name: 'password-change' },
      input: input.ownPassword,
      answers: { 204: null },
    },
    (request, ctx) => commands.changeOwnPassword(ctx, sessionOf(request).sessionId, request.body),
  );

  // Display Preferences (spec 3 section 2.6): the user's own, per location, wherever they sign in next.
  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/users/displaysettings/:location',
      access: 'session',
      input: input.displaySettings,
      answers: { 200: displayPreferencesSchema },
    },
    async (request, ctx) => ({
      ...(await commands.saveDisplayPreferences(ctx, request.params.location, request.body)),
      preferences: request.body,
    }),
    { body: ({ preferences }) => preferences },
  );
}
