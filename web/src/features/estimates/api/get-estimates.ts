import type { Estimate, estimateAnswerSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Loose } from '../../../lib/api.ts';

export const estimatesKey = ['estimates'];

/** GET estimates: the estimates kept for the location, newest first. */
export function getEstimates(): Promise<Estimate[]> {
  return api.get<Loose<z.ZodArray<typeof estimateAnswerSchema>, Estimate[]>>('production', 'estimates');
}

/** Read afresh each time the list opens: the uploader adds estimates and new jobs link them meanwhile. */
export function useEstimates() {
  return useQuery({ queryKey: estimatesKey, queryFn: getEstimates, staleTime: 0, refetchOnMount: 'always' });
}
