import type { SavedReport, savedReportSchema, savedReportsSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Tagged } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT reports/saved: a new report (no reportOptionId) or a change to one; the answer is the updated list. */
function putSavedReport(report: SavedReport): Promise<Tagged<SavedReport[]>> {
  return api.putTagged<typeof savedReportsSchema, typeof savedReportSchema>('reports', 'reports/saved', report, null);
}

/** Saves a report (pinning saves this way too); the list shown becomes the server's answer, with its version. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSavedReport,
    onSuccess: (tagged) => {
      queryClient.setQueryData(queryKeys.savedReports, tagged);
      // A report's filters decide its rows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.reportData });
    },
  });
}
