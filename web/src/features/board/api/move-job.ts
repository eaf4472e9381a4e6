import type { BoardCard, Department, jobAnswerSchema, moveJobSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withJobMoved } from '../board.ts';
import { boardMutationKey, settleBoardChange } from './board-mutations.ts';

export interface MoveJobInput {
  jobAdminId: string;
  department: Department;
  /** One of the department's subdepartments, or null for none. */
  subdepartmentShortName: string | null;
}

/** PUT jobadmins/{id}/department: the job moves to another department, or into one of its subdepartments. */
export function moveJob({ jobAdminId, department, subdepartmentShortName }: MoveJobInput) {
  return api.put<typeof jobAnswerSchema, typeof moveJobSchema>(
    'production',
    `jobadmins/${encodeURIComponent(jobAdminId)}/department`,
    {
      departmentShortName: department.shortName,
      ...(subdepartmentShortName ? { subdepartmentShortName } : {}),
    },
  );
}

/** Moves a job on the board at once and puts it back if the server refuses. */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...boardMutationKey, 'move'],
    mutationFn: moveJob,
    onMutate: async ({ jobAdminId, department, subdepartmentShortName }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.openJobs });
      const before = queryClient.getQueryData<BoardCard[]>(queryKeys.openJobs);
      if (before) {
        queryClient.setQueryData(
          queryKeys.openJobs,
          withJobMoved(before, jobAdminId, department, new Date().toISOString(), subdepartmentShortName),
        );
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.openJobs, context.before);
    },
    onSettled: (_answer, _error, { jobAdminId }) => settleBoardChange(queryClient, [jobAdminId]),
  });
}
