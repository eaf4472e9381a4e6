import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyOf, monthLabel } from './chart-text.ts';

describe('chart words', () => {
  beforeAll(() => i18n.init({ lng: 'en', resources: {}, initAsync: false }));

  it('makes catalogue keys of the templates’ series names', () => {
    expect(['Cycle Time', 'Hours per day', 'Jobs', ' Goal '].map(keyOf)).toEqual([
      'cycleTime',
      'hoursPerDay',
      'jobs',
      'goal',
    ]);
  });

  it('names months in the language', async () => {
    expect(monthLabel('2026-05')).toBe('May 2026');
    await i18n.changeLanguage('fr');
    expect(monthLabel('2026-05')).toBe('mai 2026');
    await i18n.changeLanguage('en');
    expect(monthLabel('soon')).toBe('soon');
  });
});
