import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface RetryTextInput {
  jobAdminId: string;
  messageId: string;
}

/** POST Messages/{messageId}/retry: a Failed text is queued again. */
export function retryText({ messageId }: RetryTextInput): Promise<void> {
  return api.post('messaging', `Messages/${encodeURIComponent(messageId)}/retry`);
}

export function useRetryText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryText,
    onSuccess: (_answer, { jobAdminId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.jobMessages(jobAdminId) }),
  });
}
