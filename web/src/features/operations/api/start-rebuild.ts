import type { rebuildAskedSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/admin/v1/rebuilds/{projector|all}: answered at once with the projectors asked; the rebuild's progress
 * shows in GET operations, and the old read model serves until it is swapped.
 */
export function startRebuild(target: string): Promise<{ projectors: string[] }> {
  return api.post<typeof rebuildAskedSchema>('admin', `rebuilds/${encodeURIComponent(target)}`);
}

export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRebuild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations }),
  });
}
