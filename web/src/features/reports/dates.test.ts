import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { dayOf, decadeYears, isRangeValid, monthWeeks, stepWeek, weekOf, yearMonths } from './dates.ts';

const may14 = new Date(2026, 4, 14);

describe('isRangeValid', () => {
  it('refuses an end before the start and a missing day', () => {
    expect(isRangeValid({ start: '2026-05-01', end: '2026-05-01' })).toBe(true);
    expect(isRangeValid({ start: '2026-05-02', end: '2026-05-01' })).toBe(false);
    expect(isRangeValid({ start: '', end: '2026-05-01' })).toBe(false);
  });
});

describe('the Week of picker', () => {
  it('takes the week from Sunday by default, from Monday when preferred', () => {
    expect(weekOf(may14)).toEqual({ start: '2026-05-10', end: '2026-05-16' });
    expect(weekOf(may14, 'monday')).toEqual({ start: '2026-05-11', end: '2026-05-17' });
  });

  it('steps a week or a month either way', () => {
    expect(stepWeek('2026-05-10', 'nextWeek')).toEqual({ start: '2026-05-17', end: '2026-05-23' });
    expect(stepWeek('2026-05-10', 'priorWeek')).toEqual({ start: '2026-05-03', end: '2026-05-09' });
    expect(stepWeek('2026-05-10', 'nextMonth')).toEqual({ start: '2026-06-07', end: '2026-06-13' });
    expect(stepWeek('2026-05-10', 'priorMonth')).toEqual({ start: '2026-04-05', end: '2026-04-11' });
  });

  it('lays a month out in whole weeks and a year in months', () => {
    const weeks = monthWeeks(may14);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(dayOf(itemAt(itemAt(weeks, 0), 0))).toBe('2026-04-26');
    expect(dayOf(itemAt(itemAt(weeks, 5), 6))).toBe('2026-06-06');
    expect(yearMonths(2026).map(dayOf)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
  });

  it('lays the years out by decade, with a year of the decades either side', () => {
    expect(decadeYears(2026)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    expect(decadeYears(2030)[0]).toBe(2029);
    expect(decadeYears(2029).at(-1)).toBe(2030);
  });
});
