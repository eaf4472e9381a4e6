import type { Group } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET groups: the location's groups; only active ones are offered for a job. */
export async function getGroups(): Promise<Group[]> {
  const groups = await api.get<SettingsRows<Group>>('production', 'groups');
  return groups
    .filter((g) => g.isActive && !g.deletedAt)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export function useGroups() {
  return useQuery({ queryKey: queryKeys.groups, queryFn: getGroups });
}
