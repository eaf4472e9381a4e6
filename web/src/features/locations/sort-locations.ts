import type { UserLocation } from '@bayline/contracts';

/** Locations in the switcher: by name, case-insensitive (spec 3 section 2.4). */
export function sortLocations(locations: readonly UserLocation[]): UserLocation[] {
  return [...locations].sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.shortName.localeCompare(b.shortName),
  );
}
