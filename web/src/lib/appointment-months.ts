import {
  type Appointment,
  type AppointmentMonth,
  type appointmentAnswerSchema,
  compareAppointments,
  nextMonth,
} from '@bayline/contracts';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api.ts';
import { lastHubPosition } from './live-hub.ts';
import { queryKeys } from './query-keys.ts';

/** GET Appointment?date=yyyy-MM: the appointments overlapping a month, read after the latest live change. */
export function getAppointmentMonth(month: string): Promise<AppointmentMonth> {
  return api.get<z.ZodArray<typeof appointmentAnswerSchema>>(
    'scheduling',
    `Appointment?${new URLSearchParams({ date: month })}`,
    {
      position: lastHubPosition(),
    },
  );
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

/** The months ('YYYY-MM') a range of the calendar touches (its dates are wall clock in UTC); `end` is exclusive, as FullCalendar gives it. */
export function monthsOf(start: Date, end: Date): string[] {
  const first = start.toISOString().slice(0, 7);
  const last = new Date(end.getTime() - 1).toISOString().slice(0, 7);
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/** Every appointment of the months read, once (one spanning two months is in both), in the calendar's order. */
export function appointmentsOf(months: readonly (readonly Appointment[] | undefined)[]): Appointment[] {
  const byId = new Map<string, Appointment>();
  for (const month of months) for (const appointment of month ?? []) byId.set(appointment.appointmentId, appointment);
  return [...byId.values()].sort(compareAppointments);
}
