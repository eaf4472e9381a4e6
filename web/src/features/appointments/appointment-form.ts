import {
  type Appointment,
  type AppointmentForm,
  type AppointmentInput,
  appointmentDefaultMinutes,
  appointmentDescriptionMax,
  appointmentMaximumDay,
  appointmentMessages,
  appointmentMinimumDay,
  appointmentMinimumMinutes,
  appointmentNotesMax,
  appointmentSchema,
  fieldErrors,
  formatPhone,
  isWallTime,
  minutesBetween,
} from '@bayline/contracts';
import { i18n } from '../../lib/i18n.ts';
import { tMessage } from '../../lib/messages.ts';

/**
 * The appointment form as its inputs hold it (spec 3 section 2.12): text, switches, and the start and end as the
 * date pickers show them, yyyy/MM/dd hh:mm a.
 */
export interface AppointmentFormValues {
  clientName: string;
  clientCellular: string;
  clientEmail: string;
  year: string;
  make: string;
  model: string;
  color: string;
  clientReminder: boolean;
  apptCategoryId: string;
  allDay: boolean;
  start: string;
  end: string;
  description: string;
  notes: string;
}

export type AppointmentFormField = keyof AppointmentFormValues;
export type AppointmentFormErrors = Partial<Record<AppointmentFormField, string>>;

export const appointmentFormFields = [
  'clientName',
  'clientCellular',
  'clientEmail',
  'year',
  'make',
  'model',
  'color',
  'clientReminder',
  'apptCategoryId',
  'allDay',
  'start',
  'end',
  'description',
  'notes',
] as const satisfies readonly AppointmentFormField[];

export const textLimits = {
  clientName: 120,
  clientEmail: 254,
  year: 4,
  make: 50,
  model: 50,
  color: 50,
  description: appointmentDescriptionMax,
  notes: appointmentNotesMax,
} as const;

/** The pickers' format, spec 3 section 2.12. */
export const pickerFormat = 'yyyy/MM/dd hh:mm a';
/** The mask the picker's text is typed into: 0 a digit, a a letter. */
export const pickerMask = '0000/00/00 00:00 aa';

const two = (n: number) => String(n).padStart(2, '0');

/** A wall-clock time 'YYYY-MM-DDTHH:mm:ss' as the pickers show it: '2025/03/14 01:05 PM'. */
export function toPickerText(wall: string): string {
  if (!isWallTime(wall)) return '';
  const hours = Number(wall.slice(11, 13));
  return `${wall.slice(0, 4)}/${wall.slice(5, 7)}/${wall.slice(8, 10)} ${two(hours % 12 || 12)}:${wall.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A picker's text as a wall-clock time, or '' when it names none (incomplete, 13 o'clock, 30 February). */
export function fromPickerText(text: string): string {
  const [, year, month, day, hh, mm, half] =
    /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}) ([AP]M)$/i.exec(text.trim()) ?? [];
  if (half === undefined) return '';
  const hour12 = Number(hh);
  if (hour12 < 1 || hour12 > 12 || Number(mm) > 59) return '';
  const hours = (hour12 % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  const wall = `${year}-${month}-${day}T${two(hours)}:${mm}:00`;
  return isWallTime(wall) ? wall : '';
}

/** A wall-clock time plus `minutes` (a wall clock has no zone, so no daylight-saving hour is skipped). */
export function addMinutes(wall: string, minutes: number): string {
  return new Date(Date.parse(`${wall}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}

/** A new appointment from the slot clicked: it starts there and lasts the default hour (spec 3 section 9). */
export function newAppointmentValues(start: string, allDay: boolean, apptCategoryId = ''): AppointmentFormValues {
  return {
    clientName: '',
    clientCellular: '',
    clientEmail: '',
    year: '',
    make: '',
    model: '',
    color: '',
    clientReminder: false,
    apptCategoryId,
    allDay,
    start: toPickerText(start),
    end: toPickerText(addMinutes(start, appointmentDefaultMinutes)),
    description: '',
    notes: '',
  };
}

/** A saved appointment as the form's inputs hold it. */
export function valuesOf(appointment: Appointment): AppointmentFormValues {
  return {
    clientName: appointment.clientName,
    clientCellular: formatPhone(appointment.clientCellular),
    clientEmail: appointment.clientEmail,
    year: appointment.year === null ? '' : String(appointment.year),
    make: appointment.make,
    model: appointment.model,
    color: appointment.color,
    clientReminder: appointment.clientReminder,
    apptCategoryId: appointment.apptCategoryId,
    allDay: appointment.allDay,
    start: toPickerText(appointment.startDateTime),
    end: toPickerText(appointment.endDateTime),
    description: appointment.description,
    notes: appointment.notes,
  };
}

