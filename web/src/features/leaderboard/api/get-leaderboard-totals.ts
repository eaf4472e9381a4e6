import type { LeaderboardTotals, leaderboardTotalsSchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../components/flagged-hours/flagged-hours.ts';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET Leaderboard/GetLeaderboardTotals: the rank view's tiles and lists, read after the latest live change. */
export function getLeaderboardTotals(range: DayRange): Promise<LeaderboardTotals> {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  return api.get<Loose<typeof leaderboardTotalsSchema, LeaderboardTotals>>(
    'reports',
    `Leaderboard/GetLeaderboardTotals?${query}`,
    {
      position: lastHubPosition(),
    },
  );
}

export function useLeaderboardTotals(range: DayRange | undefined) {
  return useQuery({
    queryKey: queryKeys.leaderboardTotals(range?.startDate ?? '', range?.endDate ?? ''),
    queryFn: () => getLeaderboardTotals(range!),
    enabled: range !== undefined,
    // Cycling through the ranges keeps the last figures on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
}
