import { policyUserSchema, userMessages } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import { decideGiveLocation, decideUserDelete, decideUserSave, type UserRow, type UserSaver, user } from './user.ts';

const admin: UserSaver = {
  email: 'manager@bayline.test',
  roles: ['admin-writer'],
  locationShortNames: ['BAYVIEW', 'HARBOR'],
  at: 'BAYVIEW',
};
const support: UserSaver = { ...admin, roles: ['support'] };

const registered = (extra: Record<string, unknown> = {}) => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ann@bayline.test',
    firstName: 'Ann',
    lastName: 'Lee',
    passwordHash: 'scrypt$old',
    roles: ['dashReader', 'board-reader'],
    locationShortNames: ['BAYVIEW', 'NORTHGATE'],
    mfaMethod: 'None',
    ...extra,
  },
});

/** A row as the screen sends it, parsed as the route parses it. */
const row = (fields: Record<string, unknown>, passwordHash: string | null = null): UserRow => {
  const { password: _p, ...parsed } = policyUserSchema.parse({
    userId: 'u1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@bayline.test',
    roles: ['dashReader', 'board-reader'],
    locations: [{ shortName: 'BAYVIEW' }, { shortName: 'NORTHGATE' }],
    ...fields,
  });
  return { ...parsed, passwordHash };
};

const errorOf = (error: unknown) => (error as { extra: { errors: unknown } }).extra.errors;

describe('saving a user of the Users screen', () => {
  it('registers a new user with the dashboard reader role at the location saved at', () => {
    const { events } = given(user, []).when((s) =>
      decideUserSave(s, row({ userId: 'n1', roles: undefined, locations: undefined }, 'scrypt$new'), admin, 0),
    );
    expect(events).toEqual([
      {
        type: 'UserRegistered',
        data: {
          userId: 'n1',
          email: 'ann@bayline.test',
          firstName: 'Ann',
          lastName: 'Lee',
          passwordHash: 'scrypt$new',
          roles: ['dashReader'],
          locationShortNames: ['BAYVIEW'],
          mfaMethod: 'None',
        },
      },
    ]);
  });

  it('refuses a new user without a password, or at a location the saver does not have', () => {
    expect(errorOf(given(user, []).when((s) => decideUserSave(s, row({ userId: 'n1' }), admin, 3)).error)).toEqual([
      { field: '3.password', message: 'Password must be 10 characters or more' },
    ]);
    const elsewhere = given(user, []).when((s) =>
      decideUserSave(s, row({ userId: 'n1', locations: [{ shortName: 'NORTHGATE' }] }, 'h'), admin, 0),
    );
    expect(errorOf(elsewhere.error)).toEqual([{ field: '0.locations', message: userMessages.notYourLocation }]);
  });

  it('tells each change in its own words, and nothing when nothing changed', () => {
    expect(given(user, [registered()]).when((s) => decideUserSave(s, row({}), admin, 0)).events).toEqual([]);
    const { events } = given(user, [registered()]).when((s) =>
      decideUserSave(
        s,
        row({
          firstName: ' Anne ',
          email: 'Anne@Bayline.test',
          mfaMethod: 'Email',
          roles: ['dashReader', 'board-writer'],
          locations: [{ shortName: 'HARBOR' }, { shortName: 'NORTHGATE' }],
        }),
        admin,
        0,
      ),
    );
    expect(events).toEqual([
      { type: 'UserRenamed', data: { userId: 'u1', firstName: 'Anne', lastName: 'Lee' } },
      { type: 'UserEmailChanged', data: { userId: 'u1', email: 'anne@bayline.test' } },
      { type: 'UserMfaMethodChanged', data: { userId: 'u1', mfaMethod: 'Email' } },
      { type: 'UserRoleGranted', data: { userId: 'u1', role: 'board-writer' } },
      { type: 'UserRoleRevoked', data: { userId: 'u1', role: 'board-reader' } },
      { type: 'UserGivenLocation', data: { userId: 'u1', shortName: 'HARBOR' } },
      { type: 'UserLocationRemoved', data: { userId: 'u1', shortName: 'BAYVIEW' } },
    ]);
  });

  it('keeps locations the saver does not have, whatever the row says', () => {
    const { events } = given(user, [registered()]).when((s) =>
      decideUserSave(s, row({ locations: [{ shortName: 'BAYVIEW' }] }), admin, 0),
    );
    expect(events).toEqual([]);
  });

  it('ends every session on deactivation and on a new password', () => {
    const off = given(user, [registered()]).when((s) => decideUserSave(s, row({ isActive: false }), admin, 0));
    expect(off.events).toEqual([
      { type: 'UserDeactivated', data: { userId: 'u1' } },
      { type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'deactivated' } },
    ]);
    const password = given(user, [registered()]).when((s) => decideUserSave(s, row({}, 'scrypt$new'), admin, 0));
    expect(password.events).toEqual([
      { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$new' } },
      { type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'password changed' } },
    ]);
    const back = given(user, [registered(), off.events![0]]).when((s) => decideUserSave(s, row({}), admin, 0));
    expect(back.events).toEqual([{ type: 'UserReactivated', data: { userId: 'u1' } }]);
  });

  it('refuses deactivating oneself, matched by e-mail', () => {
    const self = { ...admin, email: 'ANN@bayline.test' };
    const { error } = given(user, [registered()]).when((s) => decideUserSave(s, row({ isActive: false }), self, 2));
    expect(errorOf(error)).toEqual([{ field: '2.isActive', message: userMessages.notYourself }]);
  });

  it('keeps support and owner users’ rights, and lets only support give those roles', () => {
    const owner = registered({ roles: ['owner'] });
    const reduced = given(user, [owner]).when((s) => decideUserSave(s, row({ roles: ['dashReader'] }), support, 0));
    expect(errorOf(reduced.error)).toEqual([{ field: '0.roles', message: userMessages.keepsEveryRight }]);
    const raised = given(user, [registered()]).when((s) => decideUserSave(s, row({ roles: ['support'] }), admin, 0));
    expect(errorOf(raised.error)).toEqual([{ field: '0.roles', message: userMessages.onlySupportGrants }]);
    const bySupport = given(user, [registered()]).when((s) =>
      decideUserSave(s, row({ roles: ['support'] }), support, 0),
    );
    expect(bySupport.events?.map((e) => e.type)).toEqual(['UserRoleGranted', 'UserRoleRevoked', 'UserRoleRevoked']);
  });
});

