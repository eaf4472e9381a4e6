import type { DateRange, ReportData, reportDataSchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET reports/data/{reportOptionId}: the report's rows over `range` (the date range editor's Run), else over its
 * own start and end filters or its default range; the answer says which days it ran over. Jobs changing make it
 * stale; the read then waits for that change.
 */
export function getReportData(reportOptionId: string, range?: DateRange): Promise<ReportData> {
  const query = range ? `?${new URLSearchParams({ start: range.start, end: range.end })}` : '';
  return api.get<Loose<typeof reportDataSchema, ReportData>>(
    'reports',
    `reports/data/${encodeURIComponent(reportOptionId)}${query}`,
    {
      position: lastHubPosition(),
    },
  );
}

export function useReportData(reportOptionId: string, range?: DateRange) {
  return useQuery({
    queryKey: [...queryKeys.reportData, reportOptionId, range?.start, range?.end],
    queryFn: () => getReportData(reportOptionId, range),
    placeholderData: keepPreviousData,
  });
}
