import { defaultDisplayPreferences, permissionsFromRoles, type SessionUser } from '@bayline/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessOf, homeRoute, rememberAttemptedUrl, selectedLocation, takeAttemptedUrl } from './auth.ts';

const user = (extra: Partial<SessionUser> = {}): SessionUser => ({
  userId: 'u1',
  email: 'demo@bayline.test',
  firstName: 'Dana',
  lastName: 'Demo',
  roles: ['owner'],
  locations: [
    { shortName: 'NORTH', name: 'North', isSelected: false },
    { shortName: 'MAIN', name: 'Main', isSelected: true },
  ],
  mfaMethod: 'none',
  emailConfirmedAt: null,
  eula: true,
  permissions: permissionsFromRoles(['owner']),
  displayPreferences: defaultDisplayPreferences,
  ...extra,
});

describe('accessOf', () => {
  it('asks for sign-in, then the licence agreement, then a location', () => {
    expect(accessOf(null)).toBe('signed-out');
    expect(accessOf(user({ eula: false, locations: [] }))).toBe('eula');
    expect(accessOf(user({ locations: [] }))).toBe('no-locations');
    expect(accessOf(user())).toBe('ready');
  });

  it('finds the selected location', () => {
    expect(selectedLocation(user())?.shortName).toBe('MAIN');
    expect(selectedLocation(user({ locations: [] }))).toBeUndefined();
  });
});

describe('attempted URL', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the stored page once, then the home route; never another site', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    rememberAttemptedUrl('/production?action=openjobactions&value=j1');
    expect(takeAttemptedUrl()).toBe('/production?action=openjobactions&value=j1');
    expect(takeAttemptedUrl()).toBe(homeRoute);
    rememberAttemptedUrl('//evil.example/');
    expect(takeAttemptedUrl()).toBe(homeRoute);
  });
});
