import { type AppointmentEvent, type AppointmentRecord, evolveAppointment } from '@bayline/contracts';
import type { Aggregate } from '../shared/command.ts';

/** An appointment as its deciders see it: the record its stream tells (null before booking and once cancelled). */
export type AppointmentState = AppointmentRecord | null;

export const appointment: Aggregate<AppointmentState, AppointmentEvent> = {
  initial: () => null,
  evolve: (state, event) => evolveAppointment(state, event, event.metadata.locationShortName),
  location: { of: (state) => state?.locationShortName, noun: 'Appointment' },
  revision: (state) => state?.revision ?? 0,
};
