import type { EventsOf } from '../events-of.ts';
import type { Appointment, AppointmentForm } from './appointments.ts';

/** Stream of one appointment. */
export const appointmentStream = (appointmentId: string) => `appointment-${appointmentId}`;
export const appointmentStreamPrefix = appointmentStream('');

/** What an appointment holds beside its id and where it is: the form's fields as kept. */
export type AppointmentFields = Omit<AppointmentForm, 'appointmentId' | 'apptCategory' | 'jobAdminId'>;

/** Fields a reschedule tells; every other field changes by `AppointmentDetailsChanged`. */
export const appointmentTimeFields = ['startDateTime', 'endDateTime', 'allDay'] as const;
export type AppointmentTimes = Pick<AppointmentFields, (typeof appointmentTimeFields)[number]>;
export type AppointmentDetails = Omit<AppointmentFields, (typeof appointmentTimeFields)[number]>;

/** Why a reminder due was not texted. */
export type ReminderSkipReason = 'messagingOff' | 'optedOut' | 'noCellular' | 'tooLate';

/**
 * Facts of stream `appointment-{appointmentId}`. A reminder is named `reminderId`, which is also its text's id at
 * the SMS port (never texted twice); each scheduling has a new one, so a moved appointment's reminder is texted again.
 */
export interface AppointmentEvents {
  AppointmentBooked: AppointmentFields & { appointmentId: string };
  AppointmentRescheduled: AppointmentTimes & { appointmentId: string };
  /** Only the fields that changed. */
  AppointmentDetailsChanged: { appointmentId: string; changes: Partial<AppointmentDetails> };
  AppointmentCancelled: { appointmentId: string };
  AppointmentConvertedToJob: { appointmentId: string; jobAdminId: string };
  /** `dueAt` is an instant (ISO, UTC); `to` the customer's cell phone, 10 digits. */
  AppointmentReminderScheduled: { appointmentId: string; reminderId: string; dueAt: string; to: string };
  /** The reminder will not be sent: the appointment moved, its customer changed, reminders were turned off. */
  AppointmentReminderWithdrawn: { appointmentId: string; reminderId: string };
  AppointmentReminderSent: {
    appointmentId: string;
    reminderId: string;
    to: string;
    from: string;
    text: string;
    providerId: string;
    sentAt: string;
  };
  /** The provider refused it for good, or after the last try, in its words: it is not sent again. */
  AppointmentReminderFailed: { appointmentId: string; reminderId: string; reason: string };
  AppointmentReminderSkipped: { appointmentId: string; reminderId: string; reason: ReminderSkipReason };
}

export type AppointmentReminderStatus = 'scheduled' | 'sent' | 'failed' | 'skipped';

/** An appointment's reminder as kept: the latest one scheduled, until it is withdrawn. */
export interface AppointmentReminder {
  reminderId: string;
  dueAt: string;
  to: string;
  status: AppointmentReminderStatus;
  sentAt: string | null;
}

/** An appointment as its stream tells it: the one fold the command side and the read model share. */
export interface AppointmentRecord extends AppointmentFields {
  appointmentId: string;
  locationShortName: string;
  jobAdminId: string | null;
  reminder: AppointmentReminder | null;
  /**
   * The version a client sees (ETag, If-Match): one more with every change people make, but not with a reminder's
   * outcome, which the queue records on its own time (else a text sent while a form is open would refuse its save).
   */
  revision: number;
}

/** A reminder's outcome, recorded by the queue and not by anyone editing the appointment. */
const reminderOutcomes = new Set<keyof AppointmentEvents>([
  'AppointmentReminderSent',
  'AppointmentReminderFailed',
  'AppointmentReminderSkipped',
]);

