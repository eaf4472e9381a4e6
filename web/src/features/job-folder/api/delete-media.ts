import type { mediaRemovedSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface DeleteMediaInput {
  jobAdminId: string;
  mediaIds: readonly string[];
}

/** DELETE media/bulk?ids=a;b;c: the items and their files are removed. */
export function deleteMedia({ mediaIds }: DeleteMediaInput): Promise<{ removed: number }> {
  return api.delete<typeof mediaRemovedSchema>('media', `media/bulk?ids=${encodeURIComponent(mediaIds.join(';'))}`);
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: (_answer, { jobAdminId }) => queryClient.invalidateQueries({ queryKey: queryKeys.jobMedia(jobAdminId) }),
  });
}
