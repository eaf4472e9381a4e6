import type { UserLocation } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { sortLocations } from './sort-locations.ts';

const location = (shortName: string, name: string): UserLocation => ({ shortName, name, isSelected: false });

describe('sortLocations', () => {
  it('sorts by name ignoring case', () => {
    const sorted = sortLocations([location('N', 'north Bay'), location('C', 'Central'), location('A', 'airport')]);
    expect(sorted.map((l) => l.name)).toEqual(['airport', 'Central', 'north Bay']);
  });

  it('keeps a stable order for names that differ only in case and leaves the input alone', () => {
    const input = [location('B', 'main'), location('A', 'Main')];
    expect(sortLocations(input).map((l) => l.shortName)).toEqual(['A', 'B']);
    expect(input.map((l) => l.shortName)).toEqual(['B', 'A']);
  });
});
