import {
  forgotSchema,
  invalid,
  invitationLifeMs,
  invitationMessages,
  inviteSchema,
  messageSchema,
  newUserRoles,
  passwordResetLifeMs,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationNames } from '../locations/location.ts';
import { execute, executeAll, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute } from '../shared/http.ts';
import { claimEmail, userByEmail } from './email-claim.ts';
import {
  decideAcceptInvitation,
  decideInvite,
  decideRequestPasswordReset,
  decideResetPassword,
  invitedUserId,
  newLinkToken,
  readLinkToken,
} from './invitation.ts';
import { type Mailing, mails } from './mails.ts';
import { hashPassword } from './password.ts';
import { signIn } from './routes.ts';
import { type User, user, userStream } from './user.ts';
import { listings } from './user-lists.ts';

const input = {
  invite: { body: inviteSchema },
  register: { body: registerSchema },
  forgot: { body: forgotSchema },
  reset: { body: resetPasswordSchema },
};

/** The account a request names, counted like sign-in's. */
const accountOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/**
 * Invitations (/register) and password resets (/forgot). Both pages are public and throttled like sign-in: a
 * wrong or late link counts as a failed attempt; every reset request counts, as each one may send a mail.
 */
export async function invitationRoutes(app: FastifyInstance, deps: CommandDeps, mailing: Mailing) {
  /** Who acts on a request made without a session: the user a link or an address names, at no location. */
  const linkContext = (userId: string, correlationId: string) => ({
    userId,
    locationShortName: '',
    now: deps.now(),
    correlationId,
  });
  const link = (page: 'register' | 'forgot', token: string) =>
    `${mailing.publicUrl().replace(/\/$/, '')}/${page}?token=${encodeURIComponent(token)}`;

  // An owner or admin invites someone to the location they are at, with a new user's rights.
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/users/invite',
      access: { area: 'admin', need: 'write' },
      input: input.invite,
      answers: { 202: messageSchema },
    },
    async (request, ctx) => {
      const session = sessionOf(request);
      const { email } = request.body;
      if (await userByEmail(deps.streams, email))
        throw invalid([{ field: 'email', message: invitationMessages.alreadyUser }]);
      const userId = invitedUserId(email);
      const { token, tokenHash } = newLinkToken(userId);
      const result = await execute(
        deps,
        userStream(userId),
        user,
        (s) =>
          decideInvite(s, {
            userId,
            email,
            tokenHash,
            expiresAt: new Date(ctx.now.getTime() + invitationLifeMs).toISOString(),
            roles: newUserRoles,
            locationShortNames: [session.locationShortName],
            invitedBy: session.user.userId,
          }),
        ctx,
      );
      const [location] = await locationNames(deps.streams, [session.locationShortName]);
      const inviter = `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email;
      await mailing.mail.send({
        to: email,
        ...mails.invitation(link('register', token), inviter, location?.name ?? session.locationShortName),
      });
      return { ...result, email };
    },
    { body: ({ email }) => ({ message: invitationMessages.invited(email) }) },
  );

  // Always the same answer, at once: whether the address is a user's is never told, not even by the time taken.
  app.post<Validated<typeof input.forgot>>(
    '/users/forgot',
    {
      config: {
        access: 'public',
        throttle: { name: 'forgot', account: accountOf, everyRequestPerAccount: true },
        answers: { 202: messageSchema },
        input: input.forgot,
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      void sendResetLink(email, request.id).catch((error: unknown) =>
        request.log.error({ err: error }, 'the password reset link could not be sent'),
      );
      return reply.code(202).send({ message: invitationMessages.resetRequested });
    },
  );

  async function sendResetLink(email: string, correlationId: string) {
    const found = await userByEmail(deps.streams, email);
    if (found?.isActive === false) return;
    const userId = found?.userId ?? invitedUserId(email);
    const { token, tokenHash } = newLinkToken(userId);
    const ctx = linkContext(userId, correlationId);
    const expiresAt = new Date(ctx.now.getTime() + passwordResetLifeMs).toISOString();
    const { events, state } = await execute(
      deps,
      userStream(userId),
      user,
      (s) => decideRequestPasswordReset(s, { email, tokenHash, expiresAt }),
      ctx,
    );
    if (events.length > 0)
      await mailing.mail.send({ to: state.email, ...mails.passwordReset(link('forgot', token), state.email) });
  }

  // A reset link sets the new password once; every session of the user ends.
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/users/reset',
      access: 'public',
      throttle: { name: 'reset' },
      input: input.reset,
      answers: { 200: messageSchema },
      // The link says whose password it sets.
      context: (request) => linkContext(readLinkToken(request.body.token).userId, request.id),
    },
    async (request, ctx) => {
      const { token, password } = request.body;
      const { tokenHash } = readLinkToken(token);
      const passwordHash = await hashPassword(password);
      return execute(
        deps,
        userStream(ctx.userId),
        user,
        (s) => decideResetPassword(s, { tokenHash, now: ctx.now, passwordHash }),
        ctx,
      );
    },
    { body: () => ({ message: invitationMessages.passwordSet }) },
  );

  // The invited user names themself and chooses a password, and is signed in.
  app.post<Validated<typeof input.register>>(
    '/users/register',
    {
      config: {
        access: 'public',
        throttle: { name: 'register' },
        answers: { 200: sessionUserSchema },
        input: input.register,
      },
    },
    async (request, reply) => {
      const { token, firstName, lastName, password } = request.body;
      const { userId, tokenHash } = readLinkToken(token);
      const passwordHash = await hashPassword(password);
      const ctx = linkContext(userId, request.id);
      const registered: StreamCommand<User> = {
        streamId: userStream(userId),
        aggregate: user,
        decide: (s) => decideAcceptInvitation(s, { tokenHash, now: ctx.now, firstName, lastName, passwordHash }),
      };
      // Someone may have added the address on the Users screen since the invitation: one user per address.
      const pending = (await deps.streams.current(userStream(userId), user)).state.invitation;
      const claim = pending
        ? [
            await claimEmail(deps.streams, pending.email, userId, ctx.now, () =>
              invalid([{ field: 'token', message: invitationMessages.alreadyUser }]),
            ),
          ]
        : [];
      // Listed where the invitation puts them, before they exist there.
      const lists = pending ? listings([{ userId, ...pending }]) : [];
      const decided = await executeAll(deps, [...lists, ...claim, registered] as StreamCommand<unknown>[], ctx);
      return signIn(deps, request, reply, decided.at(-1)?.state as User);
    },
  );
}
