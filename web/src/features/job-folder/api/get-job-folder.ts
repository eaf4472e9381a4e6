import type { JobFolderView, jobFolderSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET JobAdmins/asfolder/{id}: the job with everything its folder tabs show. */
export function getJobFolder(jobAdminId: string): Promise<JobFolderView> {
  return api.get<typeof jobFolderSchema>('production', `JobAdmins/asfolder/${encodeURIComponent(jobAdminId)}`);
}

export function jobFolderQuery(jobAdminId: string) {
  return { queryKey: queryKeys.jobFolder(jobAdminId), queryFn: () => getJobFolder(jobAdminId) };
}

export function useJobFolder(jobAdminId: string) {
  return useQuery(jobFolderQuery(jobAdminId));
}
