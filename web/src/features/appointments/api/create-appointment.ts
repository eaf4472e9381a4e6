import type { Appointment, AppointmentInput, appointmentAnswerSchema, appointmentSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST Appointment: a new appointment; 400 with field messages. */
export function createAppointment(appointment: AppointmentInput): Promise<Appointment> {
  return api.post<typeof appointmentAnswerSchema, typeof appointmentSchema>('scheduling', 'Appointment', appointment);
}

/** Creates an appointment; the months on screen are read again, waiting for it (read-your-writes). */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
  });
}
