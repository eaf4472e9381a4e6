import type { JobFolderView, jobFolderSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET JobAdmins/asfolder/{id}: the job (the same read the job folder makes, shared through its query key). */
export function getJob(jobAdminId: string): Promise<JobFolderView> {
  return api.get<typeof jobFolderSchema>('production', `JobAdmins/asfolder/${encodeURIComponent(jobAdminId)}`);
}

export function useJob(jobAdminId: string) {
  return useQuery({ queryKey: queryKeys.jobFolder(jobAdminId), queryFn: () => getJob(jobAdminId) });
}
