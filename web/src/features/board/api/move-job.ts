import type { Department, JobAdmin } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withJobMoved } from '../board.ts';

export interface MoveJobInput {
  jobAdminId: string;
  department: Department;
}

const moveJobKey = ['moveJob'];

/** PUT jobadmins/{id}/department: the job moves to another department. */
export function moveJob({ jobAdminId, department }: MoveJobInput): Promise<{ jobAdmin: JobAdmin }> {
  return api.put<{ jobAdmin: JobAdmin }>('production', `jobadmins/${encodeURIComponent(jobAdminId)}/department`, {
    departmentShortName: department.shortName,
  });
}

/** Moves a job on the board at once and puts it back if the server refuses. */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveJobKey,
    mutationFn: moveJob,
    onMutate: async ({ jobAdminId, department }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.openJobs });
      const before = queryClient.getQueryData<JobAdmin[]>(queryKeys.openJobs);
      if (before) {
        queryClient.setQueryData(
          queryKeys.openJobs,
          withJobMoved(before, jobAdminId, department, new Date().toISOString()),
        );
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.openJobs, context.before);
    },
    onSettled: async () => {
      // While another move is still under way its optimistic board stays; the last one to finish refetches.
      if (queryClient.isMutating({ mutationKey: moveJobKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
      }
    },
  });
}
