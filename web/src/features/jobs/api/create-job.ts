import type { CreateJobInput, createJobSchema, jobAnswerSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownJobsChanged } from '../../../lib/board-cache.ts';

/** POST jobadmins: a new job. */
export function createJob(job: CreateJobInput) {
  return api.post<typeof jobAnswerSchema, typeof createJobSchema>('production', 'jobadmins', job);
}

/** Creates a job; its card is read, waiting for the new job (read-your-writes), and searches again. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: ({ jobAdmin }) => ownJobsChanged(queryClient, [jobAdmin.jobAdminId]),
  });
}
