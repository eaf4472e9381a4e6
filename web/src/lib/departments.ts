import { activeInOrder, type Department } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from './api.ts';
import { queryKeys } from './query-keys.ts';

/** GET departments: the location's departments, active and not deleted, by sortOrder. */
export async function getDepartments(): Promise<Department[]> {
  return activeInOrder(await api.get<SettingsRows<Department>>('production', 'departments'));
}

export function useDepartments() {
  return useQuery({ queryKey: queryKeys.departments, queryFn: getDepartments });
}
