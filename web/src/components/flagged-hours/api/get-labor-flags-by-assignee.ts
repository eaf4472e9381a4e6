import type { AssigneeLaborFlags, assigneeLaborFlagsSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { DayRange } from '../flagged-hours.ts';

/** GET Leaderboard/GetLaborFlagsByAssignee: the Flagged Hours Report's hours per assignee. */
export function getLaborFlagsByAssignee(range: DayRange): Promise<AssigneeLaborFlags[]> {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  return api.get<Loose<typeof assigneeLaborFlagsSchema, AssigneeLaborFlags[]>>(
    'reports',
    `Leaderboard/GetLaborFlagsByAssignee?${query}`,
    {
      position: lastHubPosition(),
    },
  );
}

export function useLaborFlagsByAssignee(range: DayRange | undefined) {
  return useQuery({
    queryKey: queryKeys.laborFlags(range?.startDate ?? '', range?.endDate ?? ''),
    queryFn: () => getLaborFlagsByAssignee(range!),
    enabled: range !== undefined,
  });
}
