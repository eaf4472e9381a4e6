import type { JobNote, jobNoteSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET jobadmins/{id}/jobhistory: the job's notes, newest first (System notes included). */
export function getJobHistory(jobAdminId: string): Promise<JobNote[]> {
  return api.get<z.ZodArray<typeof jobNoteSchema>>(
    'production',
    `jobadmins/${encodeURIComponent(jobAdminId)}/jobhistory`,
  );
}

export function useJobHistory(jobAdminId: string) {
  return useQuery({ queryKey: queryKeys.jobHistory(jobAdminId), queryFn: () => getJobHistory(jobAdminId) });
}
