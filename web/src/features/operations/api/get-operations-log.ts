import type { OperationsLogEntry, operationsLogSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { refreshMs } from '../operations.ts';

/** GET /api/admin/v1/operations/log: what support did (skips, retries, rebuilds), newest first. */
export function getOperationsLog(): Promise<OperationsLogEntry[]> {
  return api.get<Loose<typeof operationsLogSchema, OperationsLogEntry[]>>('admin', 'operations/log');
}

export function useOperationsLog() {
  return useQuery({
    queryKey: queryKeys.operationsLog,
    queryFn: getOperationsLog,
    refetchInterval: refreshMs.idle,
  });
}
