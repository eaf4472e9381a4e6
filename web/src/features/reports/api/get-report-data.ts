import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { DateRange } from '../dates.ts';
import type { ReportData } from '../types.ts';

/**
 * GET reports/data/{reportOptionId}: the report's rows over `range` (the date range editor's Run; without it, the
 * report's own start and end filters). Jobs changing make it stale; the read then waits for that change.
 */
export function getReportData(reportOptionId: string, range?: DateRange): Promise<ReportData> {
  const query = range ? `?${new URLSearchParams({ start: range.start, end: range.end })}` : '';
  return api.get<ReportData>('reports', `reports/data/${encodeURIComponent(reportOptionId)}${query}`, {
    position: lastHubPosition(),
  });
}

export function useReportData(reportOptionId: string | undefined, range?: DateRange) {
  return useQuery({
    queryKey: [...queryKeys.reportData, reportOptionId, range?.start, range?.end],
    queryFn: () => getReportData(reportOptionId ?? '', range),
    enabled: Boolean(reportOptionId),
    placeholderData: keepPreviousData,
  });
}
