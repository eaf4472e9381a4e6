import { type DisplayPreferences, defaultDisplayPreferences } from '@bayline/contracts';
import { useMemo, useSyncExternalStore } from 'react';

/** Display preferences are kept per location in the browser (spec 3 section 2.6). */
export function displayPreferencesKey(locationShortName: string): string {
  return `bayline.display.${locationShortName}`;
}

/** Stored preferences over the defaults, so a flag added later still has its default. */
export function parseDisplayPreferences(text: string | null): DisplayPreferences {
  let stored: Partial<DisplayPreferences> = {};
  try {
    stored = text ? (JSON.parse(text) as Partial<DisplayPreferences>) : {};
  } catch {
    stored = {};
  }
  return {
    jobTiles: { ...defaultDisplayPreferences.jobTiles, ...stored.jobTiles },
    departmentOptions: { ...defaultDisplayPreferences.departmentOptions, ...stored.departmentOptions },
    scheduleTiles: { ...defaultDisplayPreferences.scheduleTiles, ...stored.scheduleTiles },
  };
}

/** Preferences saved in another tab show here too. */
function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The display preferences of a location, read through this one hook. */
export function useDisplayPreferences(locationShortName: string): DisplayPreferences {
  const key = displayPreferencesKey(locationShortName);
  const text = useSyncExternalStore(subscribe, () => localStorage.getItem(key));
  return useMemo(() => parseDisplayPreferences(text), [text]);
}
