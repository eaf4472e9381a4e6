import type { jobAnswerSchema, jobBadgesSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { ownJobsChanged } from '../../../lib/board-cache.ts';

export type SetJobBadgesInput = z.input<typeof jobBadgesSchema> & { jobAdminId: string };

/** PUT jobadmins/badges/{id}: the job's badges as the Badges editor leaves them. */
export function setJobBadges({ jobAdminId, badgeIds }: SetJobBadgesInput) {
  return api.put<typeof jobAnswerSchema, typeof jobBadgesSchema>(
    'production',
    `jobadmins/badges/${encodeURIComponent(jobAdminId)}`,
    {
      badgeIds,
    },
  );
}

/** Saves the badges; the job's reads (board, folder) read again. */
export function useSetJobBadges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobBadges,
    onSuccess: (_answer, { jobAdminId }) => ownJobsChanged(queryClient, [jobAdminId]),
  });
}
