import type { Appointment, ApptCategory } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentsOf, monthsOf } from '../../lib/appointment-months.ts';
import { i18n } from '../../lib/i18n.ts';
import {
  addMinutes,
  bodyOf,
  changedFields,
  checkAppointment,
  fromPickerText,
  newAppointmentValues,
  pickerBounds,
  rebased,
  toPickerText,
  valuesOf,
  withStart,
} from './appointment-form.ts';
import { colourOf, eventsOf, firstDayOf, listedTypes, openingOn, selectableTypes, viewOf } from './calendar.ts';
import './catalogues.ts';

const today = '2026-11-26';

const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  appointmentId: 'a1',
  locationShortName: 'HARBOR',
  description: 'Estimate for rear bumper',
  startDateTime: '2026-11-27T09:00:00',
  endDateTime: '2026-11-27T10:00:00',
  allDay: false,
  apptCategoryId: 'estimate',
  apptCategory: { description: 'Estimate', displayColor: '#ff0000' },
  jobAdminId: null,
  clientName: 'Maria Garcia',
  clientCellular: '5105550101',
  clientEmail: 'maria@example.com',
  clientReminder: true,
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  color: 'Blue',
  notes: 'Call first',
  reminder: null,
  version: 3,
  ...overrides,
});

const category = (apptCategoryId: string, overrides: Partial<ApptCategory> = {}): ApptCategory => ({
  apptCategoryId,
  description: apptCategoryId,
  displayColor: '#00ff00',
  isActive: true,
  isPublic: false,
  deletedAt: null,
  assignments: [],
  ...overrides,
});

const filled = () => ({
  ...newAppointmentValues('2026-11-27T09:00:00', false, 'estimate'),
  clientName: 'Maria Garcia',
  clientCellular: '(510) 555-0101',
  description: 'Estimate for rear bumper',
});

beforeAll(() => i18n.changeLanguage('en'));

describe('the pickers’ text, yyyy/MM/dd hh:mm a', () => {
  it('writes a wall-clock time on a 12-hour clock', () => {
    expect(toPickerText('2026-11-27T13:05:00')).toBe('2026/11/27 01:05 PM');
    expect(toPickerText('2026-11-27T00:30:00')).toBe('2026/11/27 12:30 AM');
    expect(toPickerText('2026-11-27T12:00:00')).toBe('2026/11/27 12:00 PM');
    expect(toPickerText('nonsense')).toBe('');
  });

  it('reads it back, and nothing from a text that names no time', () => {
    expect(fromPickerText('2026/11/27 01:05 PM')).toBe('2026-11-27T13:05:00');
    expect(fromPickerText('2026/11/27 12:30 am')).toBe('2026-11-27T00:30:00');
    for (const text of ['2026/11/27 13:05 PM', '2026/02/30 09:00 AM', '2026/11/27 09:60 AM', '2026/11/27 09:0_ AM', ''])
      expect(fromPickerText(text), text).toBe('');
  });

  it('adds minutes on the wall clock, across a day', () => {
    expect(addMinutes('2026-11-27T23:30:00', 60)).toBe('2026-11-28T00:30:00');
  });
});

