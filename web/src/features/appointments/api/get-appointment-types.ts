import type { ApptCategory } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET Appointment/ApptCategory: the location's appointment types with their colours. */
export function getAppointmentTypes(): Promise<ApptCategory[]> {
  return api.get<SettingsRows<ApptCategory>>('scheduling', 'Appointment/ApptCategory');
}

export function useAppointmentTypes() {
  return useQuery({ queryKey: queryKeys.calendarApptCategories, queryFn: getAppointmentTypes });
}
