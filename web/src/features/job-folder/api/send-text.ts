import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SendTextInput {
  phoneNumber: string;
  jobAdminId: string;
  message: string;
  /** The job's media it carries. */
  attachments?: { mediaId: string; url: string }[];
}

/** POST Messages/sms: the text is queued (204); the thread shows it Queued until the provider answers. */
export function sendText(input: SendTextInput): Promise<void> {
  return api.post<void>('messaging', 'Messages/sms', input);
}

export function useSendText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendText,
    onSuccess: (_answer, { jobAdminId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.jobMessages(jobAdminId) }),
  });
}
