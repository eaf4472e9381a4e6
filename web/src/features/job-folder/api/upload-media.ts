import type { Media } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UploadMediaInput {
  jobAdminId: string;
  files: readonly File[];
  /** The category they are filed under; none when null. */
  mediaCategoryId: string | null;
  /** Told the share of the bytes sent, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/** POST upload/{jobId}[/{categoryId}]: multipart with one `files` part per file; answers the media it created. */
export function uploadMedia({ jobAdminId, files, mediaCategoryId, onProgress }: UploadMediaInput): Promise<Media[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const path = [jobAdminId, mediaCategoryId].filter(Boolean).map((id) => encodeURIComponent(String(id)));
  return api.upload<Media[]>('media', `upload/${path.join('/')}`, form, onProgress);
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: (_created, { jobAdminId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.jobMedia(jobAdminId) }),
  });
}
