import type { TextMessageView, textThreadSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MarkMessagesReadInput {
  jobAdminId: string;
  /** The number the replies came from. */
  phone: string;
}

/** PUT Messages/markallread/{phone}: the customer's replies are read; the server notes who read them. */
export function markMessagesRead({ phone }: MarkMessagesReadInput): Promise<TextMessageView[]> {
  return api.put<typeof textThreadSchema>('messaging', `Messages/markallread/${encodeURIComponent(phone)}`);
}

export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    // The thread is read again rather than set from the answer: the answer is every text with the number, which
    // may span jobs. The unread count and the history (its 'Messages were read by' note) change too.
    onSuccess: (_thread, { jobAdminId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobMessages(jobAdminId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.unreadMessages }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobHistory(jobAdminId) }),
      ]),
  });
}
