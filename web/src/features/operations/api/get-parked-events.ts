import type { ParkedEventView, parkedEventsSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { refreshMs } from '../operations.ts';

/** GET /api/admin/v1/parked: the events projectors stopped on, by projector and position. */
export function getParkedEvents(): Promise<ParkedEventView[]> {
  return api.get<typeof parkedEventsSchema>('admin', 'parked');
}

export function useParkedEvents() {
  return useQuery({
    queryKey: queryKeys.parkedEvents,
    queryFn: getParkedEvents,
    refetchInterval: refreshMs.idle,
  });
}
