import {
  type AppointmentEvent,
  type AppointmentRecord,
  appointmentMonths,
  appointmentStreamPrefix,
  evolveAppointment,
} from '@bayline/contracts';
import {
  type AppointmentDoc,
  type AppointmentMonthDoc,
  appointmentMonthsModel,
  appointmentsModel,
} from '@bayline/contracts/read-models/appointments';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change } from '@bayline/platform/read-store/port';
import {
  documentKey,
  keeps,
  lookupIn,
  type ProjectedEvent,
  type Projector,
  projected,
  remove,
  upsert,
} from '../projector.ts';

const monthId = (appointmentId: string, month: string) => `${appointmentId}|${month}`;

/** Only an appointment's commands append to its stream. */
const onAppointmentStream = (event: ProjectedEvent): event is RecordedEvent<AppointmentEvent> =>
  event.streamId.startsWith(appointmentStreamPrefix);

/**
 * The appointments of each location (`appointments`, one per appointment) and, for GET Appointment?date=yyyy-MM,
 * one copy per month an appointment spans (`appointmentMonths`): a month is read by location and month alone. The
 * record is folded by the contracts' `evolveAppointment`, the same fold the command side decides on.
 */
export const appointmentsProjector: Projector = {
  name: 'appointments',
  // 2: records carry their revision (the version clients see). 3: no reminder fields of their own (the reminders'
  // process manager follows the log, no sweep reads them).
  version: 3,
  ...keeps(appointmentsModel, appointmentMonthsModel),
  keys(event) {
    return event.streamId.startsWith(appointmentStreamPrefix)
      ? [documentKey(appointmentsModel, event.streamId.slice(appointmentStreamPrefix.length))]
      : [];
  },
  apply(recorded, read) {
    const event = projected(recorded);
    if (!onAppointmentStream(event)) return [];
    const id = event.streamId.slice(appointmentStreamPrefix.length);
    const before = lookupIn(read, appointmentsModel, id);
    const record = evolveAppointment(before ? recordOf(before) : null, event, event.metadata.locationShortName);
    const spanned = record ? appointmentMonths(record.startDateTime, record.endDateTime) : [];
    const changes: Change[] = (before?.months ?? [])
      .filter((month) => !spanned.includes(month))
      .map((month) => remove(appointmentMonthsModel, monthId(id, month)));
    if (!record) return before ? [...changes, remove(appointmentsModel, id)] : [];
    changes.push(upsert(appointmentsModel, { ...record, id, months: spanned }));
    for (const month of spanned)
      changes.push(upsert(appointmentMonthsModel, { ...record, id: monthId(id, month), month }));
    return changes;
  },
};

/** The record of a stored appointment, without what the read model adds. */
function recordOf(doc: AppointmentDoc | AppointmentMonthDoc): AppointmentRecord {
  const { id: _id, months: _months, month: _month, ...record } = doc as AppointmentDoc & { month?: string };
  return record;
}
