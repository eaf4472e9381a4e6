import type { ProjectorOperations, ProjectorRunState } from '@bayline/contracts';

/** How often the page reads again: every few seconds, every second while a rebuild runs or is asked for. */
export const refreshMs = { idle: 3_000, rebuilding: 1_000 } as const;

/** How a status reads at a glance: working as it should, busy, in trouble, or not run here. */
export type StatusTone = 'good' | 'busy' | 'trouble' | 'quiet';

export function toneOf(status: ProjectorRunState): StatusTone {
  switch (status) {
    case 'live':
      return 'good';
    case 'starting':
    case 'catching-up':
    case 'rebuilding':
      return 'busy';
    case 'retrying':
    case 'stopped':
      return 'trouble';
    default:
      return 'quiet';
  }
}

/** How much of the log a rebuild has replayed, 0 to 1. */
export function rebuildShare({ position, head }: { position: number; head: number }): number {
  if (head <= 0) return 0;
  return Math.min(1, Math.max(0, position / head));
}

export type DurationUnit = 'days' | 'hours' | 'minutes' | 'seconds' | 'milliseconds';

/** A duration in its two largest units ('2 h 5 min'), rounded to whole seconds; under a second in milliseconds. */
export function durationParts(ms: number): { unit: DurationUnit; value: number }[] {
  const rounded = Math.max(0, Math.round(ms));
  if (rounded < 1_000) return [{ unit: 'milliseconds', value: rounded }];
  let seconds = Math.round(rounded / 1_000);
  const sizes: [DurationUnit, number][] = [
    ['days', 86_400],
    ['hours', 3_600],
    ['minutes', 60],
    ['seconds', 1],
  ];
  const parts: { unit: DurationUnit; value: number }[] = [];
  for (const [unit, size] of sizes) {
    const value = Math.floor(seconds / size);
    seconds -= value * size;
    if (value > 0) parts.push({ unit, value });
  }
  return parts.slice(0, 2);
}

/**
 * Rebuilds asked for from this page and not yet seen ending, by projector: the end of its last rebuild when it
 * was asked (null: none). A rebuild has ended once the projector shows another end and no longer rebuilds.
 */
export type PendingRebuilds = ReadonlyMap<string, string | null>;

export function askedRebuilds(
  pending: PendingRebuilds,
  names: readonly string[],
  projectors: readonly ProjectorOperations[],
): PendingRebuilds {
  const next = new Map(pending);
  for (const name of names) {
    const projector = projectors.find((p) => p.name === name);
    next.set(name, projector?.lastRebuild?.finishedAt ?? null);
  }
  return next;
}

/** `pending` without `names`: rebuilds asked for that did not start (refused, or not run by this server). */
export function withoutRebuilds(pending: PendingRebuilds, names: readonly string[]): PendingRebuilds {
  const next = new Map(pending);
  for (const name of names) next.delete(name);
  return next;
}

export function unfinishedRebuilds(
  pending: PendingRebuilds,
  projectors: readonly ProjectorOperations[],
): PendingRebuilds {
  const next = new Map<string, string | null>();
  for (const [name, endBefore] of pending) {
    const projector = projectors.find((p) => p.name === name);
    const ended = projector?.status !== 'rebuilding' && (projector?.lastRebuild?.finishedAt ?? null) !== endBefore;
    if (projector && !ended) next.set(name, endBefore);
  }
  return next;
}

/** True while a rebuild runs, or one asked for here has not been seen ending: the page then reads every second. */
export const rebuildsUnderWay = (asked: PendingRebuilds, projectors: readonly ProjectorOperations[]) =>
  unfinishedRebuilds(asked, projectors).size > 0 || projectors.some((p) => p.status === 'rebuilding');
