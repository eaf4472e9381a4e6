import type { LeaderboardEntry } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import {
  customRangeProblem,
  fadeDelayMs,
  initialOf,
  nextRangeKind,
  nextScrollTop,
  rangeOf,
  rankColour,
  rankRows,
} from './leaderboard.ts';

const none = { startDate: '', endDate: '' };

describe('date ranges', () => {
  it('are today, the week so far from the week start, the month so far, or the user’s own', () => {
    // 2026-03-04 is a Wednesday.
    expect(rangeOf('today', '2026-03-04', 'sunday', none)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(rangeOf('week', '2026-03-04', 'sunday', none)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-04' });
    expect(rangeOf('week', '2026-03-04', 'monday', none)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-04' });
    expect(rangeOf('week', '2026-03-01', 'monday', none).startDate).toBe('2026-02-23');
    expect(rangeOf('month', '2026-03-04', 'sunday', none)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-04' });
    const custom = { startDate: '2026-01-05', endDate: '2026-02-05' };
    expect(rangeOf('custom', '2026-03-04', 'sunday', custom)).toBe(custom);
  });

  it('cycle today, week, month and the custom range once there is one', () => {
    expect(nextRangeKind('today', false)).toBe('week');
    expect(nextRangeKind('month', false)).toBe('today');
    expect(nextRangeKind('month', true)).toBe('custom');
    expect(nextRangeKind('custom', true)).toBe('today');
    expect(nextRangeKind('custom', false)).toBe('today');
  });

  it('need both days of a custom range, the end not before the start', () => {
    expect(customRangeProblem(none)).toBe('missing');
    expect(customRangeProblem({ startDate: '2026-03-04', endDate: '2026-03-03' })).toBe('endBeforeStart');
    expect(customRangeProblem({ startDate: '2026-03-04', endDate: '2026-03-04' })).toBeUndefined();
  });
});

const entry = (id: string | null, name: string, hours: number, efficiency: number | null): LeaderboardEntry => ({
  id,
  name,
  displaycolor: null,
  flaggedLaborTotal: hours,
  efficiency,
});
const entries = [
  entry('a', 'Aisha Khan', 6, 80),
  entry(null, 'Unassigned', 9, 120),
  entry('m', 'Marco Diaz', 12.5, 35.71),
  entry('t', 'Tom Becker', 6, null),
];

describe('rankings', () => {
  it('rank by hours, highest first and then by name, the Unassigned row only when shown', () => {
    expect(rankRows(entries, 'hours', false).map((r) => [r.rank, r.name, r.value])).toEqual([
      [1, 'Marco Diaz', 12.5],
      [2, 'Aisha Khan', 6],
      [3, 'Tom Becker', 6],
    ]);
    expect(rankRows(entries, 'hours', true).map((r) => r.key)).toEqual(['m', 'unassigned', 'a', 't']);
  });

  it('rank by efficiency those that have one', () => {
    expect(rankRows(entries, 'efficiency', true).map((r) => [r.rank, r.name, r.value])).toEqual([
      [1, 'Unassigned', 120],
      [2, 'Aisha Khan', 80],
      [3, 'Marco Diaz', 35.71],
    ]);
  });

  it('colour from green at the top to red at the bottom, and fade in 400 ms apart', () => {
    expect(rankColour(0, 3)).toBe('hsl(120, 65%, 38%)');
    expect(rankColour(1, 3)).toBe('hsl(60, 65%, 38%)');
    expect(rankColour(2, 3)).toBe('hsl(0, 65%, 38%)');
    expect(rankColour(0, 1)).toBe('hsl(120, 65%, 38%)');
    expect([1, 2, 3, 20].map(fadeDelayMs)).toEqual([0, 400, 800, 4000]);
    expect(initialOf(' marco')).toBe('M');
    expect(initialOf('')).toBe('?');
  });

  it('scroll a pixel at a time and start again at the top', () => {
    expect(nextScrollTop(0, 500, 200)).toBe(1);
    expect(nextScrollTop(298, 500, 200)).toBe(299);
    // At the bottom, to within a pixel (scroll positions may be fractions).
    expect(nextScrollTop(299, 500, 200)).toBe(0);
  });
});
