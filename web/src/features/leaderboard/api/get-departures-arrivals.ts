import type { DeparturesArrivals, departuresArrivalsSchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayRange } from '../../../components/flagged-hours/flagged-hours.ts';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET Leaderboard/GetDeparturesArrivals: the rank view's Departures and Arrivals, read after the latest live change. */
export function getDeparturesArrivals(range: DayRange): Promise<DeparturesArrivals> {
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  return api.get<Loose<typeof departuresArrivalsSchema, DeparturesArrivals>>(
    'reports',
    `Leaderboard/GetDeparturesArrivals?${query}`,
    {
      position: lastHubPosition(),
    },
  );
}

export function useDeparturesArrivals(range: DayRange | undefined) {
  return useQuery({
    queryKey: queryKeys.departuresArrivals(range?.startDate ?? '', range?.endDate ?? ''),
    queryFn: () => getDeparturesArrivals(range!),
    enabled: range !== undefined,
    // Cycling through the ranges keeps the last lists on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
}
