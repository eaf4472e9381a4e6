import type { sendTextSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST Messages/sms: the text is queued (204); the thread shows it Queued until the provider answers. */
export function sendText(input: z.input<typeof sendTextSchema>): Promise<void> {
  return api.post<z.ZodVoid, typeof sendTextSchema>('messaging', 'Messages/sms', input);
}

export function useSendText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendText,
    onSuccess: (_answer, { jobAdminId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.jobMessages(jobAdminId) }),
  });
}
