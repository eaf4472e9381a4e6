import { afterAll, describe, expect, it } from 'vitest';
import { heldForLabel } from './held-for.ts';
import { i18n } from './i18n.ts';

const heldAt = '2026-11-27T09:30:00.000Z';
const after = (minutes: number) => new Date(Date.parse(heldAt) + minutes * 60_000);

describe('how long a job has been on hold', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('says the two largest units, to the whole minute', async () => {
    await i18n.changeLanguage('en');
    expect(heldForLabel(heldAt, after(0))).toBe('0 min');
    expect(heldForLabel(heldAt, new Date(after(12).getTime() + 59_999))).toBe('12 min');
    expect(heldForLabel(heldAt, after(60))).toBe('1 h 0 min');
    expect(heldForLabel(heldAt, after(2 * 60 + 5))).toBe('2 h 5 min');
    expect(heldForLabel(heldAt, after(2 * 1440 + 4 * 60 + 59))).toBe('2 d 4 h');
  });

  it('never goes below nothing when the browser’s clock is behind the server’s', async () => {
    await i18n.changeLanguage('en');
    expect(heldForLabel(heldAt, after(-3))).toBe('0 min');
  });

  it('is said in the user’s language', async () => {
    await i18n.changeLanguage('fr');
    expect(heldForLabel(heldAt, after(1440 + 60))).toBe('1 j 1 h');
    await i18n.changeLanguage('zh');
    expect(heldForLabel(heldAt, after(65))).toBe('1 小时 5 分钟');
  });
});
