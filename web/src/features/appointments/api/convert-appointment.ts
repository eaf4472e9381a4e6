import type { ConvertedAppointment, convertAppointmentSchema, convertedAppointmentSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownJobsChanged } from '../../../lib/board-cache.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * POST Appointment/{id}/convert (Convert to Job): a job from the appointment, in the location's default class and
 * first department, with the 'Notes from Appointment: ...' note; the appointment is linked to it. Converting one
 * already converted answers its job again.
 */
export function convertAppointment(appointmentId: string): Promise<ConvertedAppointment> {
  return api.post<typeof convertedAppointmentSchema, typeof convertAppointmentSchema>(
    'scheduling',
    `Appointment/${encodeURIComponent(appointmentId)}/convert`,
    {},
  );
}

/** Converts; the board shows the new job's card and the calendar the link. */
export function useConvertAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertAppointment,
    onSuccess: ({ jobAdminId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
      return ownJobsChanged(queryClient, [jobAdminId]);
    },
  });
}
