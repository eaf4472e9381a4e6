import { type AppointmentEvent, appointmentMessages, appointmentSchema } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import { appointment } from './appointment.ts';
import {
  type BookingRules,
  decideBook,
  decideCancel,
  decideChange,
  decideConvert,
  decideReminderOutcome,
  reminderIdOf,
} from './decide.ts';

const form = (overrides: Record<string, unknown> = {}) =>
  appointmentSchema.parse({
    description: 'Estimate for rear bumper',
    startDateTime: '2026-03-10T09:00:00',
    endDateTime: '2026-03-10T10:00:00',
    apptCategoryId: 'cat-estimate',
    clientName: 'Maria Garcia',
    clientCellular: '(510) 555-0101',
    year: '2019',
    make: 'Honda',
    model: 'Civic',
    color: 'Blue',
    notes: 'Rear bumper scraped',
    ...overrides,
  });

/** Reminders fall a day before the start, at the same wall time read as UTC: enough to tell them apart. */
const rules: BookingRules = {
  categories: new Map([
    ['cat-estimate', { isActive: true, deletedAt: null }],
    ['cat-old', { isActive: false, deletedAt: null }],
    ['cat-gone', { isActive: true, deletedAt: '2026-01-01T00:00:00.000Z' }],
  ]),
  today: '2026-03-02',
  reminderDue: (start) => new Date(Date.parse(`${start}Z`) - 24 * 3_600_000).toISOString(),
};
const noReminderPossible: BookingRules = { ...rules, reminderDue: () => null };

const booked = (overrides: Record<string, unknown> = {}, id = 'appt-1') =>
  decideBook(null, form(overrides), rules, id, -1);

const types = (events: AppointmentEvent[]) => events.map((e) => e.type);

describe('booking an appointment', () => {
  it('books the form’s fields under the new id', () => {
    const events = booked();
    expect(events).toEqual([
      {
        type: 'AppointmentBooked',
        data: {
          appointmentId: 'appt-1',
          description: 'Estimate for rear bumper',
          startDateTime: '2026-03-10T09:00:00',
          endDateTime: '2026-03-10T10:00:00',
          allDay: false,
          apptCategoryId: 'cat-estimate',
          clientName: 'Maria Garcia',
          clientCellular: '5105550101',
          clientEmail: '',
          clientReminder: false,
          year: 2019,
          make: 'Honda',
          model: 'Civic',
          color: 'Blue',
          notes: 'Rear bumper scraped',
        },
      },
    ]);
  });

  it('schedules the customer reminder when asked, named by the version it takes', () => {
    const events = booked({ clientReminder: true });
    expect(events[1]).toEqual({
      type: 'AppointmentReminderScheduled',
      data: {
        appointmentId: 'appt-1',
        reminderId: reminderIdOf('appt-1', 1),
        dueAt: '2026-03-09T09:00:00.000Z',
        to: '5105550101',
      },
    });
  });

  it('schedules none when no moment is left before the start', () => {
    expect(types(decideBook(null, form({ clientReminder: true }), noReminderPossible, 'a', -1))).toEqual([
      'AppointmentBooked',
    ]);
  });

  it.each([
    ['an unknown type', 'cat-unknown'],
    ['an inactive type', 'cat-old'],
    ['a removed type', 'cat-gone'],
    ['a name every object has', 'constructor'],
  ])('refuses %s', (_, apptCategoryId) => {
    given(appointment, [])
      .when((s) => decideBook(s, form({ apptCategoryId }), rules, 'a', -1))
      .thenThrows('InvalidFields', (refusal) => {
        expect(refusal.extra.errors).toEqual([{ field: 'apptCategoryId', message: appointmentMessages.typeNotHere }]);
      });
  });

  it('refuses a date more than three years after the location’s today', () => {
    given(appointment, [])
      .when((s) =>
        decideBook(
          s,
          form({ startDateTime: '2029-03-02T09:00:00', endDateTime: '2029-03-03T10:00:00' }),
          rules,
          'a',
          -1,
        ),
      )
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toEqual([{ field: 'endDateTime', message: appointmentMessages.afterMaximumDate }]),
      );
    given(appointment, [])
      .when((s) =>
        decideBook(
          s,
          form({ startDateTime: '2029-03-02T09:00:00', endDateTime: '2029-03-02T10:00:00' }),
          rules,
          'a',
          -1,
        ),
      )
      .then((events) => expect(events).toHaveLength(1));
  });
});

