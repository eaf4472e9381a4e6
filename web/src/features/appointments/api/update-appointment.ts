import type { Appointment, AppointmentInput, appointmentAnswerSchema, appointmentSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The entity tag of an appointment as read: its stream version. */
export const etagOf = (appointment: Pick<Appointment, 'version'>) => `"${appointment.version}"`;

/**
 * PUT Appointment: the whole appointment, sent with the version it was read at (If-Match); a stale one is refused
 * with 409 and the current appointment, a bad value with 400 and field messages.
 */
export async function updateAppointment({
  appointment,
  version,
}: {
  appointment: AppointmentInput;
  version: number;
}): Promise<Appointment> {
  return (
    await api.putTagged<typeof appointmentAnswerSchema, typeof appointmentSchema>(
      'scheduling',
      'Appointment',
      appointment,
      etagOf({ version }),
    )
  ).value;
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
  });
}
