import type { TodoPackage, todoPackagesSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET Todos/groups: each task package with its tasks. */
export function getTodoPackages(): Promise<TodoPackage[]> {
  return api.get<typeof todoPackagesSchema>('production', 'Todos/groups');
}

export function useTodoPackages() {
  return useQuery({ queryKey: queryKeys.todoPackages, queryFn: getTodoPackages });
}
