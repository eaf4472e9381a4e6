import type { SavedReport, savedReportsOrderSchema, savedReportsSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, type Tagged } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { pinnedCharts } from '../dashboard.ts';
import type { SavedReportsTagged } from './get-saved-reports.ts';

/**
 * PUT reports/saved/order: the dashboard's charts in a new order, in one call, checked against the version
 * (`etag`) they were read at; 409 with the reports as they are when another change came first.
 */
function putChartOrder(reportOptionIds: readonly string[], etag: string | null) {
  return api.putTagged<typeof savedReportsSchema, typeof savedReportsOrderSchema>(
    'reports',
    'reports/saved/order',
    { reportOptionIds },
    etag,
  );
}

/** A move: the charts' ids in the new order, and in the order the move was made from. */
export interface ChartOrder {
  ordered: readonly string[];
  from: readonly string[];
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** A refusal whose current reports still have the charts in the order the move was made from. */
function changedElsewhereOnly(error: unknown, from: readonly string[]): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.current)) return false;
  return sameIds(
    pinnedCharts(error.current as SavedReport[]).map((c) => c.reportOptionId),
    from,
  );
}

/**
 * Move Chart. The screen shows the new order from the variables while the call is on its way, and reads of the
 * list then on their way are dropped, so that a read made before the move cannot put the old order back. A 409
 * for a change elsewhere (the charts still in the order the move started from) is sent again at the new version;
 * any other 409 leaves the dashboard as it is now, for the caller to say so.
 */
export function useOrderCharts() {
  const queryClient = useQueryClient();
  const key = queryKeys.savedReports;
  const show = (tagged: Tagged<SavedReport[]>) => queryClient.setQueryData<SavedReportsTagged>(key, tagged);
  return useMutation({
    mutationFn: async ({ ordered, from }: ChartOrder) => {
      const etag = queryClient.getQueryData<SavedReportsTagged>(key)?.etag ?? null;
      try {
        return await putChartOrder(ordered, etag);
      } catch (error) {
        if (changedElsewhereOnly(error, from)) return putChartOrder(ordered, error.etag);
        throw error;
      }
    },
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: async (tagged) => {
      await queryClient.cancelQueries({ queryKey: key });
      show(tagged);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && Array.isArray(error.current))
        show({ value: error.current as SavedReport[], etag: error.etag });
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
