import type { DateRange, DrillDown, drillDownSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { DrillAsk } from '../charts/drill.ts';

/**
 * GET reports/drilldown/{reportOptionId}: the jobs behind a figure of the report (a chart's point, a card's
 * figure), over `range` when the report was run over one (the date editor's Run).
 */
export function useDrillDown(reportOptionId: string, ask: DrillAsk, range: DateRange | undefined) {
  const query = new URLSearchParams({ figure: ask.figure, ...ask.slice, ...(range ?? {}) });
  return useQuery({
    // Under the reports' data: a job changing makes it stale as it does the figure.
    queryKey: [...queryKeys.reportData, 'drilldown', reportOptionId, query.toString()],
    queryFn: () =>
      api.get<Loose<typeof drillDownSchema, DrillDown>>(
        'reports',
        `reports/drilldown/${encodeURIComponent(reportOptionId)}?${query}`,
        {
          position: lastHubPosition(),
        },
      ),
  });
}
