import type { ReportOptionKey, reportOptionsSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET reports/options/{key}: the choices of an assignee, badge, group, job class or state filter, active first. */
export function useReportOptions(key: ReportOptionKey | undefined) {
  return useQuery({
    queryKey: queryKeys.reportOptions(key ?? ''),
    queryFn: () => api.get<typeof reportOptionsSchema>('reports', `reports/options/${encodeURIComponent(key ?? '')}`),
    enabled: key !== undefined,
  });
}
