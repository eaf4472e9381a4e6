import { type Badge, type BadgeState, defaultBadgeStates, type JobBadge, maxBadgesPerJob } from '@bayline/contracts';
import i18n from 'i18next';

/** The job's badges in their order. */
export function jobBadgesInOrder(badges: readonly JobBadge[]): JobBadge[] {
  return [...badges].sort((a, b) => a.sortOrder - b.sortOrder);
}

/** How many more badges the job may carry (never below 0). */
export function badgesLeft(count: number): number {
  return Math.max(0, maxBadgesPerJob - count);
}

/** The location's badges that can still be put on the job: active, not deleted, not on it already. */
export function addableBadges(definitions: readonly Badge[], onJob: readonly JobBadge[]): Badge[] {
  return definitions.filter((d) => d.isActive && !d.deletedAt && !onJob.some((b) => b.badgeId === d.badgeId));
}

/** The list PUT jobadmins/badges/{id} takes after adding one; unchanged at the limit or when already there. */
export function withBadge(onJob: readonly JobBadge[], badgeId: string): string[] {
  const ids = jobBadgesInOrder(onJob).map((b) => b.badgeId);
  return ids.includes(badgeId) || ids.length >= maxBadgesPerJob ? ids : [...ids, badgeId];
}

/** The list PUT jobadmins/badges/{id} takes after removing one. */
export function withoutBadge(onJob: readonly JobBadge[], badgeId: string): string[] {
  return jobBadgesInOrder(onJob)
    .map((b) => b.badgeId)
    .filter((id) => id !== badgeId);
}

/** A badge's states: its own, or the five defaults when its definition is gone. */
export function statesOf(definition: Badge | undefined): Omit<BadgeState, 'badgeStateId'>[] {
  const states = definition?.badgeStates.length ? definition.badgeStates : defaultBadgeStates;
  return [...states].sort((a, b) => a.state - b.state);
}

/** The state a job badge is in, with its name and colour. */
export function currentState(definition: Badge | undefined, state: number): Omit<BadgeState, 'badgeStateId'> {
  const states = statesOf(definition);
  return (
    states.find((s) => s.state === state) ?? {
      state,
      description: i18n.t('settings:badges.state', { state }),
      color: '#9e9e9e',
    }
  );
}
