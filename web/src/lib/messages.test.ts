import { jobMessages, loginSchema } from '@bayline/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from './i18n.ts';
import { localFieldErrors, tMessage } from './messages.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('messages of contracts in the app', () => {
  it('are in the language the app speaks now', async () => {
    expect(tMessage(jobMessages.phoneInvalid)).toBe('Phone number is not valid');
    await i18n.changeLanguage('ro');
    expect(tMessage(jobMessages.phoneInvalid)).toBe('Numărul de telefon nu este valid');
    expect(tMessage('Scheduled In date is empty')).toBe('Data „Intrare programată” este goală');
  });

  it('are in i18next as the messages namespace', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('messages:badge.left', { count: 2 })).toBe('2 badges restants');
  });

  it('word a parse’s own rules and zod’s alike', async () => {
    await i18n.changeLanguage('fr');
    const parsed = loginSchema.safeParse({ email: '', password: 7 });
    expect(localFieldErrors(parsed.error!)).toEqual([
      { field: 'email', message: 'L’e-mail est obligatoire' },
      { field: 'password', message: 'Le mot de passe est obligatoire' },
    ]);
    expect(z.string().max(2).safeParse('abc').error?.issues[0]?.message).toBe(
      'Trop grand : chaîne de caractères doit avoir <=2 caractères',
    );
    await i18n.changeLanguage('en');
    expect(z.string().max(2).safeParse('abc').error?.issues[0]?.message).toBe(
      'Too big: expected string to have <=2 characters',
    );
  });
});
