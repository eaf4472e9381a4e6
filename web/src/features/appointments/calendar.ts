import { type Appointment, type ApptCategory, addDays, wallTimeOfUtcTime } from '@bayline/contracts';
import { textOn } from '../../styles/colors.ts';

/**
 * The calendar shows the location's wall clock (the contract's times have no zone): FullCalendar runs in UTC, so a
 * time 'YYYY-MM-DDTHH:mm:ss' is drawn at its own hour in any browser, and a date it hands back is read the same way.
 */
export const calendarTimeZone = 'UTC';

/** The views of spec 3 section 2.12, by FullCalendar's names; the agenda lists 30 days from the date. */
export const calendarViews = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'agenda',
} as const;
export type CalendarView = keyof typeof calendarViews;
export const agendaDays = 30;

export function viewOf(fullCalendarView: string): CalendarView {
  const found = (Object.keys(calendarViews) as CalendarView[]).find((v) => calendarViews[v] === fullCalendarView);
  return found ?? 'month';
}

/** A date FullCalendar hands back (a UTC-coerced Date) as the wall-clock time it stands for. */
export function wallOf(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/**
 * When the shop opens on `day`: the start of its notification window (stored as UTC 'HH:mm') on its own clock of
 * that day, as the wall-clock time 'YYYY-MM-DDTHH:mm:ss' a new appointment starts at.
 */
export function openingOn(day: string, opensAt: string, timeZone: string): string {
  return `${day}T${wallTimeOfUtcTime(opensAt, day, timeZone)}:00`;
}

/** The types the filter lists and the form offers: the location's, less the deleted ones. */
export function listedTypes(categories: readonly ApptCategory[]): ApptCategory[] {
  return categories.filter((category) => category.deletedAt === null);
}

/** The types a new or changed appointment may take: the active ones, and the one it has already. */
export function selectableTypes(categories: readonly ApptCategory[], current?: string): ApptCategory[] {
  return listedTypes(categories).filter((c) => c.isActive || c.apptCategoryId === current);
}

/** The colour of an appointment: its type's now, else the one it was saved with, else the calendar's default. */
export function colourOf(
  appointment: Pick<Appointment, 'apptCategoryId' | 'apptCategory'>,
  types: ReadonlyMap<string, ApptCategory>,
  fallback: string,
): string {
  return types.get(appointment.apptCategoryId)?.displayColor || appointment.apptCategory?.displayColor || fallback;
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  color: string;
  /** Black or white, whichever reads on `color`. */
  contrastColor: string;
}

/**
 * The events the calendar draws: the appointments whose type is not unticked in the filter. An all-day one covers
 * its days, the last one included (FullCalendar's end is exclusive: an end at midnight already is).
 */
export function eventsOf(
  appointments: readonly Appointment[],
  hiddenTypes: ReadonlySet<string>,
  types: ReadonlyMap<string, ApptCategory>,
  titleOf: (appointment: Appointment) => string,
  fallbackColour: string,
): CalendarEvent[] {
  return appointments
    .filter((appointment) => !hiddenTypes.has(appointment.apptCategoryId))
    .map((appointment) => {
      const { startDateTime: start, endDateTime: end } = appointment;
      const color = colourOf(appointment, types, fallbackColour);
      const endDay = end.slice(11) === '00:00:00' ? end.slice(0, 10) : addDays(end.slice(0, 10), 1);
      return {
        id: appointment.appointmentId,
        title: titleOf(appointment),
        start: appointment.allDay ? start.slice(0, 10) : start,
        end: appointment.allDay ? (endDay > start.slice(0, 10) ? endDay : addDays(start.slice(0, 10), 1)) : end,
        allDay: appointment.allDay,
        color,
        contrastColor: textOn(color),
      };
    });
}

/** FullCalendar's first day of the week from the display preference (spec 3 section 2.6: Sunday by default). */
export function firstDayOf(weekStart: 'sunday' | 'monday'): 0 | 1 {
  return weekStart === 'monday' ? 1 : 0;
}
