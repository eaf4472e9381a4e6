import { createHash, randomBytes } from 'node:crypto';
import { invalid, invitationMessages, Refusal, type UserEvent, type UserEvents } from '@bayline/contracts';
import { nameBasedId } from '../shared/name-based-id.ts';
import { mayUseBayline, type User } from './user.ts';

/**
 * Invitations and password resets. A link carries '{userId}.{secret}'; the stream keeps only the secret's hash,
 * so neither the event log nor a read model can be turned into a working link.
 */
export const hashLinkSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function newLinkToken(userId: string) {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${userId}.${secret}`, tokenHash: hashLinkSecret(secret) };
}

/** The user a link names and its secret's hash (the schema has checked the token's shape). */
export function readLinkToken(token: string) {
  const [userId, secret] = token.split('.');
  if (userId === undefined || secret === undefined) throw new Error('A link token is the user id and a secret');
  return { userId, tokenHash: hashLinkSecret(secret) };
}

/**
 * The user id an invitation to an address gets: the same for every invitation to it, so a second invitation
 * replaces the first (its link stops working) instead of making a second would-be user.
 */
export const invitedUserId = (email: string) => nameBasedId(`invitation:${email.toLowerCase()}`);

const invalidLink = () => new Refusal('InvalidLink', invitationMessages.invalidLink);

/** Whether a link's secret is this one and still valid (an unknown, used or late link is refused the same way). */
const stillValid = (kept: { tokenHash: string; expiresAt: string } | null, tokenHash: string, now: Date) =>
  kept !== null && kept.tokenHash === tokenHash && Date.parse(kept.expiresAt) > now.getTime();

/** An owner or admin invites an address that is not a user yet; inviting again replaces the earlier link. */
export function decideInvite(state: User, invitation: UserEvents['UserInvited']): UserEvent[] {
  if (state.exists) throw invalid([{ field: 'email', message: invitationMessages.alreadyUser }]);
  return [{ type: 'UserInvited', data: invitation }];
}

/** The invited user registers with their link: they exist from now on, with the invitation's rights. */
export function decideAcceptInvitation(
  state: User,
  accept: { tokenHash: string; now: Date; firstName: string; lastName: string; passwordHash: string },
): UserEvent[] {
  if (state.exists || !stillValid(state.invitation, accept.tokenHash, accept.now)) throw invalidLink();
  const invitation = state.invitation!;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: state.userId,
        email: invitation.email,
        firstName: accept.firstName,
        lastName: accept.lastName,
        passwordHash: accept.passwordHash,
        roles: invitation.roles,
        locationShortNames: invitation.locationShortNames,
        mfaMethod: 'None',
      } satisfies UserEvents['UserRegistered'],
    },
  ];
}

/**
 * A reset link for a user who may sign in and whose address this is now; for anyone else nothing happens (and
 * nobody is told).
 */
export function decideRequestPasswordReset(
  state: User,
  request: { email: string; tokenHash: string; expiresAt: string },
): UserEvent[] {
  const { email, ...link } = request;
  if (!mayUseBayline(state) || state.email !== email.toLowerCase()) return [];
  return [{ type: 'PasswordResetRequested', data: { userId: state.userId, ...link } }];
}

/** A reset link sets the new password once, and signs the user out everywhere. */
export function decideResetPassword(
  state: User,
  reset: { tokenHash: string; now: Date; passwordHash: string },
): UserEvent[] {
  if (!mayUseBayline(state) || !stillValid(state.passwordReset, reset.tokenHash, reset.now)) throw invalidLink();
  return [
    { type: 'UserPasswordChanged', data: { userId: state.userId, passwordHash: reset.passwordHash } },
    { type: 'UserSessionsEnded', data: { userId: state.userId, reason: 'password reset' } },
  ];
}
