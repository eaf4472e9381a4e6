import type { OutboxTextView, smsOutboxSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { refreshMs } from '../operations.ts';

/** GET /api/admin/v1/sms-outbox: the texts the embedded outbox kept, newest first, with their status and job. */
export function getSmsOutbox(): Promise<OutboxTextView[]> {
  return api.get<Loose<typeof smsOutboxSchema, OutboxTextView[]>>('admin', 'sms-outbox');
}

export function useSmsOutbox() {
  return useQuery({ queryKey: queryKeys.smsOutbox, queryFn: getSmsOutbox, refetchInterval: refreshMs.idle });
}
