import type { JobAtMoment, jobAtMomentSchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A moment of the log: a position (a change of the job), or a time (ISO instant). */
export type Moment = { position: number } | { at: string };

/** GET audit jobs/{id}/moment: the job's folder as it stood at the moment, read only. */
export function getJobMoment(jobAdminId: string, moment: Moment): Promise<JobAtMoment> {
  const query = new URLSearchParams('position' in moment ? { position: String(moment.position) } : moment);
  return api.get<Loose<typeof jobAtMomentSchema, JobAtMoment>>(
    'audit',
    `jobs/${encodeURIComponent(jobAdminId)}/moment?${query}`,
  );
}

export function useJobMoment(jobAdminId: string, moment: Moment | undefined) {
  return useQuery({
    queryKey: queryKeys.auditMoment(jobAdminId, moment),
    queryFn: () => getJobMoment(jobAdminId, moment!),
    enabled: moment !== undefined,
    // Stepping through the changes keeps the folder on screen until the next one comes.
    placeholderData: keepPreviousData,
  });
}