describe('changing an appointment', () => {
  const withReminder = booked({ clientReminder: true });
  const waiting = reminderIdOf('appt-1', 1);

  it('tells a move as a reschedule and other fields as their changes; unchanged, nothing', () => {
    given(appointment, booked())
      .when((s) =>
        decideChange(
          s,
          form({ appointmentId: 'appt-1', endDateTime: '2026-03-10T11:00:00', notes: 'Also the tail light' }),
          rules,
          0,
        ),
      )
      .then([
        {
          type: 'AppointmentRescheduled',
          data: {
            appointmentId: 'appt-1',
            startDateTime: '2026-03-10T09:00:00',
            endDateTime: '2026-03-10T11:00:00',
            allDay: false,
          },
        },
        {
          type: 'AppointmentDetailsChanged',
          data: { appointmentId: 'appt-1', changes: { notes: 'Also the tail light' } },
        },
      ]);
    given(appointment, booked())
      .when((s) => decideChange(s, form({ appointmentId: 'appt-1' }), rules, 0))
      .then([]);
  });

  it('moves the reminder with the start: the waiting one withdrawn, a new one scheduled', () => {
    given(appointment, withReminder)
      .when((s) =>
        decideChange(
          s,
          form({
            appointmentId: 'appt-1',
            clientReminder: true,
            startDateTime: '2026-03-11T09:00:00',
            endDateTime: '2026-03-11T10:00:00',
          }),
          rules,
          1,
        ),
      )
      .then((events) => {
        expect(types(events)).toEqual([
          'AppointmentRescheduled',
          'AppointmentReminderWithdrawn',
          'AppointmentReminderScheduled',
        ]);
        expect(events[1]).toMatchObject({ data: { reminderId: waiting } });
        expect(events[2]?.data).toMatchObject({
          reminderId: reminderIdOf('appt-1', 4),
          dueAt: '2026-03-10T09:00:00.000Z',
        });
      });
  });

  it('keeps the reminder when only the end or the notes change', () => {
    given(appointment, withReminder)
      .when((s) =>
        decideChange(
          s,
          form({ appointmentId: 'appt-1', clientReminder: true, endDateTime: '2026-03-10T12:00:00', notes: 'x' }),
          rules,
          1,
        ),
      )
      .then((events) => expect(types(events)).toEqual(['AppointmentRescheduled', 'AppointmentDetailsChanged']));
  });

  it('texts a new cell phone: the reminder is scheduled again to it', () => {
    given(appointment, withReminder)
      .when((s) =>
        decideChange(
          s,
          form({ appointmentId: 'appt-1', clientReminder: true, clientCellular: '510-555-0199' }),
          rules,
          1,
        ),
      )
      .then((events) => {
        expect(types(events)).toEqual([
          'AppointmentDetailsChanged',
          'AppointmentReminderWithdrawn',
          'AppointmentReminderScheduled',
        ]);
        expect(events[2]).toMatchObject({ data: { to: '5105550199' } });
      });
  });

  it('withdraws the waiting reminder when reminders are turned off, and schedules one when turned on', () => {
    given(appointment, withReminder)
      .when((s) => decideChange(s, form({ appointmentId: 'appt-1', clientReminder: false }), rules, 1))
      .then((events) => expect(types(events)).toEqual(['AppointmentDetailsChanged', 'AppointmentReminderWithdrawn']));
    given(appointment, booked())
      .when((s) => decideChange(s, form({ appointmentId: 'appt-1', clientReminder: true }), rules, 0))
      .then((events) => expect(types(events)).toEqual(['AppointmentDetailsChanged', 'AppointmentReminderScheduled']));
  });

  it('texts a moved appointment again after its reminder was sent', () => {
    const sent = given(appointment, withReminder)
      .when((s) =>
        decideReminderOutcome(s, waiting, {
          kind: 'sent',
          from: '2535550100',
          text: 'Reminder',
          providerId: 'SM1',
          sentAt: '2026-03-09T09:00:00.000Z',
        }),
      )
      .then((events) => expect(types(events)).toEqual(['AppointmentReminderSent']));
    given(appointment, [...withReminder, ...sent])
      .when((s) =>
        decideChange(
          s,
          form({
            appointmentId: 'appt-1',
            clientReminder: true,
            startDateTime: '2026-03-12T09:00:00',
            endDateTime: '2026-03-12T10:00:00',
          }),
          rules,
          2,
        ),
      )
      .then((events) => expect(types(events)).toEqual(['AppointmentRescheduled', 'AppointmentReminderScheduled']));
  });

  it('keeps an inactive type the appointment already has', () => {
    const old = booked({ apptCategoryId: 'cat-estimate' });
    given(appointment, [
      ...old,
      { type: 'AppointmentDetailsChanged', data: { appointmentId: 'appt-1', changes: { apptCategoryId: 'cat-old' } } },
    ])
      .when((s) => decideChange(s, form({ appointmentId: 'appt-1', apptCategoryId: 'cat-old', notes: 'n' }), rules, 1))
      .then((events) => expect(types(events)).toEqual(['AppointmentDetailsChanged']));
  });

  it('answers an unknown or cancelled appointment as not found', () => {
    given(appointment, [])
      .when((s) => decideChange(s, form(), rules, -1))
      .thenThrows('NotFound');
    const cancelled: AppointmentEvent[] = [
      ...booked(),
      { type: 'AppointmentCancelled', data: { appointmentId: 'appt-1' } },
    ];
    given(appointment, cancelled)
      .when((s) => decideChange(s, form(), rules, 1))
      .thenThrows('NotFound');
    given(appointment, cancelled).when(decideCancel).thenThrows('NotFound');
  });
});

