import type { addGroupSchema, Group } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type SettingsRow } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST groups: a group added on the fly. */
export function createGroup(input: z.input<typeof addGroupSchema>): Promise<Group> {
  return api.post<SettingsRow<Group>, typeof addGroupSchema>('production', 'groups', input);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
  });
}
