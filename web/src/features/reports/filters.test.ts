import { describe, expect, it } from 'vitest';
import {
  addFilter,
  changeFilter,
  dateRangeOf,
  filtersToSave,
  listedFilters,
  removeFilter,
  withDateRange,
} from './filters.ts';
import type { ReportFilter } from './types.ts';

const filters: ReportFilter[] = [
  { index: 0, filterName: 'jobClass', value: 'Heavy' },
  { index: 1, filterName: 'group', value: 'Fleet' },
  { index: 2, filterName: 'assignee', value: 'a-1' },
];

describe('the filter list', () => {
  it('adds a filter after the others with no value yet', () => {
    expect(addFilter(filters, 'badge').at(-1)).toEqual({ index: 3, filterName: 'badge', value: '' });
  });

  it('deletes a filter and numbers the rest again from 0', () => {
    expect(removeFilter(filters, 1)).toEqual([
      { index: 0, filterName: 'jobClass', value: 'Heavy' },
      { index: 1, filterName: 'assignee', value: 'a-1' },
    ]);
    expect(removeFilter(filters, 0).map((f) => f.index)).toEqual([0, 1]);
    expect(removeFilter(removeFilter(filters, 2), 0)).toEqual([{ index: 0, filterName: 'group', value: 'Fleet' }]);
  });

  it('clears the value when the key changes, keeps the others', () => {
    const changed = changeFilter(filters, 1, { filterName: 'badge' });
    expect(changed[1]).toEqual({ index: 1, filterName: 'badge', value: '' });
    expect(changed[0]).toBe(filters[0]);
    expect(changeFilter(filters, 2, { value: 'a-2' })[2].value).toBe('a-2');
  });

  it('saves only the filters with a value, numbered from 0', () => {
    expect(filtersToSave(addFilter(removeFilter(filters, 0), 'state'))).toEqual([
      { index: 0, filterName: 'group', value: 'Fleet' },
      { index: 1, filterName: 'assignee', value: 'a-1' },
    ]);
  });
});

describe('the date range in the filters', () => {
  const today = new Date(2026, 4, 14);

  it('reads start and end, else the set type’s default', () => {
    expect(dateRangeOf(filters, 'inventory', today)).toEqual({ start: '2026-05-01', end: '2026-05-31' });
    expect(dateRangeOf(filters, 'sales', today)).toEqual({ start: '2025-05-14', end: '2026-05-14' });
    const ranged = withDateRange(filters, { start: '2026-01-01', end: '2026-01-31' });
    expect(dateRangeOf(ranged, 'sales', today)).toEqual({ start: '2026-01-01', end: '2026-01-31' });
  });

  it('replaces the range and keeps the listed filters first', () => {
    const once = withDateRange(filters, { start: '2026-01-01', end: '2026-01-31' });
    const twice = withDateRange(once, { start: '2026-02-01', end: '2026-02-28' });
    expect(twice).toHaveLength(5);
    expect(twice.map((f) => f.index)).toEqual([0, 1, 2, 3, 4]);
    expect(listedFilters(twice)).toEqual(filters);
    expect(twice.slice(3)).toEqual([
      { index: 3, filterName: 'start', value: '2026-02-01' },
      { index: 4, filterName: 'end', value: '2026-02-28' },
    ]);
  });
});
