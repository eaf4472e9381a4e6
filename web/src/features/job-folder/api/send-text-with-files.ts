import type { sendTextWithFilesSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The text's fields, as the route's schema takes them from the form's parts. */
export type SendTextWithFilesInput = Pick<
  z.input<typeof sendTextWithFilesSchema>,
  'phoneNumber' | 'jobAdminId' | 'message'
> & {
  /** The job's media it carries too. */
  mediaIds: readonly string[];
  /** Files from the device or the camera: they become the job's media, in its Messaging category. */
  files: readonly File[];
  onProgress?: (sent: number) => void;
};

/** POST Messages/sms/withfiles: multipart, the text's fields first, then one `files` part per file (204). */
export function sendTextWithFiles({ files, mediaIds, onProgress, ...fields }: SendTextWithFilesInput): Promise<void> {
  const form = new FormData();
  form.append('phoneNumber', fields.phoneNumber);
  form.append('jobAdminId', fields.jobAdminId);
  form.append('message', fields.message);
  if (mediaIds.length > 0) form.append('mediaIds', mediaIds.join(';'));
  for (const file of files) form.append('files', file, file.name);
  return api.upload('messaging', 'Messages/sms/withfiles', form, onProgress);
}

export function useSendTextWithFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTextWithFiles,
    onSuccess: (_answer, { jobAdminId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobMessages(jobAdminId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobMedia(jobAdminId) }),
      ]),
  });
}
