import type { Department, dateTypesSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { StatusMessage } from './status-message.ts';

/** A department's status message, with what a department stored without one reads as. */
export function statusMessageOf(department: Department): StatusMessage {
  return {
    statusMessage: department.statusMessage ?? '',
    sendSmsUpdate: department.sendSmsUpdate ?? false,
    sendNotification: department.sendNotification ?? false,
  };
}

/** GET departments/datetypes: what the Autofill Date column offers. */
export function useDateTypes() {
  return useQuery({
    queryKey: [...queryKeys.departments, 'dateTypes'],
    queryFn: () => api.get<typeof dateTypesSchema>('production', 'departments/datetypes'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
