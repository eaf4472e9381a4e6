import { defaultBadgeStates, EMPTY_ID } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { badgeStatesValid, iconLabel, iconsMatching, newBadgeStates } from './badges.ts';

describe('badge settings', () => {
  it('starts a new badge with the five default states, Inactive to Complete, each new', () => {
    const states = newBadgeStates();
    expect(states.map((s) => [s.state, s.description])).toEqual([
      [1, 'Inactive'],
      [2, 'In Process'],
      [3, 'Alert'],
      [4, 'Critical'],
      [5, 'Complete'],
    ]);
    expect(states.every((s) => s.badgeStateId === EMPTY_ID)).toBe(true);
    // The defaults themselves are not shared with the new badge's copy.
    itemAt(states, 0).description = 'Changed';
    expect(defaultBadgeStates[0]?.description).toBe('Inactive');
  });

  it('refuses states with a blank description', () => {
    expect(badgeStatesValid(newBadgeStates())).toBe(true);
    expect(badgeStatesValid([{ description: 'Ordered' }, { description: '   ' }])).toBe(false);
  });

  it('finds icons by any part of their name, every word required', () => {
    const names = ['car-rental', 'directions-car', 'inventory', 'schedule'];
    expect(iconsMatching('car', names)).toEqual(['car-rental', 'directions-car']);
    expect(iconsMatching('CAR rent', names)).toEqual(['car-rental']);
    expect(iconsMatching('', names)).toEqual(names);
    expect(iconsMatching('zebra', names)).toEqual([]);
    expect(iconLabel('car-rental')).toBe('car rental');
  });

  it('offers the icons the badges draw', () => {
    expect(iconsMatching('rental')).toContain('car-rental');
  });
});
