import type { DateEntryRow, dateEntryRowsSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET reports/date-entry/jobs/{id}: every entry of the job's six dates, in the order they were made; read once
 * `enabled` (the Information tab reads them when a date's entry is first looked at, not with the folder).
 */
export function useDateEntries(jobAdminId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.jobDateEntries(jobAdminId),
    queryFn: () =>
      api.get<Loose<typeof dateEntryRowsSchema, DateEntryRow[]>>(
        'reports',
        `reports/date-entry/jobs/${encodeURIComponent(jobAdminId)}`,
        { position: lastHubPosition() },
      ),
  });
}
