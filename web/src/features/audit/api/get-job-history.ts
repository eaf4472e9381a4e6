import type { HistoryCategory, JobHistory, jobHistorySchema } from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The history's order and filters, as its toolbar holds them. */
export interface HistoryFilters {
  order: 'newest' | 'oldest';
  category: HistoryCategory | null;
  userId: string | null;
  search: string;
}

/** GET audit jobs/{id}/history: the job's changes that pass the filters, in the order asked for. */
export function getJobHistory(jobAdminId: string, filters: HistoryFilters): Promise<JobHistory> {
  const query = new URLSearchParams({ order: filters.order });
  if (filters.category) query.set('category', filters.category);
  if (filters.userId) query.set('userId', filters.userId);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return api.get<typeof jobHistorySchema>('audit', `jobs/${encodeURIComponent(jobAdminId)}/history?${query}`);
}

export function useJobHistory(jobAdminId: string, filters: HistoryFilters) {
  return useQuery({
    queryKey: queryKeys.auditHistory(jobAdminId, filters),
    queryFn: () => getJobHistory(jobAdminId, filters),
    // A new filter keeps the list on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}
