import { describe, expect, it } from 'vitest';
import { detectLanguage, i18n } from './i18n.ts';

describe('the language the app speaks', () => {
  it('is the user’s stored choice first', () => {
    expect(detectLanguage('ro', ['fr-FR', 'en-US'])).toBe('ro');
  });

  it('else the browser’s first language the app speaks', () => {
    expect(detectLanguage(null, ['de-DE', 'zh-CN', 'fr'])).toBe('zh');
    expect(detectLanguage('klingon', ['FR-ca'])).toBe('fr');
  });

  it('else English', () => {
    expect(detectLanguage(null, ['de-DE', 'es'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('reads the bundled catalogues of every language', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('auth:userMenu.logout')).toBe('Déconnexion');
    await i18n.changeLanguage('zh');
    expect(i18n.t('user:settings.language')).toBe('语言');
    await i18n.changeLanguage('en');
    expect(i18n.t('auth:userMenu.logout')).toBe('Logout');
  });
});
