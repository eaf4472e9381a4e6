import type { JobAdmin } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownCardsChanged } from '../../../lib/board-cache.ts';

export interface CloseJobInput {
  jobAdminId: string;
  /** 3 archive, 4 void, 2 reopen. */
  roState: 2 | 3 | 4;
}

/** PATCH jobadmins/{id}: archive, void or reopen; the server sets or clears the close date. */
export function closeJob({ jobAdminId, roState }: CloseJobInput): Promise<{ jobAdmin: JobAdmin }> {
  return api.patch<{ jobAdmin: JobAdmin }>('production', `jobadmins/${encodeURIComponent(jobAdminId)}`, { roState });
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    // Its card leaves the board, or comes back to it.
    onSuccess: (_answer, { jobAdminId }) => ownCardsChanged(queryClient, [jobAdminId]),
  });
}
