import type { locationMetricsSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET locations/metrics. The live hub marks it stale when a job, the departments or the location change; the read
 * then waits for that change's position, as the metrics projector may be a moment behind the hub's own.
 */
export function useLocationMetrics() {
  return useQuery({
    queryKey: queryKeys.locationMetrics,
    queryFn: () =>
      api.get<typeof locationMetricsSchema>('production', 'locations/metrics', { position: lastHubPosition() }),
  });
}
