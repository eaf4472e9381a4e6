import type { JobAdmin } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownJobsChanged } from '../../../lib/board-cache.ts';

export interface SetBadgeStateInput {
  jobAdminId: string;
  badgeId: string;
  state: number;
}

/** PUT jobadmins/jobbadge/{id}: a badge's state on the job; the server adds the System note. */
export function setBadgeState({ jobAdminId, badgeId, state }: SetBadgeStateInput): Promise<{ jobAdmin: JobAdmin }> {
  return api.put<{ jobAdmin: JobAdmin }>('production', `jobadmins/jobbadge/${encodeURIComponent(jobAdminId)}`, {
    badgeId,
    state,
  });
}

export function useSetBadgeState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBadgeState,
    onSuccess: (_answer, { jobAdminId }) => ownJobsChanged(queryClient, [jobAdminId]),
  });
}