describe('deleting a user left out of the list', () => {
  it('deletes a user of this location only, and ends every session', () => {
    const onlyHere = registered({ locationShortNames: ['BAYVIEW'] });
    expect(given(user, [onlyHere]).when((s) => decideUserDelete(s, admin, 'userId u1')).events).toEqual([
      { type: 'UserDeleted', data: { userId: 'u1' } },
      { type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'deleted' } },
    ]);
  });

  it('takes this location from a user who has others, and leaves one no longer here alone', () => {
    expect(given(user, [registered()]).when((s) => decideUserDelete(s, admin, 'userId u1')).events).toEqual([
      { type: 'UserLocationRemoved', data: { userId: 'u1', shortName: 'BAYVIEW' } },
    ]);
    const elsewhere = registered({ locationShortNames: ['NORTHGATE'] });
    expect(given(user, [elsewhere]).when((s) => decideUserDelete(s, admin, 'userId u1')).events).toEqual([]);
  });

  it('refuses deleting oneself, or a support or owner user', () => {
    const self = given(user, [registered()]).when((s) =>
      decideUserDelete(s, { ...admin, email: 'ann@bayline.test' }, 'userId u1'),
    );
    expect(errorOf(self.error)).toEqual([{ field: 'userId u1', message: userMessages.notYourself }]);
    const owner = given(user, [registered({ roles: ['support'] })]).when((s) =>
      decideUserDelete(s, support, 'userId u1'),
    );
    expect(errorOf(owner.error)).toEqual([{ field: 'userId u1', message: userMessages.keepsEveryRight }]);
  });

  it('refuses saving a deleted user, and gives no location to one', () => {
    const gone = [registered(), { type: 'UserDeleted', data: { userId: 'u1' } }];
    expect(errorOf(given(user, gone).when((s) => decideUserSave(s, row({}), admin, 0)).error)).toEqual([
      { field: '0.userId', message: 'This user was deleted' },
    ]);
    expect(given(user, gone).when((s) => decideGiveLocation(s, 'EAST')).events).toEqual([]);
    expect(given(user, [registered()]).when((s) => decideGiveLocation(s, 'EAST')).events).toEqual([
      { type: 'UserGivenLocation', data: { userId: 'u1', shortName: 'EAST' } },
    ]);
  });
});

describe('the user form’s rules', () => {
  it('answers in the spec’s words', () => {
    const result = policyUserSchema.safeParse({ firstName: ' ', lastName: '', email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'E-mail must be valid'],
      ['password', 'Password must be 10 characters or more'],
    ]);
    expect(policyUserSchema.safeParse({ firstName: 'A', lastName: 'B', email: '' }).error?.issues[0].message).toBe(
      'E-mail is required',
    );
    expect(policyUserSchema.safeParse({ firstName: 'x'.repeat(26), lastName: 'B', email: 'a@b.co' }).success).toBe(
      false,
    );
  });
});
