import type { ReportFilter } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import {
  addFilter,
  changeFilter,
  filtersToSave,
  listableKeys,
  listedFilters,
  removeFilter,
  runsOverRange,
} from './filters.ts';

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
    expect(changeFilter(filters, 2, { value: 'a-2' })[2]?.value).toBe('a-2');
  });

  it('lists apart the date range and offers only the keys the template takes', () => {
    const ranged: ReportFilter[] = [
      { index: 0, filterName: 'start', value: '2026-01-01' },
      ...filters.map((f) => ({ ...f, index: f.index + 1 })),
    ];
    expect(listedFilters(ranged).map((f) => f.filterName)).toEqual(['jobClass', 'group', 'assignee']);
    expect(listableKeys(['group', 'start', 'end', 'jobClass'])).toEqual(['group', 'jobClass']);
    expect(runsOverRange(['group', 'start', 'end'], filters)).toBe(true);
    expect(runsOverRange(['group', 'job'], filters)).toBe(false);
    // Today's Jobs and Upcoming Jobs name their own days; All Jobs reads the range.
    const scheduled = ['job', 'upcoming', 'start', 'end'] as const;
    const preset = (value: string): ReportFilter[] => [{ index: 0, filterName: 'job', value }];
    expect(runsOverRange(scheduled, preset('today'))).toBe(false);
    expect(runsOverRange(scheduled, preset('upcoming'))).toBe(false);
    expect(runsOverRange(scheduled, preset('all'))).toBe(true);
  });

  it('saves only the filters with a value, numbered from 0', () => {
    expect(filtersToSave(addFilter(removeFilter(filters, 0), 'state'))).toEqual([
      { index: 0, filterName: 'group', value: 'Fleet' },
      { index: 1, filterName: 'assignee', value: 'a-1' },
    ]);
  });
});
