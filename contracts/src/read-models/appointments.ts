import type { AppointmentRecord } from '../appointments/events.ts';
import { defineReadModel } from './define.ts';

/** An appointment (`id` is its appointmentId): the record (with its revision) and the months it spans. */
export type AppointmentDoc = AppointmentRecord & { id: string; months: string[] };

export const appointmentsModel = defineReadModel<AppointmentDoc>({ collection: 'appointments', indexes: [] });

/** A month's copy of an appointment (`id` is `{appointmentId}|{YYYY-MM}`): what a month of the calendar reads. */
export type AppointmentMonthDoc = AppointmentRecord & { id: string; month: string };

export const appointmentMonthsModel = defineReadModel<AppointmentMonthDoc>({
  collection: 'appointmentMonths',
  // A location's month.
  indexes: [['locationShortName', 'month']],
});
