import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFiles } from '../../../lib/media-files.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UploadMediaInput {
  jobAdminId: string;
  files: readonly File[];
  /** The category they are filed under; none when null. */
  mediaCategoryId: string | null;
  /** Told the share of the bytes sent, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/** Files added to the job's media; the tab reads its media again once they are in. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobAdminId, files, mediaCategoryId, onProgress }: UploadMediaInput) =>
      uploadFiles(jobAdminId, files, mediaCategoryId, onProgress),
    onSuccess: (_created, { jobAdminId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.jobMedia(jobAdminId) }),
  });
}
