import type { jobAnswerSchema, rescheduleSchema, Schedule } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withJobRescheduled } from '../schedule.ts';

/** The day the job was dropped on, and whether its scheduled out date is recalculated. */
export type RescheduleInput = z.input<typeof rescheduleSchema> & {
  jobAdminId: string;
  /** The schedule shown (its range's query), moved at once and put back if the server refuses. */
  range: { startDate: string; endDate: string };
};

/** PUT jobadmins/{id}/scheduledin: the job is scheduled in on another day. */
export function rescheduleJob({ jobAdminId, scheduledIn, recalculateScheduledOut }: RescheduleInput) {
  return api.put<typeof jobAnswerSchema, typeof rescheduleSchema>(
    'production',
    `jobadmins/${encodeURIComponent(jobAdminId)}/scheduledin`,
    {
      scheduledIn,
      recalculateScheduledOut,
    },
  );
}

/** Moves the job on the schedule at once; the server's answer (or refusal) settles it. */
export function useRescheduleJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleJob,
    onMutate: async ({ jobAdminId, scheduledIn, range }) => {
      const key = queryKeys.scheduleRange(range.startDate, range.endDate);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Schedule>(key);
      if (before) queryClient.setQueryData(key, withJobRescheduled(before, jobAdminId, scheduledIn));
      return { key, before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    // Every range read again, and the job's folder (its dates) the next time it is shown.
    onSettled: (_answer, _error, { jobAdminId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.schedule }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobFolder(jobAdminId) }),
      ]),
  });
}
