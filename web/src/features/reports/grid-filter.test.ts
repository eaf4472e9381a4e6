import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesText } from './grid-filter.ts';

describe('the filter row and search panel', () => {
  beforeAll(() => i18n.init({ lng: 'en', resources: {}, initAsync: false }));

  it('matches text whatever the case and accents', () => {
    expect(matchesText('Chevrolet Équinox', 'text', 'equi')).toBe(true);
    expect(matchesText('Ford', 'text', 'chev')).toBe(false);
    expect(matchesText(null, 'text', 'x')).toBe(false);
    expect(matchesText(null, 'text', '  ')).toBe(true);
  });

  it('matches dates and amounts as shown or as stored', () => {
    expect(matchesText('2026-05-04', 'date', '05/04')).toBe(true);
    expect(matchesText('2026-05-04', 'date', '2026-05')).toBe(true);
    expect(matchesText(1234.5, 'money', '1,234.50')).toBe(true);
    expect(matchesText(1234.5, 'money', '1234.5')).toBe(true);
    expect(matchesText(12, 'number', '3')).toBe(false);
  });
});
