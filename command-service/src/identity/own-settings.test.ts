import {
  defaultDisplayPreferences,
  displayPreferencesSchema,
  passwordChangeSchema,
  passwordStrength,
  type UserEvent,
  userSettingsSchema,
} from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import { decideOwnSettings, decideSaveDisplayPreferences, type User, user } from './user.ts';

const registered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ann@bayline.test',
    firstName: 'Ann',
    lastName: 'Lee',
    passwordHash: 'scrypt$old',
    roles: ['board-writer'],
    locationShortNames: ['BAYVIEW', 'HARBOR'],
    mfaMethod: 'None',
  },
} satisfies UserEvent;

describe('the User Settings dialog of the signed-in user', () => {
  it('renames them, and a name left as it was is no change', () => {
    given(user, [registered])
      .when((s) => decideOwnSettings(s, { firstName: 'Anna', lastName: 'Lee' }))
      .then([{ type: 'UserRenamed', data: { userId: 'u1', firstName: 'Anna', lastName: 'Lee' } }]);
    given(user, [registered])
      .when((s) => decideOwnSettings(s, { firstName: 'Ann', lastName: 'Lee' }))
      .then([]);
  });

  it('chooses the language the app speaks to them, only when it changes', () => {
    const chosen = { type: 'UserLanguageChosen', data: { userId: 'u1', language: 'fr' } } satisfies UserEvent;
    const choose = (language?: 'fr' | 'zh') => (s: User) =>
      decideOwnSettings(s, { firstName: 'Ann', lastName: 'Lee', language });
    given(user, [registered]).when(choose('fr')).then([chosen]);
    given(user, [registered, chosen]).when(choose('fr')).then([]);
    given(user, [registered, chosen]).when(choose()).then([]);
    given(user, [registered, chosen])
      .when(choose('zh'))
      .then([{ type: 'UserLanguageChosen', data: { userId: 'u1', language: 'zh' } }]);
    given(user, [registered])
      .when((s) => decideOwnSettings(s, { firstName: 'Anna', lastName: 'Lee', language: 'ro' }))
      .then([
        { type: 'UserRenamed', data: { userId: 'u1', firstName: 'Anna', lastName: 'Lee' } },
        { type: 'UserLanguageChosen', data: { userId: 'u1', language: 'ro' } },
      ]);
  });

  it('knows only the languages the app speaks', () => {
    const parsed = (language: unknown) => userSettingsSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', language });
    expect(parsed('zh').data).toEqual({ firstName: 'Ann', lastName: 'Lee', language: 'zh' });
    expect(parsed(undefined).success).toBe(true);
    expect(parsed('de').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['language', 'Language must be one of en, fr, ro, zh'],
    ]);
  });

  it('changes the password and ends every other session, keeping the one it was changed in', () => {
    given(user, [registered])
      .when((s) => decideOwnSettings(s, { passwordHash: 'scrypt$new', sessionId: 's1' }))
      .then([
        { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$new' } },
        { type: 'UserSessionsEnded', data: { userId: 'u1', reason: 'password changed', keptSessionId: 's1' } },
      ]);
  });

  it('refuses a deactivated or deleted user', () => {
    for (const gone of ['UserDeactivated', 'UserDeleted'] as const) {
      given(user, [registered, { type: gone, data: { userId: 'u1' } }])
        .when((s) => decideOwnSettings(s, { firstName: 'X', lastName: 'Y' }))
        .thenThrows('InvalidFields', (refusal) =>
          expect(refusal.extra.errors).toEqual([{ field: 'userId', message: 'This user cannot be changed' }]),
        );
    }
  });

  it('checks names and passwords in the spec’s words', () => {
    expect(
      userSettingsSchema.safeParse({ firstName: ' ', lastName: 'x'.repeat(26) }).error?.issues.map((i) => i.message),
    ).toEqual(['First name is required', 'Must be 25 characters or fewer']);
    const messages = (input: Record<string, string>) =>
      passwordChangeSchema
        .safeParse({ currentPassword: 'old-password', ...input })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({ password: '', confirmPassword: '' })).toEqual([
      ['password', 'Password is required'],
      ['confirmPassword', 'Password is required'],
    ]);
    expect(messages({ password: 'too short', confirmPassword: 'too short' })).toEqual([
      ['password', 'Password must be 10 characters or more'],
      ['confirmPassword', 'Password must be 10 characters or more'],
    ]);
    expect(messages({ password: 'long enough!', confirmPassword: 'long enough?' })).toEqual([
      ['confirmPassword', 'Passwords must match'],
    ]);
    expect(messages({ password: 'long enough!', confirmPassword: 'long enough!' })).toBeUndefined();
    expect(passwordChangeSchema.safeParse({ password: 'long enough!', confirmPassword: 'long enough!' }).success).toBe(
      false,
    );
  });

  it('measures a password 10 points a character, at most 100', () => {
    expect([0, 1, 9, 10, 30].map((n) => passwordStrength('x'.repeat(n)))).toEqual([0, 10, 90, 100, 100]);
  });
});

describe('display preferences, per location', () => {
  const compact = displayPreferencesSchema.parse({
    departmentOptions: { usesMinifyTile: ['PAINT'], cardDensity: 'compact' },
  });

  it('default as spec 3 section 2.6 says', () => {
    const tiles = defaultDisplayPreferences.jobTiles;
    const on = Object.entries(tiles)
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(on.sort()).toEqual(
      [
        'showColor',
        'showCustomerName',
        'showCycleCounter',
        'showDepartmentLateIndicator',
        'showOverallLateIndicator',
        'showVehicle',
        'useClockTimer',
      ].sort(),
    );
    expect(defaultDisplayPreferences.scheduleTiles).toEqual(tiles);
    expect(defaultDisplayPreferences.weekStart).toBe('sunday');
    expect(defaultDisplayPreferences.departmentOptions).toMatchObject({ hoursType: 'total', usesMinifyTile: [] });
    // A flag missing from what was saved reads as its default.
    expect(displayPreferencesSchema.parse({ jobTiles: { showVin: true } }).jobTiles).toEqual({
      ...tiles,
      showVin: true,
    });
  });

  it('are saved at one of the user’s locations, and the same ones again are no change', () => {
    const saved = given(user, [registered])
      .when((s) => decideSaveDisplayPreferences(s, 'HARBOR', compact))
      .then([
        { type: 'DisplayPreferencesSaved', data: { userId: 'u1', locationShortName: 'HARBOR', preferences: compact } },
      ]);
    const after = [registered, ...saved];
    given(user, after)
      .when((s) => decideSaveDisplayPreferences(s, 'HARBOR', compact))
      .then([]);
    given(user, after)
      .when((s) => decideSaveDisplayPreferences(s, 'BAYVIEW', compact))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('refuses a location that is not the user’s', () => {
    given(user, [registered])
      .when((s) => decideSaveDisplayPreferences(s, 'NORTHGATE', compact))
      .thenThrows('NotAllowed', (refusal) =>
        expect(refusal).toMatchObject({ extra: { detail: 'This location is not one of yours' } }),
      );
  });

  it('refuses what is not a preference', () => {
    const result = displayPreferencesSchema.safeParse({
      jobTiles: { showVin: 'yes' },
      departmentOptions: { hoursType: 'some', usesMinifyTile: ['a b'] },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'jobTiles.showVin',
      'departmentOptions.hoursType',
      'departmentOptions.usesMinifyTile.0',
    ]);
  });
});
