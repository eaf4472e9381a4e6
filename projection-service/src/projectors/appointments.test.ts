import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { recorded } from '../testing/events.ts';
import { appointmentsProjector } from './appointments.ts';
import { liveFeedProjector } from './live-feed.ts';

const booked = (appointmentId: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  streamId: `appointment-${appointmentId}`,
  type: 'AppointmentBooked',
  data: {
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
});
const on = (appointmentId: string, type: string, data: Record<string, unknown> = {}, location?: string) => ({
  streamId: `appointment-${appointmentId}`,
  type,
  data: { appointmentId, ...data },
  location,
});

const monthsOf = (model: ReturnType<typeof projectInMemory>) =>
  model
    .all('appointmentMonths')
    .map((d) => [d.id, d.locationShortName, d.month, d.revision])
    .sort();

describe('appointments read model', () => {
  it('keeps each appointment with a copy per month it spans, at its location', () => {
    const model = projectInMemory(
      appointmentsProjector,
      recorded([
        booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00'),
        { ...booked('a2', '2026-03-31T22:00:00', '2026-04-01T08:00:00'), location: 'HARBOR' },
        // An all-day appointment ending at the next midnight stays in its month.
        booked('a3', '2026-03-31T00:00:00', '2026-04-01T00:00:00', { allDay: true }),
        // Another stream's events are not its business.
        { streamId: 'job-j1', type: 'JobCreated', data: { jobAdminId: 'j1' } },
      ]),
    );
    expect(monthsOf(model)).toEqual([
      ['a1|2026-03', 'BAYVIEW', '2026-03', 0],
      ['a2|2026-03', 'HARBOR', '2026-03', 0],
      ['a2|2026-04', 'HARBOR', '2026-04', 0],
      ['a3|2026-03', 'BAYVIEW', '2026-03', 0],
    ]);
    expect(model.get('appointments', 'a2')).toMatchObject({
      appointmentId: 'a2',
      locationShortName: 'HARBOR',
      months: ['2026-03', '2026-04'],
      revision: 0,
      reminderStatus: null,
    });
  });

  it('moves a rescheduled appointment to its new month, with every change’s version', () => {
    const model = projectInMemory(
      appointmentsProjector,
      recorded([
        booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00'),
        on('a1', 'AppointmentDetailsChanged', { changes: { notes: 'Bring keys', clientName: 'Maria G.' } }),
        on('a1', 'AppointmentRescheduled', {
          startDateTime: '2026-04-02T09:00:00',
          endDateTime: '2026-04-02T10:00:00',
          allDay: false,
        }),
        on('a1', 'AppointmentConvertedToJob', { jobAdminId: 'job-9' }),
      ]),
    );
    expect(monthsOf(model)).toEqual([['a1|2026-04', 'BAYVIEW', '2026-04', 3]]);
    expect(model.get('appointmentMonths', 'a1|2026-04')).toMatchObject({
      notes: 'Bring keys',
      clientName: 'Maria G.',
      startDateTime: '2026-04-02T09:00:00',
      jobAdminId: 'job-9',
    });
  });

  it('follows the reminder: waiting (for the sweep), sent; withdrawn it is gone', () => {
    const events = [
      booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00', { clientReminder: true }),
      on('a1', 'AppointmentReminderScheduled', {
        reminderId: 'a1-r1',
        dueAt: '2026-03-09T17:00:00.000Z',
        to: '5105550101',
      }),
    ];
    const waiting = projectInMemory(appointmentsProjector, recorded(events));
    expect(waiting.get('appointments', 'a1')).toMatchObject({
      reminderId: 'a1-r1',
      reminderStatus: 'scheduled',
      reminderDueAt: '2026-03-09T17:00:00.000Z',
    });
    const sent = projectInMemory(
      appointmentsProjector,
      recorded([
        ...events,
        on('a1', 'AppointmentReminderSent', {
          reminderId: 'a1-r1',
          to: '5105550101',
          from: '2535550100',
          text: 'Reminder',
          providerId: 'SM1',
          sentAt: '2026-03-09T17:00:02.000Z',
        }),
      ]),
    );
    expect(sent.get('appointmentMonths', 'a1|2026-03')?.reminder).toEqual({
      reminderId: 'a1-r1',
      dueAt: '2026-03-09T17:00:00.000Z',
      to: '5105550101',
      status: 'sent',
      sentAt: '2026-03-09T17:00:02.000Z',
    });
    // Sent by the queue, not changed by anyone: the revision a client saves with stays the scheduling one.
    expect(waiting.get('appointments', 'a1')?.revision).toBe(1);
    expect(sent.get('appointments', 'a1')?.revision).toBe(1);
    const withdrawn = projectInMemory(
      appointmentsProjector,
      recorded([...events, on('a1', 'AppointmentReminderWithdrawn', { reminderId: 'a1-r1' })]),
    );
    expect(withdrawn.get('appointments', 'a1')).toMatchObject({ reminder: null, reminderStatus: null });
  });

  it('forgets a cancelled appointment in every month', () => {
    const model = projectInMemory(
      appointmentsProjector,
      recorded([
        booked('a1', '2026-03-31T22:00:00', '2026-04-01T08:00:00'),
        booked('a2', '2026-03-10T09:00:00', '2026-03-10T10:00:00'),
        on('a1', 'AppointmentCancelled'),
      ]),
    );
    expect(model.get('appointments', 'a1')).toBeUndefined();
    expect(monthsOf(model)).toEqual([['a2|2026-03', 'BAYVIEW', '2026-03', 0]]);
  });
});

describe('live hub messages of appointments', () => {
  it('tells a booking as new, a change as update and a cancellation as remove, per appointment', () => {
    const feed = (events: Parameters<typeof recorded>[0]) =>
      projectInMemory(liveFeedProjector, recorded(events))
        .all('updates')
        .map((u) => [u.Type, u.ItemId, u.Action]);
    expect(feed([booked('a1', '2026-03-10T09:00:00', '2026-03-10T10:00:00')])).toEqual([['appointment', 'a1', 'new']]);
    expect(feed([on('a1', 'AppointmentRescheduled'), on('a2', 'AppointmentReminderSent')])).toEqual([
      ['appointment', 'a1', 'update'],
      ['appointment', 'a2', 'update'],
    ]);
    expect(feed([on('a1', 'AppointmentCancelled')])).toEqual([['appointment', 'a1', 'remove']]);
  });
});
