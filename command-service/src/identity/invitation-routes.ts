import {
  forgotSchema,
  invalid,
  invitationLifeMs,
  invitationMessages,
  inviteSchema,
  newUserRoles,
  passwordResetLifeMs,
  registerSchema,
  resetPasswordSchema,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { MailPort } from '@bayline/platform/mail';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import {
  decideAcceptInvitation,
  decideInvite,
  decideRequestPasswordReset,
  decideResetPassword,
  invitedUserId,
  newLinkToken,
  readLinkToken,
} from './invitation.ts';
import { hashPassword } from './password.ts';
import { signIn } from './routes.ts';
import { user, userStream } from './user.ts';

/** How Bayline mails its links: the mail port, and the address its pages are reached at. */
export interface Mailing {
  mail: MailPort;
  /** e.g. https://bayline.shop.example: never taken from the request, so a forged Host cannot redirect a link. */
  publicUrl: () => string;
}

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

/** The mails, in the shop's words. */
export const mails = {
  invitation: (link: string, inviter: string, location: string) => ({
    subject: 'Your invitation to Bayline',
    text: `${inviter} invites you to use Bayline at ${location}.\n\nSet your name and password here (the link works for 7 days):\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.\n`,
  }),
  passwordReset: (link: string, email: string) => ({
    subject: 'Set a new Bayline password',
    text: `Someone asked to set a new Bayline password for ${email}.\n\nSet it here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
  }),
};

/**
 * Invitations (/register) and password resets (/forgot). Both pages are public and throttled like sign-in: a
 * wrong or late link counts as a failed attempt; every reset request counts, as each one may send a mail.
 */
export async function invitationRoutes(app: FastifyInstance, deps: CommandDeps, mailing: Mailing) {
  const { directory } = deps;
  const link = (page: 'register' | 'forgot', token: string) =>
    `${mailing.publicUrl().replace(/\/$/, '')}/${page}?token=${encodeURIComponent(token)}`;

  // An owner or admin invites someone to the location they are at, with a new user's rights.
  app.post<Validated<typeof input.invite>>(
    '/users/invite',
    { config: { access: { area: 'admin', need: 'write' }, input: input.invite } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { email } = request.body;
      if (await directory.userByEmail(email))
        throw invalid([{ field: 'email', message: invitationMessages.alreadyUser }]);
      const userId = invitedUserId(email);
      const { token, tokenHash } = newLinkToken(userId);
      const ctx = contextOf(request);
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
      const [location] = await directory.locationNames([session.locationShortName]);
      const inviter = `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email;
      await mailing.mail.send({
        to: email,
        ...mails.invitation(link('register', token), inviter, location?.name ?? session.locationShortName),
      });
      return answered(reply, result.position)
        .code(202)
        .send({ message: invitationMessages.invited(email) });
    },
  );

  // Always the same answer, at once: whether the address is a user's is never told, not even by the time taken.
  app.post<Validated<typeof input.forgot>>(
    '/users/forgot',
    {
      config: {
        access: 'public',
        throttle: { name: 'forgot', account: accountOf, everyRequestPerAccount: true },
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
    // A user who registered through an invitation is found by their stream even before the directory has them.
    const found = await directory.userByEmail(email);
    if (found?.isActive === false) return;
    const userId = found?.userId ?? invitedUserId(email);
    const { token, tokenHash } = newLinkToken(userId);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + passwordResetLifeMs).toISOString();
    const ctx = { userId, locationShortName: '', now, correlationId };
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
  app.post<Validated<typeof input.reset>>(
    '/users/reset',
    { config: { access: 'public', throttle: { name: 'reset' }, input: input.reset } },
    async (request, reply) => {
      const { token, password } = request.body;
      const { userId, tokenHash } = readLinkToken(token);
      const passwordHash = await hashPassword(password);
      const now = new Date();
      const ctx = { userId, locationShortName: '', now, correlationId: request.id };
      const result = await execute(
        deps,
        userStream(userId),
        user,
        (s) => decideResetPassword(s, { tokenHash, now, passwordHash }),
        ctx,
      );
      return answered(reply, result.position).send({ message: invitationMessages.passwordSet });
    },
  );

  // The invited user names themself and chooses a password, and is signed in.
  app.post<Validated<typeof input.register>>(
    '/users/register',
    { config: { access: 'public', throttle: { name: 'register' }, input: input.register } },
    async (request, reply) => {
      const { token, firstName, lastName, password } = request.body;
      const { userId, tokenHash } = readLinkToken(token);
      const passwordHash = await hashPassword(password);
      const now = new Date();
      const ctx = { userId, locationShortName: '', now, correlationId: request.id };
      // Someone may have added the address on the Users screen since the invitation: one user per address.
      const pending = (await deps.streams.current(userStream(userId), user)).state.invitation;
      if (pending && (await directory.userByEmail(pending.email)))
        throw invalid([{ field: 'token', message: invitationMessages.alreadyUser }]);
      const { state } = await execute(
        deps,
        userStream(userId),
        user,
        (s) => decideAcceptInvitation(s, { tokenHash, now, firstName, lastName, passwordHash }),
        ctx,
      );
      return signIn(deps, request, reply, {
        userId,
        email: state.email,
        firstName,
        lastName,
        roles: state.roles,
        locationShortNames: state.locationShortNames,
        selectedLocation: null,
        eula: false,
        passwordHash,
        mfaMethod: state.mfaMethod,
        emailConfirmedAt: null,
        isActive: true,
      });
    },
  );
}
