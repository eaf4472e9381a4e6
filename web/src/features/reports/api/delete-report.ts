import type { savedReportsSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE reports/saved/{reportOptionId}: the answer is the list without it, shown at once (and on the dashboard). */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportOptionId: string) =>
      api.deleteTagged<typeof savedReportsSchema>('reports', `reports/saved/${encodeURIComponent(reportOptionId)}`),
    onSuccess: (tagged) => queryClient.setQueryData(queryKeys.savedReports, tagged),
  });
}
