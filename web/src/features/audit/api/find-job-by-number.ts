import type { AuditJobRef, auditJobRefSchema } from '@bayline/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET audit jobs/bynumber/{number}: the location's job of that number (404 when it has none). */
export function findJobByNumber(number: string): Promise<AuditJobRef> {
  return api.get<typeof auditJobRefSchema>('audit', `jobs/bynumber/${encodeURIComponent(number)}`);
}

/** Asked when the user opens a number, not as they type it. */
export function useFindJobByNumber() {
  return useMutation({ mutationFn: findJobByNumber });
}
