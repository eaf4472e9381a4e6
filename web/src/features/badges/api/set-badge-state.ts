import type { jobAnswerSchema, jobBadgeSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { ownJobsChanged } from '../../../lib/board-cache.ts';

export type SetBadgeStateInput = z.input<typeof jobBadgeSchema> & { jobAdminId: string };

/** PUT jobadmins/jobbadge/{id}: a badge's state on the job; the server adds the System note. */
export function setBadgeState({ jobAdminId, badgeId, state }: SetBadgeStateInput) {
  return api.put<typeof jobAnswerSchema, typeof jobBadgeSchema>(
    'production',
    `jobadmins/jobbadge/${encodeURIComponent(jobAdminId)}`,
    {
      badgeId,
      state,
    },
  );
}

export function useSetBadgeState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBadgeState,
    onSuccess: (_answer, { jobAdminId }) => ownJobsChanged(queryClient, [jobAdminId]),
  });
}
