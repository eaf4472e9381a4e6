import { type BadgeState, defaultBadgeStates, EMPTY_ID } from '@bayline/contracts';
import { badgeIconNames } from '../../components/badge-icon.tsx';

/** The five states a new badge starts with (spec 2 section 3), each new to the server. */
export function newBadgeStates(): BadgeState[] {
  return defaultBadgeStates.map((s) => ({ ...s, badgeStateId: EMPTY_ID }));
}

/** A state's description must not be blank (spec 2 section 5); the dialog's submit waits for all five. */
export function badgeStatesValid(states: readonly Pick<BadgeState, 'description'>[]): boolean {
  return states.every((s) => s.description.trim() !== '');
}

/** How an icon's name reads in the picker: 'car-rental' is 'car rental'. */
export function iconLabel(iconName: string): string {
  return iconName.replace(/-/g, ' ');
}

/** The icons whose name holds every word of the search, in the picker's order. */
export function iconsMatching(search: string, names: readonly string[] = badgeIconNames): string[] {
  const words = search
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return names.filter((name) => words.every((w) => iconLabel(name).includes(w)));
}
