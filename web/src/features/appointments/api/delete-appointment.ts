import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE Appointment/{id}. */
export function deleteAppointment(appointmentId: string): Promise<void> {
  return api.delete('scheduling', `Appointment/${encodeURIComponent(appointmentId)}`);
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments }),
  });
}
