import type { simulatedReplyAnswerSchema, simulatedReplySchema } from '@bayline/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type SimulatedReply = z.output<typeof simulatedReplySchema>;

/**
 * POST /api/admin/v1/sms-outbox/reply: the customer's reply, signed as the provider signs it and taken through the
 * inbound path; the job's thread and unread count follow from there.
 */
export function simulateReply(reply: SimulatedReply): Promise<SimulatedReply> {
  return api.post<typeof simulatedReplyAnswerSchema, typeof simulatedReplySchema>('admin', 'sms-outbox/reply', reply);
}

export function useSimulateReply() {
  return useMutation({ mutationFn: simulateReply });
}
