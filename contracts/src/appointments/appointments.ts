import { z } from 'zod';
import { idOf, idSchema, maxFreeText, newOrIdSchema } from '../bounds.ts';
import { dateTimePattern } from '../dates.ts';
import { jobFieldsSchema, jobMessages } from '../jobs/job-fields.ts';
import { onceValid, whenFieldsPass } from '../validation.ts';

/**
 * Appointments (spec 3 sections 2.12, 3, 4, 5 and 7): the shop's calendar of customers coming in, each kept on its
 * own stream `appointment-{appointmentId}` at one location.
 *
 * Times are the location's wall-clock time, 'YYYY-MM-DDTHH:mm:ss' with no zone: the calendar shows the shop's
 * hours whatever the browser's time zone, and a month is the location's month. The server turns a time into an
 * instant (for reminders) with the location's time zone.
 */

/** Messages of spec 3 section 5 ("Appointment form"), word for word, and the bounds of the date picker (2.12). */
export const appointmentMessages = {
  nameRequired: jobMessages.nameRequired,
  phoneRequired: jobMessages.phoneRequired,
  phoneInvalid: jobMessages.phoneInvalid,
  emailInvalid: jobMessages.emailInvalid,
  yearInvalid: jobMessages.yearInvalid,
  typeRequired: 'Appointment type is required',
  descriptionRequired: 'Description is Required',
  dateInvalid: jobMessages.dateInvalid,
  minimumDuration: 'Start must be at least 30 minutes before end',
  beforeMinimumDate: 'Date cannot be before 2018-01-01',
  afterMaximumDate: 'Date cannot be more than three years ahead',
  monthInvalid: 'Date must be a month (YYYY-MM)',
  typeNotHere: 'Appointment type is not one of this location’s',
  changedBySomeoneElse: 'This appointment was changed by someone else',
  /** A job to convert to needs a job class; the location has no active one. */
  noJobClass: 'This location has no active job class for the job',
} as const;

/** Spec 3 section 9: minimum duration 30 minutes, a new appointment lasts an hour. */
export const appointmentMinimumMinutes = 30;
export const appointmentDefaultMinutes = 60;
/** Spec 3 section 2.12: the date picker's bounds. */
export const appointmentMinimumDay = '2018-01-01';
export const appointmentMaximumYearsAhead = 3;
export const appointmentDescriptionMax = 500;
export const appointmentNotesMax = maxFreeText;

/** The last day an appointment may fall on, `today` being the location's day ('YYYY-MM-DD'): three years on. */
export function appointmentMaximumDay(today: string): string {
  const from = new Date(`${today.slice(0, 10)}T00:00:00Z`);
  const last = new Date(
    Date.UTC(from.getUTCFullYear() + appointmentMaximumYearsAhead, from.getUTCMonth(), from.getUTCDate()),
  );
  // 29 February three years on is no day: the last day of February is.
  if (last.getUTCMonth() !== from.getUTCMonth()) last.setUTCDate(0);
  return last.toISOString().slice(0, 10);
}

/** Minutes from one wall-clock time to another (both 'YYYY-MM-DDTHH:mm:ss'): a wall clock has no zone to shift. */
export function minutesBetween(start: string, end: string): number {
  return (Date.parse(`${end}Z`) - Date.parse(`${start}Z`)) / 60_000;
}

/** 'YYYY-MM-DDTHH:mm:ss' naming a time that exists on a calendar (no 30 February). */
export function isWallTime(value: string): boolean {
  return dateTimePattern.test(value) && new Date(`${value}Z`).toISOString().startsWith(value);
}

const wallTime = z
  .string({ error: appointmentMessages.dateInvalid })
  .max(19, { error: appointmentMessages.dateInvalid })
  .refine(isWallTime, { error: appointmentMessages.dateInvalid, ...onceValid })
  .refine((value) => value.slice(0, 10) >= appointmentMinimumDay, {
    error: appointmentMessages.beforeMinimumDate,
    ...onceValid,
  });

const jobField = jobFieldsSchema.shape;

/**
 * The appointment form (POST Appointment, PUT Appointment): every field of spec 3 section 3. `apptCategory` is
 * what the form shows of the type; the server names it again from the location's categories, so it is optional
 * and not trusted. The maximum date depends on the location's day: `appointmentMaximumDay` (the server refuses a
 * later one with `afterMaximumDate` on the field).
 */
export const appointmentSchema = z
  .object({
    /** Empty (or the empty id) on POST: the server names a new appointment. */
    appointmentId: newOrIdSchema,
    description: z
      .string({ error: appointmentMessages.descriptionRequired })
      .trim()
      .min(1, { error: appointmentMessages.descriptionRequired })
      .max(appointmentDescriptionMax, {
        error: `Description must be ${appointmentDescriptionMax} characters or fewer`,
      }),
    startDateTime: wallTime,
    endDateTime: wallTime,
    allDay: z.boolean({ error: 'Must be true or false' }).default(false),
    apptCategoryId: idOf(appointmentMessages.typeRequired),
    apptCategory: z
      .object({ description: z.string().max(50).optional(), displayColor: z.string().max(7).optional() })
      .nullable()
      .optional(),
    /** Set by Convert to Job only; a form's value is ignored. */
    jobAdminId: idSchema.nullable().optional(),
    clientName: jobField.clientName,
    clientCellular: jobField.clientCellular,
    clientEmail: jobField.clientEmail,
    /** 'Enable Customer Reminder': a text before the start (location preference `appointmentReminderMinutes`). */
    clientReminder: z.boolean({ error: 'Must be true or false' }).default(false),
    /** An empty year is sent as null (spec 3 section 5). */
    year: z
      .union([z.number(), z.string().max(10, { error: appointmentMessages.yearInvalid }), z.null()], {
        error: appointmentMessages.yearInvalid,
      })
      .transform((value, ctx) => {
        const t = value === null ? '' : String(value).trim();
        if (t === '' || t === '0') return null;
        if (!/^[1-9]\d{3}$/.test(t)) {
          ctx.addIssue({ code: 'custom', message: appointmentMessages.yearInvalid });
          return z.NEVER;
        }
        return Number(t);
      })
      .default(null),
    make: jobField.make,
    model: jobField.model,
    color: jobField.color,
    notes: z
      .string()
      .max(appointmentNotesMax, { error: `Must be ${appointmentNotesMax} characters or fewer` })
      .default(''),
  })
  .superRefine(
    (body, ctx) => {
      if (minutesBetween(body.startDateTime, body.endDateTime) < appointmentMinimumMinutes)
        ctx.addIssue({ code: 'custom', path: ['endDateTime'], message: appointmentMessages.minimumDuration });
    },
    whenFieldsPass('startDateTime', 'endDateTime'),
  );
