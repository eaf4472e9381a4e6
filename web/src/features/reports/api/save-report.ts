import type { SavedReport } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT reports/saved: a new report (no reportOptionId) or a change to one; the answer is the updated list. */
export function putSavedReport(report: SavedReport): Promise<SavedReport[]> {
  return api.put<SavedReport[]>('reports', 'reports/saved', report);
}

/** Saves a report (pinning and Move Chart save this way too); the list shown becomes the server's answer. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSavedReport,
    onSuccess: (list) => {
      queryClient.setQueryData(queryKeys.savedReports, list);
      // A report's filters decide its rows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.reportData });
    },
  });
}

/** Move Chart: each chart whose place changed is saved in turn; the last answer is the list. */
export function useSaveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reports: readonly SavedReport[]) => {
      let list: SavedReport[] | undefined;
      for (const report of reports) list = await putSavedReport(report);
      return list;
    },
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(queryKeys.savedReports, list);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedReports }),
  });
}
