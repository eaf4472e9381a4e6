import type { Estimate } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { estimatesKey } from './get-estimates.ts';

/** DELETE estimates/{estimateId}. */
export function deleteEstimate(estimateId: string): Promise<void> {
  return api.delete('production', `estimates/${encodeURIComponent(estimateId)}`);
}

/** Takes the estimate off the list at once and puts it back if the server refuses. */
export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEstimate,
    onMutate: async (estimateId) => {
      await queryClient.cancelQueries({ queryKey: estimatesKey });
      const before = queryClient.getQueryData<Estimate[]>(estimatesKey);
      if (before) {
        queryClient.setQueryData(
          estimatesKey,
          before.filter((e) => e.estimateId !== estimateId),
        );
      }
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(estimatesKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: estimatesKey }),
  });
}
