import type { mediaMovedSchema, mediaMoveSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MoveMediaInput {
  jobAdminId: string;
  mediaIds: readonly string[];
  /** Null takes them out of any category. */
  mediaCategoryId: string | null;
}

/** PUT media/bulkmove/{jobId}: each item to the category. */
export function moveMedia({ jobAdminId, mediaIds, mediaCategoryId }: MoveMediaInput): Promise<unknown> {
  return api.put<typeof mediaMovedSchema, typeof mediaMoveSchema>(
    'media',
    `media/bulkmove/${encodeURIComponent(jobAdminId)}`,
    mediaIds.map((mediaId) => ({ mediaId, mediaCategoryId })),
  );
}

export function useMoveMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMedia,
    onSuccess: (_answer, { jobAdminId }) => queryClient.invalidateQueries({ queryKey: queryKeys.jobMedia(jobAdminId) }),
  });
}
