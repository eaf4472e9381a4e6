import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation.ts';
import {
  type Appointment,
  appointmentLastDay,
  appointmentMaximumDay,
  appointmentMessages,
  appointmentMonthQuerySchema,
  appointmentMonths,
  appointmentReminderText,
  appointmentSchema,
  compareAppointments,
} from './appointments.ts';

const valid = {
  description: 'Estimate for rear bumper',
  startDateTime: '2025-03-14T09:00:00',
  endDateTime: '2025-03-14T10:00:00',
  apptCategoryId: 'cat-estimate',
  clientName: 'Maria Garcia',
  clientCellular: '(510) 555-0101',
};

const errorsOf = (body: unknown) => {
  const result = appointmentSchema.safeParse(body);
  return result.success ? [] : fieldErrors(result.error);
};

describe('the appointment form', () => {
  it('takes the spec fields with their defaults: an empty year is null', () => {
    const form = appointmentSchema.parse({ ...valid, year: '' });
    expect(form).toMatchObject({
      appointmentId: '',
      allDay: false,
      clientReminder: false,
      clientEmail: '',
      year: null,
      make: '',
      notes: '',
    });
    expect(appointmentSchema.parse({ ...valid, year: '2019' }).year).toBe(2019);
  });

  it.each([
    ['clientName', { clientName: '  ' }, appointmentMessages.nameRequired],
    ['clientCellular', { clientCellular: '' }, appointmentMessages.phoneRequired],
    ['clientCellular', { clientCellular: '555-01' }, appointmentMessages.phoneInvalid],
    ['clientEmail', { clientEmail: 'maria@' }, appointmentMessages.emailInvalid],
    ['apptCategoryId', { apptCategoryId: '' }, appointmentMessages.typeRequired],
    ['description', { description: ' ' }, appointmentMessages.descriptionRequired],
    ['year', { year: '19' }, appointmentMessages.yearInvalid],
    ['startDateTime', { startDateTime: '2025-02-30T09:00:00' }, appointmentMessages.dateInvalid],
    [
      'startDateTime',
      { startDateTime: '2017-12-31T09:00:00', endDateTime: '2017-12-31T10:00:00' },
      appointmentMessages.beforeMinimumDate,
    ],
    ['endDateTime', { endDateTime: '2025-03-14T09:29:00' }, appointmentMessages.minimumDuration],
    ['endDateTime', { endDateTime: '2025-03-13T12:00:00' }, appointmentMessages.minimumDuration],
  ])('refuses %s with the spec message (%j)', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })).toContainEqual({ field, message });
  });

  it('accepts exactly 30 minutes', () => {
    expect(errorsOf({ ...valid, endDateTime: '2025-03-14T09:30:00' })).toEqual([]);
  });

  it('tells the duration alongside another field’s failure', () => {
    expect(errorsOf({ ...valid, clientName: '', endDateTime: '2025-03-14T09:00:00' })).toEqual([
      { field: 'clientName', message: appointmentMessages.nameRequired },
      { field: 'endDateTime', message: appointmentMessages.minimumDuration },
    ]);
  });

  it('bounds every text', () => {
    expect(errorsOf({ ...valid, notes: 'x'.repeat(4001) }).map((e) => e.field)).toEqual(['notes']);
    expect(errorsOf({ ...valid, description: 'x'.repeat(501) }).map((e) => e.field)).toEqual(['description']);
    expect(errorsOf({ ...valid, make: 'x'.repeat(51) }).map((e) => e.field)).toEqual(['make']);
  });
});

describe('appointment dates', () => {
  it('ends three years after today, 29 February on the last of February', () => {
    expect(appointmentMaximumDay('2025-03-14')).toBe('2028-03-14');
    expect(appointmentMaximumDay('2024-02-29')).toBe('2027-02-28');
  });

  it('lists the months an appointment spans; an end at midnight belongs to the day before', () => {
    expect(appointmentMonths('2025-03-14T09:00:00', '2025-03-14T10:00:00')).toEqual(['2025-03']);
    expect(appointmentMonths('2025-03-31T00:00:00', '2025-04-01T00:00:00')).toEqual(['2025-03']);
    expect(appointmentMonths('2025-12-31T22:00:00', '2026-01-01T08:00:00')).toEqual(['2025-12', '2026-01']);
  });

  it('ends an appointment on the day of its end, or the day before for an end at midnight', () => {
    expect(appointmentLastDay('2025-03-14T09:00:00', '2025-03-14T10:00:00')).toBe('2025-03-14');
    expect(appointmentLastDay('2025-03-14T00:00:00', '2025-03-15T00:00:00')).toBe('2025-03-14');
    expect(appointmentLastDay('2025-03-14T22:00:00', '2025-03-16T01:00:00')).toBe('2025-03-16');
  });

  it('takes a month query as YYYY-MM only', () => {
    expect(appointmentMonthQuerySchema.safeParse({ date: '2025-03' }).success).toBe(true);
    for (const date of ['2025-13', '2025-3', '2025-03-01'])
      expect(appointmentMonthQuerySchema.safeParse({ date }).error?.issues[0]?.message).toBe(
        appointmentMessages.monthInvalid,
      );
  });

  it('words the reminder with the shop’s clock', () => {
    expect(appointmentReminderText('Harbor Auto Body', '2025-03-14T13:05:00')).toBe(
      'Reminder from Harbor Auto Body: your appointment is on 03/14/2025 at 1:05 PM',
    );
    expect(appointmentReminderText('Harbor', '2025-03-14T00:30:00')).toContain('at 12:30 AM');
  });

  it('orders by start, then client name', () => {
    const row = (appointmentId: string, startDateTime: string, clientName: string) =>
      ({ appointmentId, startDateTime, clientName }) as Appointment;
    const rows = [
      row('a', '2025-03-14T10:00:00', 'Ann'),
      row('b', '2025-03-14T09:00:00', 'zoe'),
      row('c', '2025-03-14T09:00:00', 'Bob'),
    ];
    expect(rows.sort(compareAppointments).map((r) => r.appointmentId)).toEqual(['c', 'b', 'a']);
  });
});
