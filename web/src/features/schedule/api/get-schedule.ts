import type { Schedule, scheduleSchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET JobAdmins/schedule: the days of a week or a month with their jobs and figures, read after the latest live change. */
export function getSchedule(startDate: string, endDate: string): Promise<Schedule> {
  return api.get<typeof scheduleSchema>(
    'production',
    `JobAdmins/schedule?${new URLSearchParams({ startDate, endDate })}`,
    {
      position: lastHubPosition(),
    },
  );
}

/** The schedule of a range; the range shown before stays on screen while the next one is read. */
export function useSchedule(range: { startDate: string; endDate: string } | undefined) {
  return useQuery({
    queryKey: queryKeys.scheduleRange(range?.startDate ?? '', range?.endDate ?? ''),
    queryFn: () => getSchedule(range!.startDate, range!.endDate),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
