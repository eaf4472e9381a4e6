import { describe, expect, it } from 'vitest';
import {
  canDeactivateUser,
  canDeleteUser,
  emptyUserForm,
  formFromUser,
  passwordStrength,
  type UserRow,
  userFormErrors,
  userFromForm,
} from './users.ts';

const filled = {
  ...emptyUserForm,
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@shop.test',
  password: 'longenough1',
  passwordConfirm: 'longenough1',
};

function user(email: string, roles: string[] = ['board-reader']): UserRow {
  const base = { firstName: 'A', lastName: 'B', isActive: true, mfaMethod: 'None', createdAt: '', locations: [] };
  return { ...base, userId: email, email, roles };
}

describe('the user form', () => {
  it('asks for every field of a new user with the spec’s words', () => {
    expect(userFormErrors(emptyUserForm, true)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'E-mail is required',
      password: 'Password must be 10 characters or more',
    });
    expect(userFormErrors(filled, true)).toEqual({});
  });

  it('trims names, caps them at 25 and checks the e-mail’s shape', () => {
    const errors = userFormErrors({ ...filled, firstName: '   ', lastName: 'x'.repeat(26), email: 'ada@shop' }, true);
    expect(errors.firstName).toBe('First name is required');
    expect(errors.lastName).toBe('Must be 25 characters or fewer');
    expect(errors.email).toBe('E-mail must be valid');
    expect(userFormErrors({ ...filled, lastName: ` ${'x'.repeat(25)} ` }, true).lastName).toBeUndefined();
  });

  it('needs 10 characters and a matching confirmation; an existing user may leave the password empty', () => {
    expect(userFormErrors({ ...filled, password: 'short', passwordConfirm: 'short' }, true).password).toBe(
      'Password must be 10 characters or more',
    );
    expect(userFormErrors({ ...filled, passwordConfirm: 'longenough2' }, true).passwordConfirm).toBe(
      'Passwords must match',
    );
    expect(userFormErrors({ ...filled, password: '', passwordConfirm: '' }, false)).toEqual({});
    expect(userFormErrors({ ...filled, password: '', passwordConfirm: '' }, true).password).toBeDefined();
    expect(userFormErrors({ ...filled, password: 'short', passwordConfirm: 'short' }, false).password).toBeDefined();
  });

  it('grows the strength bar by 10 per character up to 100', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(30);
    expect(passwordStrength('x'.repeat(10))).toBe(100);
    expect(passwordStrength('x'.repeat(40))).toBe(100);
  });
});

describe('who may be changed', () => {
  it('nobody deletes or deactivates themselves, matched by e-mail whatever its case', () => {
    const me = user('Me@Shop.test');
    expect(canDeleteUser(me, 'me@shop.test')).toBe(false);
    expect(canDeactivateUser(me, ' me@shop.test')).toBe(false);
    expect(canDeleteUser(user('other@shop.test'), 'me@shop.test')).toBe(true);
    expect(canDeactivateUser(user('other@shop.test'), 'me@shop.test')).toBe(true);
  });

  it('support and owner users cannot be deleted but can be deactivated by someone else', () => {
    for (const role of ['support', 'owner']) {
      const strong = user('boss@shop.test', [role]);
      expect(canDeleteUser(strong, 'me@shop.test')).toBe(false);
      expect(canDeactivateUser(strong, 'me@shop.test')).toBe(true);
    }
    expect(canDeleteUser(user('x@shop.test', ['admin-writer']), 'me@shop.test')).toBe(true);
  });
});

describe('a user from the form', () => {
  it('a new user starts active, with the dashboard reader role, MFA None and the password set', () => {
    expect(userFromForm({ ...filled, firstName: ' Ada ' }, undefined, 'new-1')).toEqual({
      userId: 'new-1',
      email: 'ada@shop.test',
      firstName: 'Ada',
      lastName: 'Byron',
      isActive: true,
      mfaMethod: 'None',
      roles: ['dashReader'],
      createdAt: '',
      locations: [],
      password: 'longenough1',
    });
  });

  it('an existing user keeps their rights and sends no password unless one was typed', () => {
    const existing = user('ada@shop.test', ['admin-writer']);
    const edited = userFromForm({ ...formFromUser(existing), lastName: 'King' }, existing, 'ignored');
    expect(edited).toEqual({ ...existing, lastName: 'King' });
    expect(edited).not.toHaveProperty('password');
    const withPassword = userFromForm({ ...formFromUser(existing), password: 'newsecret12' }, existing, 'ignored');
    expect(withPassword.password).toBe('newsecret12');
  });
});
