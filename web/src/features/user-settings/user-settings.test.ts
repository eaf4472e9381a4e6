import { describe, expect, it } from 'vitest';
import { canSaveUserSettings, userSettingsErrors, userSettingsFormOf } from './user-settings.ts';

const user = { firstName: 'Dana', lastName: 'Demo', language: 'en' as const };
const form = (extra = {}) => ({ ...userSettingsFormOf(user), ...extra });

describe('the User Settings form', () => {
  it('cannot be saved until something changed', () => {
    expect(canSaveUserSettings(form(), user)).toBe(false);
    expect(canSaveUserSettings(form({ firstName: 'Dana ' }), user)).toBe(false);
    expect(canSaveUserSettings(form({ lastName: 'Doe' }), user)).toBe(true);
  });

  it('can be saved with another language alone', () => {
    expect(canSaveUserSettings(form({ language: 'zh' }), user)).toBe(true);
    expect(canSaveUserSettings(form({ language: 'en' }), user)).toBe(false);
  });

  it('cannot be saved with an invalid value, in the spec’s words', () => {
    expect(userSettingsErrors(form({ firstName: ' ' }))).toEqual({ firstName: 'First name is required' });
    expect(canSaveUserSettings(form({ firstName: ' ' }), user)).toBe(false);
    expect(userSettingsErrors(form({ password: 'short' }))).toEqual({
      currentPassword: 'Current password is required',
      password: 'Password must be 10 characters or more',
      confirmPassword: 'Password is required',
    });
    expect(
      userSettingsErrors(form({ currentPassword: 'old', password: 'long enough!', confirmPassword: 'long enough?' })),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('changes the password alone when its three fields are right', () => {
    const typed = form({ currentPassword: 'old', password: 'long enough!', confirmPassword: 'long enough!' });
    expect(userSettingsErrors(typed)).toEqual({});
    expect(canSaveUserSettings(typed, user)).toBe(true);
  });
});