/** The body of POST or PUT Appointment: the saved appointment's id (none for a new one) and the form's values. */
export function bodyOf(values: AppointmentFormValues, appointmentId = ''): AppointmentInput {
  return {
    appointmentId,
    clientName: values.clientName,
    clientCellular: values.clientCellular,
    clientEmail: values.clientEmail,
    // An empty year is sent as null (spec 3 section 5).
    year: values.year.trim() === '' ? null : values.year,
    make: values.make,
    model: values.model,
    color: values.color,
    clientReminder: values.clientReminder,
    apptCategoryId: values.apptCategoryId,
    allDay: values.allDay,
    startDateTime: fromPickerText(values.start),
    endDateTime: fromPickerText(values.end),
    description: values.description,
    notes: values.notes,
  };
}

/** The schema's fields under the form's names: the times are the pickers. */
const formFieldOf: Record<string, AppointmentFormField> = Object.assign(Object.create(null), {
  startDateTime: 'start',
  endDateTime: 'end',
  ...Object.fromEntries(appointmentFormFields.map((field) => [field, field])),
});

export interface AppointmentCheck {
  /** One message per field, the first rule it breaks. */
  errors: AppointmentFormErrors;
  /** The appointment to send, when the form is valid. */
  appointment?: AppointmentForm;
}

/** The earliest and latest days the pickers offer: 2018-01-01 to three years after the location's today. */
export function pickerBounds(today: string): { min: string; max: string } {
  return { min: appointmentMinimumDay, max: appointmentMaximumDay(today) };
}

/**
 * The contract's rules (the server's own), the latest day the location allows, and the pickers' format: a text
 * that names no time says so in the picker's words rather than the wire format's.
 */
export function checkAppointment(values: AppointmentFormValues, today: string, appointmentId = ''): AppointmentCheck {
  const body = bodyOf(values, appointmentId);
  const parsed = appointmentSchema.safeParse(body);
  const errors: AppointmentFormErrors = {};
  const put = (field: AppointmentFormField, message: string) => {
    errors[field] ??= message;
  };
  for (const field of ['start', 'end'] as const) {
    if (values[field].trim() !== '' && body[field === 'start' ? 'startDateTime' : 'endDateTime'] === '')
      put(field, i18n.t('appointments:form.pickerFormat', { format: pickerFormat }));
  }
  for (const failure of parsed.success ? [] : fieldErrors(parsed.error)) {
    const field = formFieldOf[failure.field];
    if (field) put(field, tMessage(failure.message));
  }
  // The schema compares the times only when every other field passes; the form tells it alongside the others.
  if (
    body.startDateTime &&
    body.endDateTime &&
    minutesBetween(body.startDateTime, body.endDateTime) < appointmentMinimumMinutes
  )
    put('end', tMessage(appointmentMessages.minimumDuration));
  const { max } = pickerBounds(today);
  for (const [field, wall] of [
    ['start', body.startDateTime],
    ['end', body.endDateTime],
  ] as const) {
    if (wall && wall.slice(0, 10) > max) put(field, tMessage(appointmentMessages.afterMaximumDate));
  }
  return parsed.success && Object.keys(errors).length === 0 ? { errors, appointment: parsed.data } : { errors };
}

/** The fields whose values differ between two states of the form. */
export function changedFields(from: AppointmentFormValues, to: AppointmentFormValues): AppointmentFormField[] {
  return appointmentFormFields.filter((field) => from[field] !== to[field]);
}

/**
 * The form after the start moved: the end keeps the appointment's length (at least the 30 minutes it must last),
 * so moving an appointment never leaves its end before its start.
 */
export function withStart(values: AppointmentFormValues, start: string): AppointmentFormValues {
  const before = fromPickerText(values.start);
  const after = fromPickerText(start);
  const end = fromPickerText(values.end);
  if (!after) return { ...values, start };
  const length = before && end ? minutesBetween(before, end) : appointmentDefaultMinutes;
  return {
    ...values,
    start,
    end: toPickerText(addMinutes(after, Math.max(length, appointmentMinimumMinutes))),
  };
}

/**
 * The user's edits carried onto a newer copy of the appointment (a 409's current state): the fields they changed
 * keep their values, every other field shows the newer copy's.
 */
export function rebased(
  edited: AppointmentFormValues,
  startedFrom: AppointmentFormValues,
  newer: AppointmentFormValues,
): AppointmentFormValues {
  const next = { ...newer };
  for (const field of changedFields(startedFrom, edited)) Object.assign(next, { [field]: edited[field] });
  return next;
}

/** The stamp 'Insert Timestamp Into Notes' puts in: the moment as tables write it, then a space. */
export function timestampOf(formatted: string): string {
  return `[${formatted}] `;
}
