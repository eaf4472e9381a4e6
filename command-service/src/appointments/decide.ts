import {
  type AppointmentDetails,
  type AppointmentEvent,
  type AppointmentEvents,
  type AppointmentFields,
  type AppointmentForm,
  type AppointmentRecord,
  appointmentMaximumDay,
  appointmentMessages,
  appointmentTimeFields,
  digitsOf,
  eventOf,
  type FieldError,
  invalid,
  notFound,
  type ReminderSkipReason,
} from '@bayline/contracts';
import type { AppointmentState } from './appointment.ts';

const fact = eventOf<AppointmentEvents>();

/** What a booking is checked against and decided with: the location as it is when the command runs. */
export interface BookingRules {
  /** The location's appointment categories by id, removed ones included (with deletedAt). */
  categories: ReadonlyMap<string, { isActive: boolean; deletedAt: string | null }>;
  /** The location's day, 'YYYY-MM-DD': an appointment falls at most three years after it. */
  today: string;
  /** When the reminder of an appointment starting then is due (ISO instant); null when none can be sent before. */
  reminderDue(startDateTime: string): string | null;
}

const detailFields = [
  'description',
  'apptCategoryId',
  'clientName',
  'clientCellular',
  'clientEmail',
  'clientReminder',
  'year',
  'make',
  'model',
  'color',
  'notes',
] as const satisfies readonly (keyof AppointmentDetails)[];

const fieldsOf = (form: AppointmentForm): AppointmentFields => {
  const { appointmentId: _id, apptCategory: _category, jobAdminId: _job, ...fields } = form;
  return fields;
};

/**
 * What the schema cannot know: the type must be one of the location's categories (an inactive one only when the
 * appointment has it already), and neither end may fall more than three years after the location's today.
 */
function checkForm(form: AppointmentForm, rules: BookingRules, current: AppointmentRecord | null) {
  const errors: FieldError[] = [];
  const category = rules.categories.get(form.apptCategoryId);
  const kept = current?.apptCategoryId === form.apptCategoryId;
  if (!category || category.deletedAt || (!category.isActive && !kept))
    errors.push({ field: 'apptCategoryId', message: appointmentMessages.typeNotHere });
  const last = appointmentMaximumDay(rules.today);
  for (const field of ['startDateTime', 'endDateTime'] as const)
    if (form[field].slice(0, 10) > last) errors.push({ field, message: appointmentMessages.afterMaximumDate });
  if (errors.length) throw invalid(errors);
}

/** The reminder's id: the appointment's and the stream version its scheduling takes, so each scheduling has its own. */
export const reminderIdOf = (appointmentId: string, version: number) => `${appointmentId}-r${version}`;

/** Schedules the reminder of `fields` when one can be sent before it starts; the events go after `before`. */
function scheduleReminder(
  appointmentId: string,
  fields: AppointmentFields,
  rules: BookingRules,
  version: number,
  before: AppointmentEvent[],
): AppointmentEvent[] {
  const dueAt = rules.reminderDue(fields.startDateTime);
  const to = digitsOf(fields.clientCellular);
  if (!dueAt) return [];
  const reminderId = reminderIdOf(appointmentId, version + before.length + 1);
  return [fact('AppointmentReminderScheduled', { appointmentId, reminderId, dueAt, to })];
}

/** POST Appointment: the form booked as a new appointment named `appointmentId`, its reminder scheduled if asked for. */
export function decideBook(
  state: AppointmentState,
  form: AppointmentForm,
  rules: BookingRules,
  appointmentId: string,
  version: number,
): AppointmentEvent[] {
  if (state) return [];
  checkForm(form, rules, null);
  const fields = fieldsOf(form);
  const events: AppointmentEvent[] = [fact('AppointmentBooked', { appointmentId, ...fields })];
  if (fields.clientReminder) events.push(...scheduleReminder(appointmentId, fields, rules, version, events));
  return events;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT Appointment: what changed, as a reschedule (start, end, all day) and the other fields' changes. The reminder
 * follows: a new one when the start or the customer's cell phone changed, or reminders were turned on (the one still
 * waiting withdrawn); turned off, the waiting one is withdrawn. Nothing changed: nothing appended.
 */
