import type { JobComparison, jobComparisonSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET audit jobs/{id}/compare: what differs between the job at two positions, field by field. */
export function compareMoments(jobAdminId: string, from: number, to: number): Promise<JobComparison> {
  const query = new URLSearchParams({ from: String(from), to: String(to) });
  return api.get<typeof jobComparisonSchema>('audit', `jobs/${encodeURIComponent(jobAdminId)}/compare?${query}`);
}

export function useComparison(jobAdminId: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: queryKeys.auditComparison(jobAdminId, from, to),
    queryFn: () => compareMoments(jobAdminId, from!, to!),
    enabled: from !== null && to !== null,
  });
}
