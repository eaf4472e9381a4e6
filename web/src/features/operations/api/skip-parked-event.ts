import { type parkedDecisionSchema, skipReasonSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type ParkedEventKey, parkedPath } from './retry-parked-event.ts';

/** What the skip dialog sends: the server's own rule for the reason. */
export const skipSchema = z.object({ reason: skipReasonSchema });

/**
 * POST /api/admin/v1/parked/{projector}/{position}/skip: recorded as ParkedEventSkipped (who, why); the
 * projector goes on without the event.
 */
export function skipParkedEvent({ reason, ...parked }: ParkedEventKey & z.input<typeof skipSchema>) {
  return api.post<typeof parkedDecisionSchema, typeof skipSchema>('admin', `${parkedPath(parked)}/skip`, { reason });
}

export function useSkipParkedEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipParkedEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations }),
  });
}
