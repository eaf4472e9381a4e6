import { addDays, type LeaderboardEntry, weekdayOf } from '@bayline/contracts';
import type { DayRange } from '../../components/flagged-hours/flagged-hours.ts';

/** The date ranges of the toggle (spec 3 section 2.10), in the order auto-cycle goes through them. */
export const rangeKinds = ['today', 'week', 'month', 'custom'] as const;
export type RangeKind = (typeof rangeKinds)[number];

/** Today, the week so far (from the week start of the display preferences) or the month so far, at the location. */
export function rangeOf(kind: RangeKind, today: string, weekStart: 'sunday' | 'monday', custom: DayRange): DayRange {
  if (kind === 'today') return { startDate: today, endDate: today };
  if (kind === 'week') {
    const back = (weekdayOf(today) - (weekStart === 'monday' ? 1 : 0) + 7) % 7;
    return { startDate: addDays(today, -back), endDate: today };
  }
  if (kind === 'month') return { startDate: `${today.slice(0, 8)}01`, endDate: today };
  return custom;
}

/** The next range auto-cycle shows, every 10 seconds (spec 3 sections 2.6 and 9): custom only once there is one. */
export function nextRangeKind(kind: RangeKind, hasCustom: boolean): RangeKind {
  const available = rangeKinds.filter((k) => k !== 'custom' || hasCustom);
  return available[(available.indexOf(kind) + 1) % available.length] ?? 'today';
}

/** What a custom range lacks, if anything: both days, and an end not before the start (spec 3 section 5). */
export function customRangeProblem(range: DayRange): 'missing' | 'endBeforeStart' | undefined {
  if (!range.startDate || !range.endDate) return 'missing';
  if (range.endDate < range.startDate) return 'endBeforeStart';
  return undefined;
}

export type RankBy = 'hours' | 'efficiency';

export interface RankedRow {
  key: string;
  rank: number;
  name: string;
  /** Null for the Unassigned row. */
  id: string | null;
  value: number;
  /** The gradient's colour at this rank: green first, red last. */
  colour: string;
}

/**
 * A list ranked by hours or by efficiency, highest first (then by name). Rows without an efficiency are not ranked
 * by it, the Unassigned row only when asked for (spec 3 section 2.10).
 */
export function rankRows(entries: readonly LeaderboardEntry[], by: RankBy, showUnassigned: boolean): RankedRow[] {
  const rows = entries
    .filter((e) => showUnassigned || e.id !== null)
    .flatMap((e) => {
      const value = by === 'hours' ? e.flaggedLaborTotal : e.efficiency;
      return value === null ? [] : [{ id: e.id, name: e.name, value }];
    })
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return rows.map((row, i) => ({
    ...row,
    key: row.id ?? 'unassigned',
    rank: i + 1,
    colour: rankColour(i, rows.length),
  }));
}

/** From green (hue 120) at the top through yellow to red (hue 0) at the bottom of a list of `count`. */
export function rankColour(index: number, count: number): string {
  const hue = count <= 1 ? 120 : Math.round(120 * (1 - index / (count - 1)));
  return `hsl(${hue}, 65%, 38%)`;
}

/** The initial an avatar shows. */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** Rows fade in one after another: 400 ms times the rank (spec 3 section 9), at most 4 s. */
export const fadeDelayMs = (rank: number) => Math.min(4000, (rank - 1) * 400);

/** Auto-scroll moves a list 1 px every 50 ms (spec 3 section 9) and starts again at the top. */
export const autoScrollStepMs = 50;
export const autoCycleMs = 10_000;

/** The scroll position after one step: down a pixel, or back to the top once the bottom is reached. */
export function nextScrollTop(top: number, scrollHeight: number, clientHeight: number): number {
  return top + clientHeight >= scrollHeight - 1 ? 0 : top + 1;
}
