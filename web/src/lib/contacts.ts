import type { Contact } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from './api.ts';
import { queryKeys } from './query-keys.ts';

/** GET contacts: the location's assignees. */
export function getContacts(): Promise<Contact[]> {
  return api.get<SettingsRows<Contact>>('production', 'contacts');
}

export function useContacts() {
  return useQuery({ queryKey: queryKeys.contacts, queryFn: getContacts });
}
