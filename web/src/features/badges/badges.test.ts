import { type Badge, badgeMessages, type JobBadge, maxBadgesPerJob } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import {
  addableBadges,
  badgesLeft,
  currentState,
  jobBadgesInOrder,
  statesOf,
  withBadge,
  withoutBadge,
} from './badges.ts';

const definition = (badgeId: string, extra: Partial<Badge> = {}): Badge => ({
  badgeId,
  description: badgeId,
  iconName: 'inventory',
  isActive: true,
  deletedAt: null,
  badgeStates: [
    { badgeStateId: `${badgeId}-2`, state: 2, description: 'Ordered', color: '#1e88e5' },
    { badgeStateId: `${badgeId}-1`, state: 1, description: 'Waiting', color: '#9e9e9e' },
  ],
  ...extra,
});
const onJob = (badgeId: string, sortOrder: number, state = 1): JobBadge => ({
  badgeId,
  state,
  sortOrder,
  description: badgeId,
  iconName: 'inventory',
});

describe('Badges editor', () => {
  it('counts the badges left and stops at the limit', () => {
    expect(maxBadgesPerJob).toBe(6);
    expect(badgesLeft(2)).toBe(4);
    expect(badgeMessages.left(badgesLeft(2))).toBe('4 badges left');
    expect(badgeMessages.left(badgesLeft(5))).toBe('1 badge left');
    expect(badgesLeft(6)).toBe(0);
    expect(badgesLeft(9)).toBe(0);
    const full = Array.from({ length: 6 }, (_, i) => onJob(`b${i}`, i));
    expect(withBadge(full, 'extra')).toHaveLength(6);
  });

  it('offers active badges the job does not carry yet', () => {
    const addable = addableBadges(
      [
        definition('parts'),
        definition('rental'),
        definition('old', { isActive: false }),
        definition('gone', { deletedAt: '2025-01-01' }),
      ],
      [onJob('rental', 0)],
    );
    expect(addable.map((b) => b.badgeId)).toEqual(['parts']);
  });

  it('adds at the end and removes one, keeping the job’s order', () => {
    const badges = [onJob('b', 1), onJob('a', 0)];
    expect(jobBadgesInOrder(badges).map((b) => b.badgeId)).toEqual(['a', 'b']);
    expect(withBadge(badges, 'c')).toEqual(['a', 'b', 'c']);
    expect(withBadge(badges, 'a')).toEqual(['a', 'b']);
    expect(withoutBadge(badges, 'a')).toEqual(['b']);
  });

  it('reads the states of a badge in order, and the defaults when the badge is gone', () => {
    expect(statesOf(definition('parts')).map((s) => s.description)).toEqual(['Waiting', 'Ordered']);
    expect(currentState(definition('parts'), 2)).toMatchObject({ description: 'Ordered', color: '#1e88e5' });
    expect(statesOf(undefined)).toHaveLength(5);
    expect(currentState(undefined, 4).description).toBe('Critical');
  });
});
