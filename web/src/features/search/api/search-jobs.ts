import type { JobAdmin, jobAdminSchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET jobadmins/search?search=: jobs of the location whose name, Job ID, number, VIN, phone or vehicle match. */
export function searchJobs(text: string): Promise<JobAdmin[]> {
  return api.get<Loose<z.ZodArray<typeof jobAdminSchema>, JobAdmin[]>>(
    'production',
    `jobadmins/search?search=${encodeURIComponent(text)}`,
  );
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
