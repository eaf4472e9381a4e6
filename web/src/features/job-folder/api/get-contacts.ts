import type { Contact } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET contacts: the location's assignees. */
export function getContacts(): Promise<Contact[]> {
  return api.get<Contact[]>('production', 'contacts');
}

export function useContacts() {
  return useQuery({ queryKey: queryKeys.contacts, queryFn: getContacts });
}
