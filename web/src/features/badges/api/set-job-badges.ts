import type { JobAdmin } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownJobsChanged } from '../../../lib/board-cache.ts';

export interface SetJobBadgesInput {
  jobAdminId: string;
  badgeIds: string[];
}

/** PUT jobadmins/badges/{id}: the job's badges as the Badges editor leaves them. */
export function setJobBadges({ jobAdminId, badgeIds }: SetJobBadgesInput): Promise<{ jobAdmin: JobAdmin }> {
  return api.put<{ jobAdmin: JobAdmin }>('production', `jobadmins/badges/${encodeURIComponent(jobAdminId)}`, {
    badgeIds,
  });
}

/** Saves the badges; the job's reads (board, folder) read again. */
export function useSetJobBadges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobBadges,
    onSuccess: (_answer, { jobAdminId }) => ownJobsChanged(queryClient, [jobAdminId]),
  });
}
