import type { reportTemplatesSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET reports/templates: the data types a new report or chart is made from. They change only with a release. */
export function useReportTemplates() {
  return useQuery({
    queryKey: queryKeys.reportTemplates,
    queryFn: () => api.get<typeof reportTemplatesSchema>('reports', 'reports/templates'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
