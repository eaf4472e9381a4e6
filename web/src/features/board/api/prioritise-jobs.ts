import type { BoardCard, prioritisedSchema, prioritiseSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withPriorities } from '../board.ts';
import { boardMutationKey, settleBoardChange } from './board-mutations.ts';

export type PrioritiseInput = z.input<typeof prioritiseSchema>;

/** PUT jobadmins/priority: the department's prioritised jobs, first first; the others in it lose their priority. */
export function prioritiseJobs(input: PrioritiseInput): Promise<{ changed: number }> {
  return api.put<typeof prioritisedSchema, typeof prioritiseSchema>('production', 'jobadmins/priority', input);
}

/** The jobs whose priority differs between two boards. */
const reprioritisedIds = (before: readonly BoardCard[], after: readonly BoardCard[]) =>
  after.filter((job, i) => job !== before[i]).map((job) => job.jobAdminId);

/** Reorders the prioritised cards at once and puts them back if the server refuses. */
export function usePrioritiseJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...boardMutationKey, 'priority'],
    mutationFn: prioritiseJobs,
    onMutate: async ({ departmentShortName, jobAdminIds }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.openJobs });
      const before = queryClient.getQueryData<BoardCard[]>(queryKeys.openJobs);
      if (!before) return { before, changed: jobAdminIds };
      const after = withPriorities(before, departmentShortName, jobAdminIds);
      queryClient.setQueryData(queryKeys.openJobs, after);
      return { before, changed: reprioritisedIds(before, after) };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.openJobs, context.before);
    },
    onSettled: (_answer, _error, { jobAdminIds }, context) =>
      settleBoardChange(queryClient, context?.changed ?? jobAdminIds),
  });
}
