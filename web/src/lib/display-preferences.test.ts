import { defaultDisplayPreferences } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { displayPreferencesKey, parseDisplayPreferences } from './display-preferences.ts';

describe('display preferences', () => {
  it('are kept per location', () => {
    expect(displayPreferencesKey('MAIN')).toBe('bayline.display.MAIN');
  });

  it('fall back to the defaults when nothing or garbage is stored', () => {
    expect(parseDisplayPreferences(null)).toEqual(defaultDisplayPreferences);
    expect(parseDisplayPreferences('{not json')).toEqual(defaultDisplayPreferences);
  });

  it('lay stored flags over the defaults', () => {
    const stored = JSON.stringify({
      jobTiles: { showVin: true, showColor: false },
      departmentOptions: { showHours: false },
    });
    const preferences = parseDisplayPreferences(stored);
    expect(preferences.jobTiles.showVin).toBe(true);
    expect(preferences.jobTiles.showColor).toBe(false);
    expect(preferences.jobTiles.showCustomerName).toBe(true);
    expect(preferences.departmentOptions).toEqual({ ...defaultDisplayPreferences.departmentOptions, showHours: false });
    expect(preferences.scheduleTiles).toEqual(defaultDisplayPreferences.scheduleTiles);
  });
});
