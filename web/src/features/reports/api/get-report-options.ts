import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ReportFilterKey } from '../types.ts';

/** A filter's choice: the value saved and the name shown. */
export interface ReportOption {
  value: string;
  label: string;
}

/** GET reports/options/{key}: the choices of an assignee, badge, group, job class or state filter. */
export function useReportOptions(key: ReportFilterKey, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reportOptions(key),
    queryFn: () => api.get<ReportOption[]>('reports', `reports/options/${encodeURIComponent(key)}`),
    enabled,
  });
}
