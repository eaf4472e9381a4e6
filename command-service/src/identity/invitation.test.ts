import { invitationMessages, linkTokenSchema } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../shared/command.ts';
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

const invited = (tokenHash = 'h1', expiresAt = later(60_000)): NewEvent => ({
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
const registered: NewEvent = {
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
const refusal = (error: unknown) => ({
  status: (error as { status: number }).status,
  title: (error as { title: string }).title,
});
const invalidLink = { status: 401, title: invitationMessages.invalidLink };

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
    expect(given(user, []).when((s) => decideInvite(s, invited().data as never)).events).toEqual([invited()]);
  });

  it('refuses an address that is already a user', () => {
    const { error } = given(user, [invited(), registered]).when((s) => decideInvite(s, invited().data as never));
    expect((error as { extra: { errors: unknown } }).extra.errors).toEqual([
      { field: 'email', message: invitationMessages.alreadyUser },
    ]);
  });

  it('registers the invited user with the invitation rights when the link is right and on time', () => {
    expect(given(user, [invited()]).when((s) => decideAcceptInvitation(s, accept('h1'))).events).toEqual([registered]);
  });

  it('refuses a wrong, replaced, late or used link the same way', () => {
    expect(refusal(given(user, [invited()]).when((s) => decideAcceptInvitation(s, accept('h2'))).error)).toEqual(
      invalidLink,
    );
    const replaced = given(user, [invited('h1'), invited('h2')]);
    expect(refusal(replaced.when((s) => decideAcceptInvitation(s, accept('h1'))).error)).toEqual(invalidLink);
    expect(replaced.when((s) => decideAcceptInvitation(s, accept('h2'))).events).toHaveLength(1);
    const late = given(user, [invited()]).when((s) => decideAcceptInvitation(s, accept('h1', new Date(later(60_000)))));
    expect(refusal(late.error)).toEqual(invalidLink);
    const used = given(user, [invited(), registered]).when((s) => decideAcceptInvitation(s, accept('h1')));
    expect(refusal(used.error)).toEqual(invalidLink);
    expect(refusal(given(user, []).when((s) => decideAcceptInvitation(s, accept('h1'))).error)).toEqual(invalidLink);
  });
});

describe('resetting a password', () => {
  const requested = (tokenHash = 'r1'): NewEvent => ({
    type: 'PasswordResetRequested',
    data: { userId, tokenHash, expiresAt: later(60_000) },
  });
  const reset = (tokenHash: string, at = now) => ({ tokenHash, now: at, passwordHash: 'scrypt$2' });

  it('sends a link to a user who may sign in at the address asked for, and to nobody else', () => {
    const link = { email: 'new@shop.example', tokenHash: 'r1', expiresAt: later(60_000) };
    expect(given(user, [invited(), registered]).when((s) => decideRequestPasswordReset(s, link)).events).toEqual([
      requested(),
    ]);
    expect(given(user, []).when((s) => decideRequestPasswordReset(s, link)).events).toEqual([]);
    expect(given(user, [invited()]).when((s) => decideRequestPasswordReset(s, link)).events).toEqual([]);
    const moved = given(user, [
      registered,
      { type: 'UserEmailChanged', data: { userId, email: 'moved@shop.example' } },
    ]);
    expect(moved.when((s) => decideRequestPasswordReset(s, link)).events).toEqual([]);
    const deactivated = given(user, [registered, { type: 'UserDeactivated', data: { userId } }]);
    expect(deactivated.when((s) => decideRequestPasswordReset(s, link)).events).toEqual([]);
  });

  it('sets the new password once and ends every session', () => {
    const history = [registered, requested()];
    expect(given(user, history).when((s) => decideResetPassword(s, reset('r1'))).events).toEqual([
      { type: 'UserPasswordChanged', data: { userId, passwordHash: 'scrypt$2' } },
      { type: 'UserSessionsEnded', data: { userId, reason: 'password reset' } },
    ]);
    const used = [...history, { type: 'UserPasswordChanged', data: { userId, passwordHash: 'scrypt$2' } }];
    expect(refusal(given(user, used).when((s) => decideResetPassword(s, reset('r1'))).error)).toEqual(invalidLink);
  });

  it('refuses a wrong, earlier or late link', () => {
    expect(
      refusal(given(user, [registered, requested()]).when((s) => decideResetPassword(s, reset('x'))).error),
    ).toEqual(invalidLink);
    const twice = given(user, [registered, requested('r1'), requested('r2')]);
    expect(refusal(twice.when((s) => decideResetPassword(s, reset('r1'))).error)).toEqual(invalidLink);
    const late = given(user, [registered, requested()]).when((s) =>
      decideResetPassword(s, reset('r1', new Date(later(61_000)))),
    );
    expect(refusal(late.error)).toEqual(invalidLink);
    expect(refusal(given(user, [registered]).when((s) => decideResetPassword(s, reset('r1'))).error)).toEqual(
      invalidLink,
    );
  });
});
