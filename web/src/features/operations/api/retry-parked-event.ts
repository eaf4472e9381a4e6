import type { parkedDecisionSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ParkedEventKey {
  projector: string;
  position: number;
}

export const parkedPath = ({ projector, position }: ParkedEventKey) =>
  `parked/${encodeURIComponent(projector)}/${position}`;

/** POST /api/admin/v1/parked/{projector}/{position}/retry: the projector tries the event again. */
export function retryParkedEvent(parked: ParkedEventKey): Promise<unknown> {
  return api.post<typeof parkedDecisionSchema>('admin', `${parkedPath(parked)}/retry`);
}

export function useRetryParkedEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryParkedEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations }),
  });
}