/** The record after one of its events; null once cancelled (and before it is booked). */
export function evolveAppointment(
  record: AppointmentRecord | null,
  event: EventsOf<AppointmentEvents>,
  locationShortName: string,
): AppointmentRecord | null {
  if (event.type === 'AppointmentBooked') {
    const { appointmentId, ...fields } = event.data;
    return { ...fields, appointmentId, locationShortName, jobAdminId: null, reminder: null, revision: 0 };
  }
  if (!record) return record;
  const next = changed(record, event);
  return next && !reminderOutcomes.has(event.type) ? { ...next, revision: record.revision + 1 } : next;
}

/** A booked appointment after one of its later events. */
function changed(
  record: AppointmentRecord,
  event: Exclude<EventsOf<AppointmentEvents>, { type: 'AppointmentBooked' }>,
): AppointmentRecord | null {
  const reminderNamed = (reminderId: string) => record.reminder?.reminderId === reminderId;
  switch (event.type) {
    case 'AppointmentRescheduled': {
      const { startDateTime, endDateTime, allDay } = event.data;
      return { ...record, startDateTime, endDateTime, allDay };
    }
    case 'AppointmentDetailsChanged':
      return { ...record, ...event.data.changes };
    case 'AppointmentCancelled':
      return null;
    case 'AppointmentConvertedToJob':
      return { ...record, jobAdminId: event.data.jobAdminId };
    case 'AppointmentReminderScheduled': {
      const { reminderId, dueAt, to } = event.data;
      return { ...record, reminder: { reminderId, dueAt, to, status: 'scheduled', sentAt: null } };
    }
    case 'AppointmentReminderWithdrawn':
      return reminderNamed(event.data.reminderId) ? { ...record, reminder: null } : record;
    case 'AppointmentReminderSent':
      return reminderNamed(event.data.reminderId)
        ? { ...record, reminder: { ...record.reminder!, status: 'sent', sentAt: event.data.sentAt } }
        : record;
    case 'AppointmentReminderFailed':
    case 'AppointmentReminderSkipped':
      return reminderNamed(event.data.reminderId)
        ? {
            ...record,
            reminder: {
              ...record.reminder!,
              status: event.type === 'AppointmentReminderFailed' ? 'failed' : 'skipped',
            },
          }
        : record;
    default:
      event satisfies never;
      return record;
  }
}

/** The location's appointment categories by id (removed ones with deletedAt), as the settings list keeps them. */
export type AppointmentCategories = ReadonlyMap<
  string,
  { description?: unknown; displayColor?: unknown; deletedAt?: unknown }
>;

/**
 * An appointment as the calendar reads it: the record (field by field, so nothing a read model adds goes out), its
 * type's name and colour as the location's categories have them now (null once removed), and its revision.
 */
export function appointmentView(record: AppointmentRecord, categories: AppointmentCategories): Appointment {
  const { reminder } = record;
  const found = categories.get(record.apptCategoryId);
  const category =
    found && !found.deletedAt
      ? { description: String(found.description), displayColor: String(found.displayColor) }
      : null;
  return {
    appointmentId: record.appointmentId,
    locationShortName: record.locationShortName,
    description: record.description,
    startDateTime: record.startDateTime,
    endDateTime: record.endDateTime,
    allDay: record.allDay,
    apptCategoryId: record.apptCategoryId,
    apptCategory: category,
    jobAdminId: record.jobAdminId,
    clientName: record.clientName,
    clientCellular: record.clientCellular,
    clientEmail: record.clientEmail,
    clientReminder: record.clientReminder,
    year: record.year,
    make: record.make,
    model: record.model,
    color: record.color,
    notes: record.notes,
    reminder: reminder && { dueAt: reminder.dueAt, sentAt: reminder.sentAt, status: reminder.status },
    version: record.revision,
  };
}

/** The queue job that texts one reminder when it is due; its jobId is the reminder id. */
export const appointmentReminderJob = 'appointment-reminder';
export interface AppointmentReminderJob {
  locationShortName: string;
  appointmentId: string;
  reminderId: string;
}
