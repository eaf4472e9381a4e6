import type { QueryClient } from '@tanstack/react-query';
import { getOpenJobs } from '../../../lib/board-cache.ts';
import { getDepartments } from '../../../lib/departments.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Starts the board's two reads (its cards and its columns) for the page about to show it. */
export function prefetchBoard(queryClient: QueryClient) {
  void queryClient.prefetchQuery({ queryKey: queryKeys.openJobs, queryFn: getOpenJobs });
  void queryClient.prefetchQuery({ queryKey: queryKeys.departments, queryFn: getDepartments });
}
