import type { JobClass } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET jobclass: the location's job classes by sortOrder. */
export function getJobClasses(): Promise<JobClass[]> {
  return api.get<SettingsRows<JobClass>>('production', 'jobclass');
}

export function useJobClasses() {
  return useQuery({ queryKey: queryKeys.jobClasses, queryFn: getJobClasses });
}
