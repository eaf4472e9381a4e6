import type { BadgeState } from './dto.ts';

/** Department list order used everywhere: active, not deleted, by sortOrder (spec 1 section 9). */
export function activeInOrder<T extends { isActive: boolean; deletedAt: string | null; sortOrder: number }>(
  items: readonly T[],
): T[] {
  return items.filter((i) => i.isActive && !i.deletedAt).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** The five states every new badge starts with (spec 2 section 3). */
export const defaultBadgeStates: Omit<BadgeState, 'badgeStateId'>[] = [
  { state: 1, description: 'Inactive', color: '#9e9e9e' },
  { state: 2, description: 'In Process', color: '#1e88e5' },
  { state: 3, description: 'Alert', color: '#ffb300' },
  { state: 4, description: 'Critical', color: '#e53935' },
  { state: 5, description: 'Complete', color: '#43a047' },
];
