import type { DelayReason, holdJobSchema, jobAnswerSchema } from '@bayline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type SettingsRows } from '../../lib/api.ts';
import { ownJobsChanged } from '../../lib/board-cache.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET Delay: the location's delay reasons; a job is held with an active one. */
export function useActiveDelayReasons() {
  return useQuery({
    queryKey: queryKeys.holdDelayReasons,
    queryFn: () => api.get<SettingsRows<DelayReason>>('production', 'Delay'),
    select: (reasons) => reasons.filter((r) => r.isActive && !r.deletedAt),
  });
}

type HoldJobInput = z.input<typeof holdJobSchema> & { jobAdminId: string };

const holdPath = (jobAdminId: string) => `jobadmins/${encodeURIComponent(jobAdminId)}/hold`;

/** PUT jobadmins/{id}/hold: the job on hold with a reason and a note; the server adds the System note. */
export function useHoldJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobAdminId, delayId, note }: HoldJobInput) =>
      api.put<typeof jobAnswerSchema, typeof holdJobSchema>('production', holdPath(jobAdminId), { delayId, note }),
    onSuccess: (_answer, { jobAdminId }) => ownJobsChanged(queryClient, [jobAdminId]),
  });
}

/** DELETE jobadmins/{id}/hold: the job's hold released. */
export function useReleaseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobAdminId: string) => api.delete<typeof jobAnswerSchema>('production', holdPath(jobAdminId)),
    onSuccess: (_answer, jobAdminId) => ownJobsChanged(queryClient, [jobAdminId]),
  });
}
