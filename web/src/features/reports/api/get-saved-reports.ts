import type { SavedReport, savedReportsSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Tagged } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The saved reports as the cache holds them: with their version (ETag), which Move Chart sends back. */
export type SavedReportsTagged = Tagged<SavedReport[]>;

/** GET reports/saved: the location's saved reports and charts, with their version. */
export function getSavedReports(): Promise<SavedReportsTagged> {
  return api.getTagged<typeof savedReportsSchema>('reports', 'reports/saved');
}

const listOf = (tagged: SavedReportsTagged) => tagged.value;

export function useSavedReports() {
  return useQuery({ queryKey: queryKeys.savedReports, queryFn: getSavedReports, select: listOf });
}
