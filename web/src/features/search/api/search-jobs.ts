import type { JobAdmin } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET jobadmins/search?search=: jobs of the location whose name, Job ID, number, VIN, phone or vehicle match. */
export function searchJobs(text: string): Promise<JobAdmin[]> {
  return api.get<JobAdmin[]>('production', `jobadmins/search?search=${encodeURIComponent(text)}`);
}

/** The jobs matching a text; nothing is asked while the text is blank. Kept under 'jobs' so changes refresh it. */
export function useJobSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: [...queryKeys.jobSearch, search],
    queryFn: () => searchJobs(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
