import { invitationMessages, linkTokenSchema, type Refusal, type UserEvent } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import {
  decideAcceptInvitation,
  decideInvite,
  decideRequestPasswordReset,
  decideResetPassword,
  invitedUserId,
  newLinkToken,
  readLinkToken,
} from './invitation.ts';
import { user } from './user.ts';

const now = new Date('2026-03-02T17:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
const userId = invitedUserId('new@shop.example');

const invited = (tokenHash = 'h1', expiresAt = later(60_000)): UserEvent => ({
  type: 'UserInvited',
  data: {
    userId,
    email: 'new@shop.example',
    tokenHash,
    expiresAt,
    roles: ['dashReader'],
    locationShortNames: ['BAYVIEW'],
    invitedBy: 'owner-1',
  },
});
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'new@shop.example',
    firstName: 'Nia',
    lastName: 'New',
    passwordHash: 'scrypt$1',
    roles: ['dashReader'],
    locationShortNames: ['BAYVIEW'],
    mfaMethod: 'None',
  },
};
const accept = (tokenHash: string, at = now) => ({
  tokenHash,
  now: at,
  firstName: 'Nia',
  lastName: 'New',
  passwordHash: 'scrypt$1',
});
/** Every bad link is refused alike, telling nothing of why. */
const invalidLink = ({ title }: Refusal) => expect(title).toBe(invitationMessages.invalidLink);

describe('link tokens', () => {
  it('name the user, keep only a hash of the secret, and have the shape the schema takes', () => {
    const { token, tokenHash } = newLinkToken(userId);
    expect(linkTokenSchema.parse(token)).toBe(token);
    expect(token).not.toContain(tokenHash);
    expect(readLinkToken(token)).toEqual({ userId, tokenHash });
    expect(newLinkToken(userId).token).not.toBe(token);
    expect(invitedUserId('NEW@shop.example')).toBe(userId);
    expect(invitedUserId('other@shop.example')).not.toBe(userId);
  });
});

describe('inviting a user', () => {
  it('records the invitation with the hash of its link', () => {
    given(user, [])
      .when((s) => decideInvite(s, invited().data as never))
      .then([invited()]);
  });

  it('refuses an address that is already a user', () => {
    given(user, [invited(), registered])
      .when((s) => decideInvite(s, invited().data as never))
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toEqual([{ field: 'email', message: invitationMessages.alreadyUser }]),
      );
  });

  it('registers the invited user with the invitation rights when the link is right and on time', () => {
    given(user, [invited()])
      .when((s) => decideAcceptInvitation(s, accept('h1')))
      .then([registered]);
  });

  it('refuses a wrong, replaced, late or used link the same way', () => {
    given(user, [invited()])
      .when((s) => decideAcceptInvitation(s, accept('h2')))
      .thenThrows('InvalidLink', invalidLink);
    const replaced = given(user, [invited('h1'), invited('h2')]);
    replaced.when((s) => decideAcceptInvitation(s, accept('h1'))).thenThrows('InvalidLink', invalidLink);
    replaced.when((s) => decideAcceptInvitation(s, accept('h2'))).then((events) => expect(events).toHaveLength(1));
    given(user, [invited()])
      .when((s) => decideAcceptInvitation(s, accept('h1', new Date(later(60_000)))))
      .thenThrows('InvalidLink', invalidLink);
    given(user, [invited(), registered])
      .when((s) => decideAcceptInvitation(s, accept('h1')))
      .thenThrows('InvalidLink', invalidLink);
    given(user, [])
      .when((s) => decideAcceptInvitation(s, accept('h1')))
      .thenThrows('InvalidLink', invalidLink);
  });
});

describe('resetting a password', () => {
  const requested = (tokenHash = 'r1'): UserEvent => ({
    type: 'PasswordResetRequested',
    data: { userId, tokenHash, expiresAt: later(60_000) },
  });
  const reset = (tokenHash: string, at = now) => ({ tokenHash, now: at, passwordHash: 'scrypt$2' });

  it('sends a link to a user who may sign in at the address asked for, and to nobody else', () => {
    const link = { email: 'new@shop.example', tokenHash: 'r1', expiresAt: later(60_000) };
    given(user, [invited(), registered])
      .when((s) => decideRequestPasswordReset(s, link))
      .then([requested()]);
    given(user, [])
      .when((s) => decideRequestPasswordReset(s, link))
      .then([]);
    given(user, [invited()])
      .when((s) => decideRequestPasswordReset(s, link))
      .then([]);
    const moved = given(user, [
      registered,
      { type: 'UserEmailChanged', data: { userId, email: 'moved@shop.example' } },
    ]);
    moved.when((s) => decideRequestPasswordReset(s, link)).then([]);
    const deactivated = given(user, [registered, { type: 'UserDeactivated', data: { userId } }]);
    deactivated.when((s) => decideRequestPasswordReset(s, link)).then([]);
  });

  it('sets the new password once and ends every session', () => {
    const history = [registered, requested()];
    given(user, history)
      .when((s) => decideResetPassword(s, reset('r1')))
      .then([
        { type: 'UserPasswordChanged', data: { userId, passwordHash: 'scrypt$2' } },
        { type: 'UserSessionsEnded', data: { userId, reason: 'password reset' } },
      ]);
    const used: UserEvent[] = [...history, { type: 'UserPasswordChanged', data: { userId, passwordHash: 'scrypt$2' } }];
    given(user, used)
      .when((s) => decideResetPassword(s, reset('r1')))
      .thenThrows('InvalidLink', invalidLink);
  });

  it('refuses a wrong, earlier or late link', () => {
    given(user, [registered, requested()])
      .when((s) => decideResetPassword(s, reset('x')))
      .thenThrows('InvalidLink', invalidLink);
    const twice = given(user, [registered, requested('r1'), requested('r2')]);
    twice.when((s) => decideResetPassword(s, reset('r1'))).thenThrows('InvalidLink', invalidLink);
    given(user, [registered, requested()])
      .when((s) => decideResetPassword(s, reset('r1', new Date(later(61_000)))))
      .thenThrows('InvalidLink', invalidLink);
    given(user, [registered])
      .when((s) => decideResetPassword(s, reset('r1')))
      .thenThrows('InvalidLink', invalidLink);
  });
});
