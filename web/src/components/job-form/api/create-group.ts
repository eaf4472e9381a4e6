import type { Group } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface CreateGroupInput {
  name: string;
  locationShortName: string;
}

/** POST groups: a group added on the fly. */
export function createGroup(input: CreateGroupInput): Promise<Group> {
  return api.post<Group>('production', 'groups', input);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
  });
}
