import type { SavedReport } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET reports/saved: the user's saved reports and charts at the selected location. */
export function getSavedReports(): Promise<SavedReport[]> {
  return api.get<SavedReport[]>('reports', 'reports/saved');
}

export function useSavedReports() {
  return useQuery({ queryKey: queryKeys.savedReports, queryFn: getSavedReports });
}
