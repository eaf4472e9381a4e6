import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMonthDay,
  formatNumber,
  jobLabel,
  vehicleText,
} from './format.ts';

describe('formatting by the current language', () => {
  beforeAll(() => i18n.init({ lng: 'en', supportedLngs: ['en', 'fr', 'ro', 'zh'], resources: {}, initAsync: false }));
  afterAll(() => i18n.changeLanguage('en'));
  const when = new Date(2026, 10, 23, 14, 5, 9);

  it('keeps the English table format and dollars', async () => {
    await i18n.changeLanguage('en');
    expect(formatDateTime(when)).toBe('11/23/26 02:05:09 PM');
    // On the shop's clock: the same instant in Los Angeles and in Paris.
    const instant = new Date('2026-11-23T22:05:09Z');
    expect(formatDateTime(instant, 'America/Los_Angeles')).toBe('11/23/26 02:05:09 PM');
    expect(formatDateTime(instant, 'Europe/Paris')).toBe('11/23/26 11:05:09 PM');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatNumber(12.345, 1)).toBe('12.3');
    expect(formatDay('2026-11-03T23:30:00Z')).toBe('11/03/2026');
    expect(formatDay(null)).toBe('');
  });

  it('writes French dates day first and money with a decimal comma', async () => {
    await i18n.changeLanguage('fr');
    expect(formatDateTime(when)).toBe('23/11/26 14:05:09');
    expect(formatDateTime(new Date('2026-11-23T22:05:09Z'), 'America/Los_Angeles')).toBe('23/11/26 14:05:09');
    expect(formatMoney(1234.5)).toMatch(/^1\s234,50\s\$US$/);
    expect(formatNumber(12.345, 1)).toBe('12,3');
    expect(formatDay('2026-11-03')).toBe('03/11/2026');
  });

  it('writes Romanian and Chinese their own way', async () => {
    await i18n.changeLanguage('ro');
    expect(formatDateTime(when)).toBe('23.11.26, 14:05:09');
    expect(formatMoney(1234.5)).toMatch(/^1\.234,50\sUSD$/);
    await i18n.changeLanguage('zh');
    expect(formatDateTime(when)).toBe('26/11/23 14:05:09');
    expect(formatMoney(1234.5)).toBe('US$1,234.50');
  });

  it('writes a card’s month and day in each language’s order, whatever the time zone', async () => {
    const day = '2025-03-04T23:30:00';
    const written: string[] = [];
    for (const language of ['en', 'fr', 'ro', 'zh']) {
      await i18n.changeLanguage(language);
      written.push(formatMonthDay(day));
    }
    expect(written).toEqual(['03/04', '04/03', '04.03', '03/04']);
  });

  it('writes a file size in the largest unit that stays at 1 or more, base 1024', async () => {
    i18n.addResourceBundle('en', 'common', {
      units: { bytes: '{{value}} Bytes', kilobytes: '{{value}} KB', megabytes: '{{value}} MB' },
    });
    i18n.addResourceBundle('fr', 'common', { units: { megabytes: '{{value}} Mo' } });
    await i18n.changeLanguage('en');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    await i18n.changeLanguage('fr');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 Mo');
  });

  it('leaves an invalid date empty', () => {
    expect(formatDateTime(new Date('nope'))).toBe('');
    expect(formatMonthDay(null)).toBe('');
    expect(formatMonthDay('soon')).toBe('');
  });

  it('names a job by its Job ID, else by its number', () => {
    expect(jobLabel({ hat: 'RO-77', jobAdminInt: 1001 })).toBe('RO-77');
    expect(jobLabel({ hat: '', jobAdminInt: 1001 })).toBe('#1001');
  });

  it('writes a vehicle as year, make and model, leaving out what it lacks', () => {
    expect(vehicleText({ year: 2019, make: 'Honda', model: 'Civic' })).toBe('2019 Honda Civic');
    expect(vehicleText({ year: 0, make: 'Ford', model: 'F-150' })).toBe('Ford F-150');
    expect(vehicleText({ year: 2021, make: '', model: 'Model 3' })).toBe('2021 Model 3');
  });
});