describe('the appointment form', () => {
  it('starts a new appointment at the slot, an hour long', () => {
    const values = newAppointmentValues('2026-11-27T09:30:00', false);
    expect(values.start).toBe('2026/11/27 09:30 AM');
    expect(values.end).toBe('2026/11/27 10:30 AM');
    expect(values.apptCategoryId).toBe('');
  });

  it('holds a saved appointment as its inputs show it, and sends it back the same', () => {
    const values = valuesOf(appointment());
    expect(values).toMatchObject({ clientCellular: '(510) 555-0101', year: '2019', start: '2026/11/27 09:00 AM' });
    expect(bodyOf(values, 'a1')).toMatchObject({
      appointmentId: 'a1',
      startDateTime: '2026-11-27T09:00:00',
      endDateTime: '2026-11-27T10:00:00',
      year: '2019',
    });
    // An empty year is sent as null (spec 3 section 5).
    expect(bodyOf({ ...values, year: ' ' }).year).toBeNull();
  });

  it('is valid filled in, and gives the appointment to send', () => {
    const check = checkAppointment(filled(), today);
    expect(check.errors).toEqual({});
    expect(check.appointment).toMatchObject({ clientName: 'Maria Garcia', year: null, allDay: false });
  });

  it('says every message of spec 3 section 5', () => {
    const check = checkAppointment(
      { ...filled(), clientName: ' ', clientCellular: '', description: '', apptCategoryId: '', clientEmail: 'maria@' },
      today,
    );
    expect(check.appointment).toBeUndefined();
    expect(check.errors).toEqual({
      clientName: 'Name is required',
      clientCellular: 'Phone number is required',
      clientEmail: 'Enter a valid email',
      apptCategoryId: 'Appointment type is required',
      description: 'Description is Required',
    });
    expect(checkAppointment({ ...filled(), clientCellular: '(510) 555-01' }, today).errors.clientCellular).toBe(
      'Phone number is not valid',
    );
  });

  it('holds the end to 30 minutes after the start, never on an earlier day', () => {
    expect(checkAppointment({ ...filled(), end: '2026/11/27 09:29 AM' }, today).errors).toEqual({
      end: 'Start must be at least 30 minutes before end',
    });
    expect(checkAppointment({ ...filled(), end: '2026/11/27 09:30 AM' }, today).errors).toEqual({});
    expect(checkAppointment({ ...filled(), end: '2026/11/26 11:00 AM' }, today).errors.end).toBe(
      'Start must be at least 30 minutes before end',
    );
    // Told alongside the other fields' messages, not only once they pass.
    const empty = { ...newAppointmentValues('2026-11-27T09:00:00', false), year: '19', end: '2026/11/27 09:29 AM' };
    expect(checkAppointment(empty, today).errors).toMatchObject({
      clientName: 'Name is required',
      year: 'Year is not valid',
      end: 'Start must be at least 30 minutes before end',
    });
  });

  it('keeps the dates from 2018-01-01 to three years ahead, and says how to type one', () => {
    expect(pickerBounds(today)).toEqual({ min: '2018-01-01', max: '2029-11-26' });
    const early = { ...filled(), start: '2017/12/31 09:00 AM', end: '2017/12/31 10:00 AM' };
    expect(checkAppointment(early, today).errors.start).toBe('Date cannot be before 2018-01-01');
    const late = { ...filled(), start: '2029/11/27 09:00 AM', end: '2029/11/27 10:00 AM' };
    expect(checkAppointment(late, today).errors).toEqual({
      start: 'Date cannot be more than three years ahead',
      end: 'Date cannot be more than three years ahead',
    });
    expect(checkAppointment({ ...filled(), start: '2026/11/27 0_:__ _M' }, today).errors.start).toBe(
      'Enter the date and time as yyyy/MM/dd hh:mm a',
    );
  });

  it('moves the end with the start, keeping the length', () => {
    const values = { ...filled(), end: '2026/11/27 11:30 AM' };
    expect(withStart(values, '2026/11/28 01:00 PM')).toMatchObject({
      start: '2026/11/28 01:00 PM',
      end: '2026/11/28 03:30 PM',
    });
    // A start still being typed leaves the end alone.
    expect(withStart(values, '2026/11/2').end).toBe('2026/11/27 11:30 AM');
  });

  it('tells the fields changed, and carries them onto a newer copy', () => {
    const before = valuesOf(appointment());
    const edited = { ...before, notes: 'Call after 5', clientReminder: false };
    expect(changedFields(before, edited)).toEqual(['clientReminder', 'notes']);
    expect(changedFields(before, before)).toEqual([]);
    const newer = valuesOf(appointment({ make: 'Toyota', notes: 'Someone else’s' }));
    expect(rebased(edited, before, newer)).toEqual({ ...newer, notes: 'Call after 5', clientReminder: false });
  });
});

