import type { rebuildAskedSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/admin/v1/rebuilds/{projector}/cancel: the rebuild drops what it made; the old read model serves on. */
export function cancelRebuild(projector: string): Promise<{ projectors: string[] }> {
  return api.post<typeof rebuildAskedSchema>('admin', `rebuilds/${encodeURIComponent(projector)}/cancel`);
}

export function useCancelRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRebuild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations }),
  });
}
