import type { mailOutboxSchema, OutboxMailView } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { refreshMs } from '../operations.ts';

/** GET /api/admin/v1/outbox: the mail the embedded outbox kept (invitations, reset links), newest first. */
export function getMailOutbox(): Promise<OutboxMailView[]> {
  return api.get<typeof mailOutboxSchema>('admin', 'outbox');
}

export function useMailOutbox() {
  return useQuery({ queryKey: queryKeys.mailOutbox, queryFn: getMailOutbox, refetchInterval: refreshMs.idle });
}
