import { defaultDisplayPreferences } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { type Directory, sessionUser, type UserRecord } from './access.ts';

const directory: Directory = {
  userById: async () => undefined,
  userByEmail: async () => undefined,
  locationNames: async (shortNames) => shortNames.map((shortName) => ({ shortName, name: shortName.toLowerCase() })),
};

const user = (extra: Partial<UserRecord> = {}): UserRecord => ({
  userId: 'u1',
  email: 'ann@bayline.test',
  firstName: 'Ann',
  lastName: 'Lee',
  roles: ['board-writer'],
  locationShortNames: ['BAYVIEW', 'HARBOR'],
  selectedLocation: null,
  eula: true,
  passwordHash: 'scrypt$x',
  mfaMethod: 'None',
  emailConfirmedAt: null,
  ...extra,
});

describe('the session user', () => {
  it('carries the display preferences saved at the selected location, over the defaults', async () => {
    const saved = { BAYVIEW: { ...defaultDisplayPreferences, weekStart: 'monday' as const } };
    const at = (selected: string) => sessionUser(directory, user({ displayPreferences: saved }), selected);
    expect((await at('BAYVIEW')).displayPreferences.weekStart).toBe('monday');
    expect((await at('HARBOR')).displayPreferences).toEqual(defaultDisplayPreferences);
    expect((await sessionUser(directory, user(), 'BAYVIEW')).displayPreferences).toEqual(defaultDisplayPreferences);
  });

  it('never reads a preference off the object prototype', async () => {
    const answer = await sessionUser(directory, user({ displayPreferences: {} }), 'constructor');
    expect(answer.displayPreferences).toEqual(defaultDisplayPreferences);
  });

  it('shows no password hash', async () => {
    expect(JSON.stringify(await sessionUser(directory, user(), 'BAYVIEW'))).not.toContain('scrypt');
  });
});