describe('the calendar', () => {
  const utc = (wall: string) => new Date(`${wall}Z`);

  it('reads the months a view touches', () => {
    expect(monthsOf(utc('2026-10-25T00:00:00'), utc('2026-12-06T00:00:00'))).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(monthsOf(utc('2026-11-01T00:00:00'), utc('2026-12-01T00:00:00'))).toEqual(['2026-11']);
    expect(monthsOf(utc('2026-12-27T00:00:00'), utc('2027-01-03T00:00:00'))).toEqual(['2026-12', '2027-01']);
  });

  it('starts a day of the month view when the shop opens on its own clock that day', () => {
    // Oakland opens at 14:00 UTC: 6 AM in winter (UTC-8), 7 AM in summer (UTC-7).
    expect(openingOn('2026-01-15', '14:00', 'America/Los_Angeles')).toBe('2026-01-15T06:00:00');
    expect(openingOn('2026-07-15', '14:00', 'America/Los_Angeles')).toBe('2026-07-15T07:00:00');
  });

  it('lists each appointment once, in the calendar’s order', () => {
    const a = appointment({ appointmentId: 'a', startDateTime: '2026-11-30T22:00:00' });
    const b = appointment({ appointmentId: 'b', startDateTime: '2026-11-02T08:00:00' });
    expect(appointmentsOf([[a, b], undefined, [a]]).map((x) => x.appointmentId)).toEqual(['b', 'a']);
  });

  it('draws the appointments of the ticked types in their type’s colour, with text that reads on it', () => {
    const types = new Map([['estimate', category('estimate', { displayColor: '#123456' })]]);
    const rows = [
      appointment({ appointmentId: 'a' }),
      appointment({
        appointmentId: 'b',
        apptCategoryId: 'repair',
        apptCategory: { description: 'R', displayColor: '#abcdef' },
      }),
    ];
    const title = (x: Appointment) => x.clientName;
    expect(eventsOf(rows, new Set(), types, title, '#000').map((e) => [e.id, e.color, e.contrastColor])).toEqual([
      ['a', '#123456', '#ffffff'],
      ['b', '#abcdef', '#000000'],
    ]);
    expect(eventsOf(rows, new Set(['estimate']), types, title, '#000').map((e) => e.id)).toEqual(['b']);
    expect(colourOf({ apptCategoryId: 'gone', apptCategory: null }, types, '#000')).toBe('#000');
  });

  it('draws an all-day appointment over its whole days', () => {
    const [event] = eventsOf(
      [appointment({ allDay: true, startDateTime: '2026-11-27T09:00:00', endDateTime: '2026-11-28T10:00:00' })],
      new Set(),
      new Map(),
      () => '',
      '#000',
    );
    expect(event).toMatchObject({ start: '2026-11-27', end: '2026-11-29', allDay: true });
    const [midnight] = eventsOf(
      [appointment({ allDay: true, startDateTime: '2026-11-27T00:00:00', endDateTime: '2026-11-28T00:00:00' })],
      new Set(),
      new Map(),
      () => '',
      '#000',
    );
    expect(midnight).toMatchObject({ start: '2026-11-27', end: '2026-11-28' });
  });

  it('lists the types not deleted, and offers the active ones plus the one an appointment has', () => {
    const all = [
      category('a'),
      category('b', { isActive: false }),
      category('c', { deletedAt: '2026-01-01T00:00:00Z' }),
    ];
    expect(listedTypes(all).map((c) => c.apptCategoryId)).toEqual(['a', 'b']);
    expect(selectableTypes(all).map((c) => c.apptCategoryId)).toEqual(['a']);
    expect(selectableTypes(all, 'b').map((c) => c.apptCategoryId)).toEqual(['a', 'b']);
  });

  it('starts the week on the display preference, and names its views', () => {
    expect(firstDayOf('sunday')).toBe(0);
    expect(firstDayOf('monday')).toBe(1);
    expect(viewOf('timeGridWeek')).toBe('week');
    expect(viewOf('agenda')).toBe('agenda');
  });
});
