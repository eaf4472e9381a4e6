import type { closeJobSchema, jobAnswerSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { ownCardsChanged } from '../../../lib/board-cache.ts';

/** roState 3 archives, 4 voids, 2 reopens. */
export type CloseJobInput = z.input<typeof closeJobSchema> & { jobAdminId: string };

/** PATCH jobadmins/{id}: archive, void or reopen; the server sets or clears the close date. */
export function closeJob({ jobAdminId, roState }: CloseJobInput) {
  return api.patch<typeof jobAnswerSchema, typeof closeJobSchema>(
    'production',
    `jobadmins/${encodeURIComponent(jobAdminId)}`,
    { roState },
  );
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    // Its card leaves the board, or comes back to it.
    onSuccess: (_answer, { jobAdminId }) => ownCardsChanged(queryClient, [jobAdminId]),
  });
}
