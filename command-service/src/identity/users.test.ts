import { policyUserSchema, type Refusal, type UserEvent, userMessages } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import {
  decideGiveLocation,
  decideSupport,
  decideUserDelete,
  decideUserSave,
  type UserRow,
  type UserSaver,
  user,
} from './user.ts';

const admin: UserSaver = {
  email: 'manager@bayline.test',
  roles: ['admin-writer'],
  locationShortNames: ['BAYVIEW', 'HARBOR'],
  at: 'BAYVIEW',
};
const support: UserSaver = { ...admin, roles: ['support'] };

const registered = (extra: Record<string, unknown> = {}) =>
  ({
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
  }) satisfies UserEvent;

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

/** Refused with this one error on its field. */
const refusedWith = (field: string, message: string) => (refusal: Refusal) =>
  expect(refusal.extra.errors).toEqual([{ field, message }]);

describe('saving a user of the Users screen', () => {
  it('registers a new user with the dashboard reader role at the location saved at', () => {
    given(user, [])
      .when((s) =>
        decideUserSave(s, row({ userId: 'n1', roles: undefined, locations: undefined }, 'scrypt$new'), admin, 0),
      )
      .then([
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
    given(user, [])
      .when((s) => decideUserSave(s, row({ userId: 'n1' }), admin, 3))
      .thenThrows('InvalidFields', refusedWith('3.password', 'Password must be 10 characters or more'));
    given(user, [])
      .when((s) => decideUserSave(s, row({ userId: 'n1', locations: [{ shortName: 'NORTHGATE' }] }, 'h'), admin, 0))
      .thenThrows('InvalidFields', refusedWith('0.locations', userMessages.notYourLocation));
  });

  it('tells each change in its own words, and nothing when nothing changed', () => {
    given(user, [registered()])
      .when((s) => decideUserSave(s, row({}), admin, 0))
      .then([]);
    given(user, [registered()])
      .when((s) =>
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
      )
      .then([
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
    given(user, [registered()])
      .when((s) => decideUserSave(s, row({ locations: [{ shortName: 'BAYVIEW' }] }), admin, 0))
      .then([]);
  });

  it('ends every session on deactivation and on a new password', () => {
    const deactivated = { type: 'UserDeactivated', data: { userId: 'u1' } } satisfies UserEvent;
    given(user, [registered()])
      .when((s) => decideUserSave(s, row({ isActive: false }), admin, 0))
      .then([deactivated, { type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'deactivated' } }]);
    given(user, [registered()])
      .when((s) => decideUserSave(s, row({}, 'scrypt$new'), admin, 0))
      .then([
        { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$new' } },
        { type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'password changed' } },
      ]);
    given(user, [registered(), deactivated])
      .when((s) => decideUserSave(s, row({}), admin, 0))
      .then([{ type: 'UserReactivated', data: { userId: 'u1' } }]);
  });

  it('refuses deactivating oneself, matched by e-mail', () => {
    const self = { ...admin, email: 'ANN@bayline.test' };
    given(user, [registered()])
      .when((s) => decideUserSave(s, row({ isActive: false }), self, 2))
      .thenThrows('InvalidFields', refusedWith('2.isActive', userMessages.notYourself));
  });

  it('keeps support and owner users’ rights, and lets only support give those roles', () => {
    const owner = registered({ roles: ['owner'] });
    given(user, [owner])
      .when((s) => decideUserSave(s, row({ roles: ['dashReader'] }), support, 0))
      .thenThrows('InvalidFields', refusedWith('0.roles', userMessages.keepsEveryRight));
    given(user, [registered()])
      .when((s) => decideUserSave(s, row({ roles: ['support'] }), admin, 0))
      .thenThrows('InvalidFields', refusedWith('0.roles', userMessages.onlySupportGrants));
    given(user, [registered()])
      .when((s) => decideUserSave(s, row({ roles: ['support'] }), support, 0))
      .then((events) =>
        expect(events.map((e) => e.type)).toEqual(['UserRoleGranted', 'UserRoleRevoked', 'UserRoleRevoked']),
      );
  });
});

describe('deleting a user left out of the list', () => {
  it('deletes a user of this location only, and ends every session', () => {
    const onlyHere = registered({ locationShortNames: ['BAYVIEW'] });
    given(user, [onlyHere])
      .when((s) => decideUserDelete(s, admin, 'userId u1'))
      .then([
        { type: 'UserDeleted', data: { userId: 'u1' } },
        { type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'deleted' } },
      ]);
  });

  it('takes this location from a user who has others, and leaves one no longer here alone', () => {
    given(user, [registered()])
      .when((s) => decideUserDelete(s, admin, 'userId u1'))
      .then([{ type: 'UserLocationRemoved', data: { userId: 'u1', shortName: 'BAYVIEW' } }]);
    const elsewhere = registered({ locationShortNames: ['NORTHGATE'] });
    given(user, [elsewhere])
      .when((s) => decideUserDelete(s, admin, 'userId u1'))
      .then([]);
  });

  it('refuses deleting oneself, or a support or owner user', () => {
    given(user, [registered()])
      .when((s) => decideUserDelete(s, { ...admin, email: 'ann@bayline.test' }, 'userId u1'))
      .thenThrows('InvalidFields', refusedWith('userId u1', userMessages.notYourself));
    given(user, [registered({ roles: ['support'] })])
      .when((s) => decideUserDelete(s, support, 'userId u1'))
      .thenThrows('InvalidFields', refusedWith('userId u1', userMessages.keepsEveryRight));
  });

  it('refuses saving a deleted user, and gives no location to one', () => {
    const gone: UserEvent[] = [registered(), { type: 'UserDeleted', data: { userId: 'u1' } }];
    given(user, gone)
      .when((s) => decideUserSave(s, row({}), admin, 0))
      .thenThrows('InvalidFields', refusedWith('0.userId', 'This user was deleted'));
    given(user, gone)
      .when((s) => decideGiveLocation(s, 'EAST'))
      .then([]);
    given(user, [registered()])
      .when((s) => decideGiveLocation(s, 'EAST'))
      .then([{ type: 'UserGivenLocation', data: { userId: 'u1', shortName: 'EAST' } }]);
  });
});

describe('the support role, given and taken back by an operator', () => {
  const granted = { type: 'UserRoleGranted', data: { userId: 'u1', role: 'support' } } satisfies UserEvent;

  it('gives the role once, and takes it back once', () => {
    given(user, [registered()])
      .when((s) => decideSupport(s, true))
      .then([granted]);
    given(user, [registered(), granted])
      .when((s) => decideSupport(s, true))
      .then([]);
    given(user, [registered(), granted])
      .when((s) => decideSupport(s, false))
      .then([{ type: 'UserRoleRevoked', data: { userId: 'u1', role: 'support' } }]);
    given(user, [registered()])
      .when((s) => decideSupport(s, false))
      .then([]);
    const after = given(user, [
      registered(),
      granted,
      { type: 'UserRoleRevoked', data: { userId: 'u1', role: 'support' } },
    ]);
    expect(after.state.roles).toEqual(['dashReader', 'board-reader']);
  });

  it('refuses a user never registered, or deleted, as not found', () => {
    const gone: UserEvent[] = [registered(), { type: 'UserDeleted', data: { userId: 'u1' } }];
    for (const events of [[], gone])
      for (const grant of [true, false])
        given(user, events)
          .when((s) => decideSupport(s, grant))
          .thenThrows('NotFound', (refusal) => expect(refusal).toMatchObject({ title: 'User not found' }));
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
    expect(policyUserSchema.safeParse({ firstName: 'A', lastName: 'B', email: '' }).error?.issues[0]?.message).toBe(
      'E-mail is required',
    );
    expect(policyUserSchema.safeParse({ firstName: 'x'.repeat(26), lastName: 'B', email: 'a@b.co' }).success).toBe(
      false,
    );
  });
});