export function decideChange(
  state: AppointmentState,
  form: AppointmentForm,
  rules: BookingRules,
  version: number,
): AppointmentEvent[] {
  if (!state) throw notFound('Appointment');
  checkForm(form, rules, state);
  const { appointmentId } = state;
  const fields = fieldsOf(form);
  const events: AppointmentEvent[] = [];
  if (appointmentTimeFields.some((f) => state[f] !== fields[f]))
    events.push(
      fact('AppointmentRescheduled', {
        appointmentId,
        startDateTime: fields.startDateTime,
        endDateTime: fields.endDateTime,
        allDay: fields.allDay,
      }),
    );
  const changes = Object.fromEntries(detailFields.filter((f) => !same(state[f], fields[f])).map((f) => [f, fields[f]]));
  if (Object.keys(changes).length) events.push(fact('AppointmentDetailsChanged', { appointmentId, changes }));

  const waiting = state.reminder?.status === 'scheduled' ? state.reminder : null;
  const renewed =
    fields.clientReminder &&
    (!state.clientReminder ||
      !state.reminder ||
      state.startDateTime !== fields.startDateTime ||
      digitsOf(state.clientCellular) !== digitsOf(fields.clientCellular));
  if (waiting && (renewed || !fields.clientReminder))
    events.push(fact('AppointmentReminderWithdrawn', { appointmentId, reminderId: waiting.reminderId }));
  if (renewed) events.push(...scheduleReminder(appointmentId, fields, rules, version, events));
  return events;
}

/** DELETE Appointment/{id}: gone from the calendar, its waiting reminder withdrawn. */
export function decideCancel(state: AppointmentState): AppointmentEvent[] {
  if (!state) throw notFound('Appointment');
  const { appointmentId, reminder } = state;
  return [
    ...(reminder?.status === 'scheduled'
      ? [fact('AppointmentReminderWithdrawn', { appointmentId, reminderId: reminder.reminderId })]
      : []),
    fact('AppointmentCancelled', { appointmentId }),
  ];
}

/** Convert to Job: the link to the job made for it; one converted already keeps its job (nothing appended). */
export function decideConvert(state: AppointmentState, jobAdminId: string): AppointmentEvent[] {
  if (!state) throw notFound('Appointment');
  if (state.jobAdminId) return [];
  return [fact('AppointmentConvertedToJob', { appointmentId: state.appointmentId, jobAdminId })];
}

/** The reminder `reminderId` if it still waits to be texted (not withdrawn, moved on, sent, failed or skipped). */
export function waitingReminder(state: AppointmentState, reminderId: string) {
  return state?.reminder?.reminderId === reminderId && state.reminder.status === 'scheduled' ? state.reminder : null;
}

/** How a reminder went: each told once, and only of the reminder still waiting. */
export type ReminderOutcome =
  | { kind: 'sent'; from: string; text: string; providerId: string; sentAt: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'skipped'; reason: ReminderSkipReason };

export function decideReminderOutcome(state: AppointmentState, reminderId: string, outcome: ReminderOutcome) {
  const reminder = waitingReminder(state, reminderId);
  if (!state || !reminder) return [];
  const { appointmentId } = state;
  if (outcome.kind === 'sent') {
    const { from, text, providerId, sentAt } = outcome;
    return [
      fact('AppointmentReminderSent', { appointmentId, reminderId, to: reminder.to, from, text, providerId, sentAt }),
    ];
  }
  if (outcome.kind === 'failed')
    return [fact('AppointmentReminderFailed', { appointmentId, reminderId, reason: outcome.reason })];
  return [fact('AppointmentReminderSkipped', { appointmentId, reminderId, reason: outcome.reason })];
}
