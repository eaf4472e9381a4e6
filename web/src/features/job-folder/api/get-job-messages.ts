import type { TextMessageView, textThreadSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET Messages/byjob/{id}: the job's texts with the customer, oldest first. The live hub marks it stale when a reply
 * or a delivery outcome comes; the read waits for that change's position, as the texts projector may lag the hub.
 */
export function getJobMessages(jobAdminId: string): Promise<TextMessageView[]> {
  return api.get<typeof textThreadSchema>('messaging', `Messages/byjob/${encodeURIComponent(jobAdminId)}`, {
    position: lastHubPosition(),
  });
}

export function useJobMessages(jobAdminId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.jobMessages(jobAdminId),
    queryFn: () => getJobMessages(jobAdminId),
    enabled,
  });
}
