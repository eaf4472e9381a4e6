import { activeInOrder, type Department } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET departments: active and not deleted, by sortOrder (the same list the board reads). */
export async function getDepartments(): Promise<Department[]> {
  return activeInOrder(await api.get<Department[]>('production', 'departments'));
}

export function useDepartments() {
  return useQuery({ queryKey: queryKeys.departments, queryFn: getDepartments });
}
