import {
  type AppointmentRecord,
  appointmentCollections,
  appointmentMonths,
  appointmentStreamPrefix,
  evolveAppointment,
} from '@bayline/contracts';
import type { Change, Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';

const { appointments, months } = appointmentCollections;

/** An appointment as the read model keeps it: the record (with its revision) and the months it spans. */
export type StoredAppointment = Doc &
  AppointmentRecord & {
    months: string[];
    /** The reminder's id, state and moment, at the top for the reminder sweep's index; null without one. */
    reminderId: string | null;
    reminderStatus: string | null;
    reminderDueAt: string | null;
  };

/** A month's copy of an appointment: what a month of the calendar reads. */
export type StoredAppointmentMonth = Doc & AppointmentRecord & { month: string };

const monthId = (appointmentId: string, month: string) => `${appointmentId}|${month}`;

/**
 * The appointments of each location (`appointments`, one per appointment) and, for GET Appointment?date=yyyy-MM,
 * one copy per month an appointment spans (`appointmentMonths`): a month is read by location and month alone. The
 * record is folded by the contracts' `evolveAppointment`, the same fold the command side decides on.
 */
export const appointmentsProjector: Projector = {
  name: 'appointments',
  // 2: records carry their revision (the version clients see).
  version: 2,
  collections: [appointments, months],
  indexes: {
    // The reminders waiting, by the moment they are due (the reminder sweep).
    [appointments]: [['reminderStatus', 'reminderDueAt']],
    // A location's month.
    [months]: [['locationShortName', 'month']],
  },
  keys(event) {
    return event.streamId.startsWith(appointmentStreamPrefix)
      ? [{ collection: appointments, id: event.streamId.slice(appointmentStreamPrefix.length) }]
      : [];
  },
  apply(event, read) {
    if (!event.streamId.startsWith(appointmentStreamPrefix)) return [];
    const id = event.streamId.slice(appointmentStreamPrefix.length);
    const before = read(appointments, id) as StoredAppointment | undefined;
    const record = evolveAppointment(
      before ? recordOf(before) : null,
      event.type,
      event.data,
      event.metadata.locationShortName,
    );
    const spanned = record ? appointmentMonths(record.startDateTime, record.endDateTime) : [];
    const changes: Change[] = (before?.months ?? [])
      .filter((month) => !spanned.includes(month))
      .map((month) => ({ op: 'delete', collection: months, id: monthId(id, month) }));
    if (!record) return before ? [...changes, { op: 'delete', collection: appointments, id }] : [];
    const { reminder } = record;
    changes.push({
      op: 'upsert',
      collection: appointments,
      doc: {
        ...record,
        id,
        months: spanned,
        reminderId: reminder?.reminderId ?? null,
        reminderStatus: reminder?.status ?? null,
        reminderDueAt: reminder?.dueAt ?? null,
      } satisfies StoredAppointment,
    });
    for (const month of spanned)
      changes.push({
        op: 'upsert',
        collection: months,
        doc: { ...record, id: monthId(id, month), month } satisfies StoredAppointmentMonth,
      });
    return changes;
  },
};

/** The record of a stored appointment, without what the read model adds. */
export function recordOf(doc: StoredAppointment | StoredAppointmentMonth): AppointmentRecord {
  const {
    id: _id,
    months: _months,
    month: _month,
    reminderId: _reminderId,
    reminderStatus: _reminderStatus,
    reminderDueAt: _reminderDueAt,
    ...record
  } = doc as StoredAppointment & { month?: string };
  return record;
}
