import type { QueryClient } from '@tanstack/react-query';
import { getGroups } from '../../components/job-form/api/get-groups.ts';
import { getJobClasses } from '../../components/job-form/api/get-job-classes.ts';
import { getLocationSettings } from '../../components/job-form/api/get-location-settings.ts';
import { getDepartments } from '../../lib/departments.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * The location's lists every folder shows (departments, job classes, groups, the location's settings), read ahead
 * so that the first folder opened waits for its own job only.
 */
export function prefetchFolderLists(queryClient: QueryClient) {
  void queryClient.prefetchQuery({ queryKey: queryKeys.departments, queryFn: getDepartments });
  void queryClient.prefetchQuery({ queryKey: queryKeys.jobClasses, queryFn: getJobClasses });
  void queryClient.prefetchQuery({ queryKey: queryKeys.groups, queryFn: getGroups });
  void queryClient.prefetchQuery({ queryKey: queryKeys.locationSettings, queryFn: getLocationSettings });
}
