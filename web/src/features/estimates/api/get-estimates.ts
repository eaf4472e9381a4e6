import type { Estimate } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const estimatesKey = ['estimates'];

/** GET estimates: the estimates kept for the location, newest first. */
export function getEstimates(): Promise<Estimate[]> {
  return api.get<Estimate[]>('production', 'estimates');
}

/** Read afresh each time the list opens: the uploader adds estimates and new jobs link them meanwhile. */
export function useEstimates() {
  return useQuery({ queryKey: estimatesKey, queryFn: getEstimates, staleTime: 0, refetchOnMount: 'always' });
}
