import type {
  CycleTimeAnalytics,
  CycleTimeStay,
  cycleTimeAnalyticsSchema,
  cycleTimeStaysSchema,
  DateRange,
  LateDatesChoice,
} from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A query string of the values given, the empty ones left out. */
export const queryOf = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(values).filter((e): e is [string, string] => Boolean(e[1])));
  return params.size > 0 ? `?${params}` : '';
};

/**
 * GET analytics/cycletime: each department's stays that ended in the range (by default the 90 days to today),
 * their p50, p90 and average against the goal, by job class and week by week.
 */
export function useCycleTime(range: DateRange | undefined, jobClass: string | undefined, late: LateDatesAsked) {
  return useQuery({
    queryKey: [...queryKeys.reportData, 'cycletime', range?.start, range?.end, jobClass, late],
    queryFn: () =>
      api.get<Loose<typeof cycleTimeAnalyticsSchema, CycleTimeAnalytics>>(
        'reports',
        `analytics/cycletime${queryOf({ start: range?.start, end: range?.end, jobClass, ...lateQuery(late) })}`,
        { position: lastHubPosition() },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Jobs with dates entered more than `hours` late: counted, flagged or left out (docs/metrics.md "Date entry"). */
export interface LateDatesAsked {
  choice: LateDatesChoice;
  hours: number;
}

const lateQuery = (late: LateDatesAsked) => ({ lateDates: late.choice, lateHours: String(late.hours) });

/** What a drill-down asks for: the stays behind a department's, a job class' or a week's figure. */
export interface StaysAsked {
  range: DateRange;
  department?: string;
  jobClass?: string;
  week?: string;
  late: LateDatesAsked;
}

/** GET analytics/cycletime/jobs: the stays behind a figure, longest first (500 at most). */
export function useCycleTimeStays(asked: StaysAsked | undefined) {
  return useQuery({
    queryKey: [...queryKeys.reportData, 'cycletime-jobs', asked],
    queryFn: () =>
      api.get<Loose<typeof cycleTimeStaysSchema, CycleTimeStay[]>>(
        'reports',
        `analytics/cycletime/jobs${queryOf({
          start: asked?.range.start,
          end: asked?.range.end,
          department: asked?.department,
          jobClass: asked?.jobClass,
          week: asked?.week,
          ...(asked && lateQuery(asked.late)),
        })}`,
        { position: lastHubPosition() },
      ),
    enabled: asked !== undefined,
  });
}