describe('cancelling and converting', () => {
  it('cancels, withdrawing the waiting reminder', () => {
    given(appointment, booked({ clientReminder: true }))
      .when(decideCancel)
      .then((events) => expect(types(events)).toEqual(['AppointmentReminderWithdrawn', 'AppointmentCancelled']));
    given(appointment, booked())
      .when(decideCancel)
      .then((events) => expect(types(events)).toEqual(['AppointmentCancelled']));
  });

  it('links the job once: converting again keeps the first job', () => {
    const converted = given(appointment, booked())
      .when((s) => decideConvert(s, 'job-1'))
      .then([{ type: 'AppointmentConvertedToJob', data: { appointmentId: 'appt-1', jobAdminId: 'job-1' } }]);
    given(appointment, [...booked(), ...converted])
      .when((s) => decideConvert(s, 'job-2'))
      .then([]);
  });
});

describe('a reminder’s outcome', () => {
  const withReminder = booked({ clientReminder: true });
  const reminderId = reminderIdOf('appt-1', 1);
  const sent = {
    kind: 'sent',
    from: '2535550100',
    text: 'Reminder',
    providerId: 'SM1',
    sentAt: '2026-03-09T09:00:00.000Z',
  } as const;

  it('records a waiting reminder sent, once', () => {
    const { kind: _kind, ...told } = sent;
    const recorded = given(appointment, withReminder)
      .when((s) => decideReminderOutcome(s, reminderId, sent))
      .then([
        { type: 'AppointmentReminderSent', data: { appointmentId: 'appt-1', reminderId, to: '5105550101', ...told } },
      ]);
    given(appointment, [...withReminder, ...recorded])
      .when((s) => decideReminderOutcome(s, reminderId, sent))
      .then([]);
  });

  it('records nothing of a withdrawn or another reminder', () => {
    const withdrawn: AppointmentEvent[] = [
      ...withReminder,
      { type: 'AppointmentReminderWithdrawn', data: { appointmentId: 'appt-1', reminderId } },
    ];
    given(appointment, withdrawn)
      .when((s) => decideReminderOutcome(s, reminderId, sent))
      .then([]);
    given(appointment, withReminder)
      .when((s) => decideReminderOutcome(s, 'other', sent))
      .then([]);
  });

  it('records a failure or a skip with its reason', () => {
    given(appointment, withReminder)
      .when((s) => decideReminderOutcome(s, reminderId, { kind: 'failed', reason: 'No' }))
      .then([{ type: 'AppointmentReminderFailed', data: { appointmentId: 'appt-1', reminderId, reason: 'No' } }]);
    given(appointment, withReminder)
      .when((s) => decideReminderOutcome(s, reminderId, { kind: 'skipped', reason: 'messagingOff' }))
      .then([
        { type: 'AppointmentReminderSkipped', data: { appointmentId: 'appt-1', reminderId, reason: 'messagingOff' } },
      ]);
  });
});
