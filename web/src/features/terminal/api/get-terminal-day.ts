import type { TerminalDay, terminalDaySchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { clockTickMs } from '../../../lib/use-now.ts';

/** GET JobAdmins/getTerminalByDate: the day's arrivals and departures, read after the latest live change. */
export function getTerminalDay(selectedDate: string): Promise<TerminalDay> {
  return api.get<typeof terminalDaySchema>(
    'production',
    `JobAdmins/getTerminalByDate?${new URLSearchParams({ selectedDate })}`,
    {
      position: lastHubPosition(),
    },
  );
}

export function useTerminalDay(selectedDate: string | undefined) {
  return useQuery({
    queryKey: queryKeys.terminalDay(selectedDate ?? ''),
    queryFn: () => getTerminalDay(selectedDate!),
    enabled: Boolean(selectedDate),
    placeholderData: keepPreviousData,
    // The promise dates move with the clock, not only with changes: read again as the board's clock ticks.
    refetchInterval: clockTickMs,
  });
}
