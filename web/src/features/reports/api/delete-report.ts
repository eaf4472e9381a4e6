import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SavedReport } from '../types.ts';

/** DELETE reports/saved/{reportOptionId}; the report leaves the list (and the dashboard) at once. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportOptionId: string) =>
      api.delete<unknown>('reports', `reports/saved/${encodeURIComponent(reportOptionId)}`),
    onSuccess: (_answer, reportOptionId) => {
      queryClient.setQueryData<SavedReport[]>(queryKeys.savedReports, (list) =>
        list?.filter((r) => r.reportOptionId !== reportOptionId),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedReports });
    },
  });
}
