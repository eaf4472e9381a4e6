import type { Media, mediaSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET media/byjob/{id}: the job's media, oldest first. The live hub marks it stale when someone adds, moves or
 * removes media or a thumbnail is made; the read waits for that change's position.
 */
export function getJobMedia(jobAdminId: string): Promise<Media[]> {
  return api.get<z.ZodArray<typeof mediaSchema>>('media', `media/byjob/${encodeURIComponent(jobAdminId)}`, {
    position: lastHubPosition(),
  });
}

export function useJobMedia(jobAdminId: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.jobMedia(jobAdminId), queryFn: () => getJobMedia(jobAdminId), enabled });
}
