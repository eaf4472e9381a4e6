import { defaultDisplayPreferences, displayPreferencesOf } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';

describe('display preferences as a browser reads them', () => {
  it('are the defaults for a session cached before they travelled with it, or with garbage', () => {
    expect(displayPreferencesOf(undefined)).toEqual(defaultDisplayPreferences);
    expect(displayPreferencesOf({ jobTiles: 'no' })).toEqual(defaultDisplayPreferences);
  });

  it('lay saved flags over the defaults', () => {
    const preferences = displayPreferencesOf({
      jobTiles: { showVin: true, showColor: false },
      departmentOptions: { showHours: false },
    });
    expect(preferences.jobTiles.showVin).toBe(true);
    expect(preferences.jobTiles.showColor).toBe(false);
    expect(preferences.jobTiles.showCustomerName).toBe(true);
    expect(preferences.departmentOptions).toEqual({ ...defaultDisplayPreferences.departmentOptions, showHours: false });
    expect(preferences.scheduleTiles).toEqual(defaultDisplayPreferences.scheduleTiles);
  });
});
