import type { OperationsSnapshot, operationsSnapshotSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type PendingRebuilds, rebuildsUnderWay, refreshMs } from '../operations.ts';

/** GET /api/admin/v1/operations: the projectors, the log and the queues, as the server sees them now. */
export function getOperations(): Promise<OperationsSnapshot> {
  return api.get<Loose<typeof operationsSnapshotSchema, OperationsSnapshot>>('admin', 'operations');
}

/** Read again every few seconds, every second while a rebuild runs or one `asked` for here has not ended. */
export function useOperations(asked: PendingRebuilds) {
  return useQuery({
    queryKey: queryKeys.operationsSnapshot,
    queryFn: getOperations,
    refetchInterval: (query) =>
      rebuildsUnderWay(asked, query.state.data?.projectors ?? []) ? refreshMs.rebuilding : refreshMs.idle,
  });
}