export type AppointmentInput = z.input<typeof appointmentSchema>;
export type AppointmentForm = z.output<typeof appointmentSchema>;

/** GET Appointment?date=yyyy-MM: a month of the location's calendar. */
export const appointmentMonthQuerySchema = z.object({
  date: z
    .string({ error: appointmentMessages.monthInvalid })
    .max(7, { error: appointmentMessages.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: appointmentMessages.monthInvalid, ...onceValid }),
});

/** DELETE Appointment/{appointmentId}, POST Appointment/{appointmentId}/convert. */
export const appointmentParamsSchema = z.object({ appointmentId: idSchema });

/**
 * POST Appointment/{appointmentId}/convert (Convert to Job). The job's class: the one named, else the location's
 * first active class (the Create Job form's default); it starts in the first department, as a new job does.
 */
export const convertAppointmentSchema = z
  .object({ jobClassId: idOf(jobMessages.jobClassRequired).optional() })
  .default({});
export type ConvertAppointment = z.output<typeof convertAppointmentSchema>;

/** An appointment as the calendar reads it (spec 3 section 3), with the version to send back as If-Match. */
export interface Appointment {
  appointmentId: string;
  locationShortName: string;
  description: string;
  startDateTime: string;
  endDateTime: string;
  allDay: boolean;
  apptCategoryId: string;
  /** The type as the location's categories name it now; null when it was deleted since. */
  apptCategory: { description: string; displayColor: string } | null;
  /** The job it was converted to (Open Job Folder); null until then. */
  jobAdminId: string | null;
  clientName: string;
  clientCellular: string;
  clientEmail: string;
  clientReminder: boolean;
  year: number | null;
  make: string;
  model: string;
  color: string;
  notes: string;
  /**
   * The customer reminder: when it is due (ISO instant), when it was sent, and how it went (scheduled, sent, failed
   * or skipped); null when none is.
   */
  reminder: { dueAt: string; sentAt: string | null; status: 'scheduled' | 'sent' | 'failed' | 'skipped' } | null;
  /** Stream version: send it back as If-Match on PUT (ETag of POST and PUT). */
  version: number;
}

/** GET Appointment?date=yyyy-MM: the appointments that overlap the month, by start, then client name. */
export type AppointmentMonth = Appointment[];

/** POST Appointment/{appointmentId}/convert: the job (new, or the one converted to before) and the appointment. */
export interface ConvertedAppointment {
  jobAdminId: string;
  /** False when the appointment had been converted already: the same job is answered, none is made. */
  created: boolean;
  appointment: Appointment;
}

/**
 * The customer reminder's text (sent in English, as the shop's texts are): the location's name, the day as
 * MM/DD/YYYY and the time as h:mm AM/PM of the appointment's wall clock.
 */
export function appointmentReminderText(location: string, startDateTime: string): string {
  const hours = Number(startDateTime.slice(11, 13));
  const time = `${hours % 12 || 12}:${startDateTime.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'}`;
  const date = `${startDateTime.slice(5, 7)}/${startDateTime.slice(8, 10)}/${startDateTime.slice(0, 4)}`;
  return appointmentTexts.reminder(location, date, time);
}

export const appointmentTexts = {
  reminder: (location: string, date: string, time: string) =>
    `Reminder from ${location}: your appointment is on ${date} at ${time}`,
} as const;

/**
 * The day ('YYYY-MM-DD') an appointment ends on: an end at midnight belongs to the day before (an all-day
 * appointment ends at the next midnight).
 */
export function appointmentLastDay(start: string, end: string): string {
  return (end.slice(11) === '00:00:00' && end > start ? minusOneSecond(end) : end).slice(0, 10);
}

/** The month ('YYYY-MM') of a wall-clock time, and the months an appointment spans, first to last. */
export function appointmentMonths(start: string, end: string): string[] {
  const months: string[] = [];
  const last = appointmentLastDay(start, end).slice(0, 7);
  for (let month = start.slice(0, 7); month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

function minusOneSecond(wall: string): string {
  return new Date(Date.parse(`${wall}Z`) - 1000).toISOString().slice(0, 19);
}

/** 'YYYY-MM' after `month`. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The calendar's order: by start, then client name (case-insensitive), then id so equal rows keep one order. */
export function compareAppointments(a: Appointment, b: Appointment): number {
  if (a.startDateTime !== b.startDateTime) return a.startDateTime < b.startDateTime ? -1 : 1;
  const byName = a.clientName.localeCompare(b.clientName, 'en', { sensitivity: 'base' });
  if (byName !== 0) return byName;
  return a.appointmentId < b.appointmentId ? -1 : a.appointmentId > b.appointmentId ? 1 : 0;
}
