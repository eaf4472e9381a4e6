import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every change made by dragging on the board (moves and priorities) shares this key family. */
export const boardMutationKey = ['board'];

/**
 * After a board change: while another one is still under way its optimistic board stays; the last one to
 * finish refetches the jobs.
 */
export async function settleBoardChange(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: boardMutationKey }) === 1) {
    await queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
  }
}
