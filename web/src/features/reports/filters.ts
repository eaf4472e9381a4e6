import {
  type FilterKey,
  filterValues,
  type JobPreset,
  type ReportFilter,
  type ReportOptionKey,
  type UpcomingRange,
} from '@bayline/contracts';

/** The filter keys the filter list edits; start and end are the date range's, edited apart. */
export type ListedFilterKey = Exclude<FilterKey, 'start' | 'end'>;

/** Filters whose choices the server lists (GET reports/options/{key}, spec 3 section 7). */
const serverOptionKeys = new Set<string>([
  'assignee',
  'badge',
  'group',
  'jobClass',
  'state',
] satisfies ReportOptionKey[]);
export const isServerOptionKey = (key: string): key is ReportOptionKey => serverOptionKeys.has(key);

/** The 'job' filter's presets, the 'roState' filter's job statuses and the 'upcoming' ranges (spec 3 section 9). */
export const jobPresets = ['all', 'today', 'pastDue', 'upcoming'] as const satisfies readonly JobPreset[];
export const roStates = ['1', '2', '3', '4'] as const;
export const upcomingRanges = [
  'all',
  '1d',
  '2d',
  '3d',
  '4d',
  '5d',
  '6d',
  '1w',
  '2w',
  '3w',
  '1m',
] as const satisfies readonly UpcomingRange[];

const isDateKey = (key: string) => key === 'start' || key === 'end';

/** The keys the filter list offers for a report: those its template takes, in its order, but the date range's. */
export const listableKeys = (taken: readonly FilterKey[]): ListedFilterKey[] =>
  taken.filter((key): key is ListedFilterKey => !isDateKey(key));

/**
 * Whether the report runs over a date range its card lets the user change: its template takes start and end, and
 * no job preset but All Jobs names the days instead (Today's Jobs, Past Due Jobs, Upcoming Jobs).
 */
export const runsOverRange = (taken: readonly FilterKey[], filters: readonly ReportFilter[]) =>
  taken.includes('start') && taken.includes('end') && (filterValues(filters).job?.[0] ?? 'all') === 'all';

/** Numbers the filters 0, 1, 2… in their order. */
export const reindexed = (filters: readonly ReportFilter[]): ReportFilter[] =>
  filters.map((filter, index) => ({ ...filter, index }));

/** The filters the list shows, in their order (without the date range's). */
export const listedFilters = (filters: readonly ReportFilter[]): ReportFilter[] =>
  [...filters].filter((f) => !isDateKey(f.filterName)).sort((a, b) => a.index - b.index);

/** Add Filter: a new filter of `key`, its value not chosen yet, after the others. */
export function addFilter(filters: readonly ReportFilter[], key: ListedFilterKey): ReportFilter[] {
  return reindexed([...filters, { index: filters.length, filterName: key, value: '' }]);
}

/** Delete filter: the filter at `index` goes and the rest are numbered again from 0 (spec 3 section 2.8). */
export function removeFilter(filters: readonly ReportFilter[], index: number): ReportFilter[] {
  return reindexed([...filters].sort((a, b) => a.index - b.index).filter((f) => f.index !== index));
}

/** The filter at `index` with another key (its value cleared, as the choices differ) or another value. */
export function changeFilter(
  filters: readonly ReportFilter[],
  index: number,
  change: { filterName?: ListedFilterKey; value?: string },
): ReportFilter[] {
  return filters.map((f) => {
    if (f.index !== index) return f;
    if (change.filterName && change.filterName !== f.filterName)
      return { ...f, filterName: change.filterName, value: '' };
    return { ...f, value: change.value ?? f.value };
  });
}

/** The filters as saved: those with no value chosen are left out, the rest numbered from 0. */
export const filtersToSave = (filters: readonly ReportFilter[]): ReportFilter[] =>
  reindexed([...filters].sort((a, b) => a.index - b.index).filter((f) => f.value.trim() !== ''));
