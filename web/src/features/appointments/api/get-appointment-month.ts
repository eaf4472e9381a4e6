import type { AppointmentMonth } from '@bayline/contracts';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET Appointment?date=yyyy-MM: the appointments overlapping a month, read after the latest live change. */
export function getAppointmentMonth(month: string): Promise<AppointmentMonth> {
  return api.get<AppointmentMonth>('scheduling', `Appointment?${new URLSearchParams({ date: month })}`, {
    position: lastHubPosition(),
  });
}

/** The months the calendar shows, each read once and kept by its own key (moving a week on reads no month twice). */
export function useAppointmentMonths(months: readonly string[]) {
  return useQueries({
    queries: months.map((month) => ({
      queryKey: queryKeys.appointmentMonth(month),
      queryFn: () => getAppointmentMonth(month),
      placeholderData: keepPreviousData,
    })),
  });
}
