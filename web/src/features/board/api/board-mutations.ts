import type { QueryClient } from '@tanstack/react-query';
import { ownJobsChanged } from '../../../lib/board-cache.ts';

/** Every change made by dragging on the board (moves and priorities) shares this key family. */
export const boardMutationKey = ['board'];

/** Jobs changed by board changes that are still to be read again. */
const changed = new Set<string>();

/**
 * After a board change to some jobs: while another one is still under way its optimistic board stays; the last
 * one to finish reads the changed jobs' cards again (each alone, waiting for the change).
 */
export async function settleBoardChange(queryClient: QueryClient, jobAdminIds: readonly string[]) {
  for (const id of jobAdminIds) changed.add(id);
  if (queryClient.isMutating({ mutationKey: boardMutationKey }) !== 1) return;
  const ids = [...changed];
  changed.clear();
  await ownJobsChanged(queryClient, ids);
}
