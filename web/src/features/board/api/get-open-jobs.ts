import type { JobAdmin } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET JobAdmins/open: open jobs in department order, prioritised ones first. */
export function getOpenJobs(): Promise<JobAdmin[]> {
  return api.get<JobAdmin[]>('production', 'JobAdmins/open');
}

export function useOpenJobs() {
  return useQuery({ queryKey: queryKeys.openJobs, queryFn: getOpenJobs });
}
