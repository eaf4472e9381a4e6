import type { AppointmentEvents } from '@bayline/contracts';
import { appointmentMonthsModel, appointmentsModel } from '@bayline/contracts/read-models/appointments';
import { updatesModel } from '@bayline/contracts/read-models/live';
import { describe, expect, it } from 'vitest';
import { type GivenData, type GivenEvent, given, on } from '../testing/given.ts';
import { appointmentsProjector } from './appointments.ts';
import { liveFeedProjector } from './live-feed.ts';

const booked = (
  appointmentId: string,
  start: string,
  end: string,
  extra: GivenData<'AppointmentBooked'> = {},
  location?: string,
) =>
  on(
    `appointment-${appointmentId}`,
    'AppointmentBooked',
    {
      appointmentId,
      description: 'Estimate',
      startDateTime: start,
      endDateTime: end,
      allDay: false,
      apptCategoryId: 'cat-estimate',
      clientName: 'Maria Garcia',
      clientCellular: '(510) 555-0101',
      clientEmail: '',
      clientReminder: false,
      year: null,
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
      notes: '',
      ...extra,
    },
    { location },
  );
const onAppointment = <T extends keyof AppointmentEvents>(appointmentId: string, type: T, data?: GivenData<T>) =>
  on(`appointment-${appointmentId}`, type, { appointmentId, ...data } as GivenData<T>);

/** The appointments after the events, and the copies of them each month of the calendar reads. */
const appointments = (...events: GivenEvent[]) => {
  const months = given(appointmentsProjector, appointmentMonthsModel, events);
  return {
    ...given(appointmentsProjector, appointmentsModel, events),
    months,
    monthRows: () =>
      months
        .all()
        .map((d) => [d.id, d.locationShortName, d.month, d.revision])
        .sort(),
  };
};

describe('appointments read model', () => {
  it('keeps each appointment with a copy per month it spans, at its location', () => {
    const model = appointments(
      booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00'),
      booked('a2', '2026-03-31T22:00:00', '2026-04-01T08:00:00', {}, 'HARBOR'),
      // An all-day appointment ending at the next midnight stays in its month.
      booked('a3', '2026-03-31T00:00:00', '2026-04-01T00:00:00', { allDay: true }),
      // Another stream's events are not its business.
      on('job-j1', 'JobCreated', { jobAdminId: 'j1' }),
    );
    expect(model.monthRows()).toEqual([
      ['a1|2026-03', 'BAYVIEW', '2026-03', 0],
      ['a2|2026-03', 'HARBOR', '2026-03', 0],
      ['a2|2026-04', 'HARBOR', '2026-04', 0],
      ['a3|2026-03', 'BAYVIEW', '2026-03', 0],
    ]);
    model.thenMatches({
      id: 'a2',
      appointmentId: 'a2',
      locationShortName: 'HARBOR',
      months: ['2026-03', '2026-04'],
      revision: 0,
      reminder: null,
    });
  });

  it('moves a rescheduled appointment to its new month, with every change’s version', () => {
    const model = appointments(
      booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00'),
      onAppointment('a1', 'AppointmentDetailsChanged', { changes: { notes: 'Bring keys', clientName: 'Maria G.' } }),
      onAppointment('a1', 'AppointmentRescheduled', {
        startDateTime: '2026-04-02T09:00:00',
        endDateTime: '2026-04-02T10:00:00',
        allDay: false,
      }),
      onAppointment('a1', 'AppointmentConvertedToJob', { jobAdminId: 'job-9' }),
    );
    expect(model.monthRows()).toEqual([['a1|2026-04', 'BAYVIEW', '2026-04', 3]]);
    model.months.thenMatches({
      id: 'a1|2026-04',
      notes: 'Bring keys',
      clientName: 'Maria G.',
      startDateTime: '2026-04-02T09:00:00',
      jobAdminId: 'job-9',
    });
  });

  it('follows the reminder: waiting, sent; withdrawn it is gone', () => {
    const events = [
      booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00', { clientReminder: true }),
      onAppointment('a1', 'AppointmentReminderScheduled', {
        reminderId: 'a1-r1',
        dueAt: '2026-03-09T17:00:00.000Z',
        to: '5105550101',
      }),
    ];
    const waiting = appointments(...events);
    waiting.thenMatches({
      id: 'a1',
      reminder: {
        reminderId: 'a1-r1',
        status: 'scheduled',
        dueAt: '2026-03-09T17:00:00.000Z',
        to: '5105550101',
        sentAt: null,
      },
    });
    const sent = appointments(
      ...events,
      onAppointment('a1', 'AppointmentReminderSent', {
        reminderId: 'a1-r1',
        to: '5105550101',
        from: '2535550100',
        text: 'Reminder',
        providerId: 'SM1',
        sentAt: '2026-03-09T17:00:02.000Z',
      }),
    );
    expect(sent.months.document('a1|2026-03')?.reminder).toEqual({
      reminderId: 'a1-r1',
      dueAt: '2026-03-09T17:00:00.000Z',
      to: '5105550101',
      status: 'sent',
      sentAt: '2026-03-09T17:00:02.000Z',
    });
    // Sent by the queue, not changed by anyone: the revision a client saves with stays the scheduling one.
    expect(waiting.document('a1')?.revision).toBe(1);
    expect(sent.document('a1')?.revision).toBe(1);
    appointments(...events, onAppointment('a1', 'AppointmentReminderWithdrawn', { reminderId: 'a1-r1' })).thenMatches({
      id: 'a1',
      reminder: null,
    });
  });

  it('forgets a cancelled appointment in every month', () => {
    const model = appointments(
      booked('a1', '2026-03-31T22:00:00', '2026-04-01T08:00:00'),
      booked('a2', '2026-03-10T09:00:00', '2026-03-10T10:00:00'),
      onAppointment('a1', 'AppointmentCancelled'),
    );
    expect(model.document('a1')).toBeUndefined();
    expect(model.monthRows()).toEqual([['a2|2026-03', 'BAYVIEW', '2026-03', 0]]);
  });
});

describe('live hub messages of appointments', () => {
  it('tells a booking as new, a change as update and a cancellation as remove, per appointment', () => {
    const feed = (events: GivenEvent[]) =>
      given(liveFeedProjector, updatesModel, events)
        .all()
        .map((u) => [u.Type, u.ItemId, u.Action]);
    expect(feed([booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00')])).toEqual([['appointment', 'a1', 'new']]);
    expect(
      feed([onAppointment('a1', 'AppointmentRescheduled'), onAppointment('a2', 'AppointmentReminderSent')]),
    ).toEqual([
      ['appointment', 'a1', 'update'],
      ['appointment', 'a2', 'update'],
    ]);
    expect(feed([onAppointment('a1', 'AppointmentCancelled')])).toEqual([['appointment', 'a1', 'remove']]);
  });
});
