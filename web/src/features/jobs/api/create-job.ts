import type { CreateJobInput, JobAdmin } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST jobadmins: a new job. */
export function createJob(job: CreateJobInput): Promise<{ jobAdmin: JobAdmin }> {
  return api.post<{ jobAdmin: JobAdmin }>('production', 'jobadmins', job);
}

/** Creates a job; the job lists read again, waiting for the new job (read-your-writes). */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs }),
  });
}
