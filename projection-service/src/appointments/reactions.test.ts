import { appointmentReminderJob } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { recorded } from '../testing/events.ts';
import { reminderReactor } from './reactions.ts';

const booked = { appointmentId: 'a1', to: '5105550177' };
const job = (reminderId: string) => ({
  name: appointmentReminderJob,
  data: { locationShortName: 'BAYVIEW', appointmentId: 'a1', reminderId },
  jobId: reminderId,
});

describe('the appointment reminders’ process manager', () => {
  it('queues each reminder scheduled by its reminder id, delayed to its moment, and nothing for its outcomes', async () => {
    const events = recorded([
      {
        streamId: 'appointment-a1',
        type: 'AppointmentReminderScheduled',
        data: { ...booked, reminderId: 'a1-r1', dueAt: '2026-03-03T15:00:00.000Z' },
      },
      // Moved: the first one withdrawn, a new one scheduled for the new time.
      {
        streamId: 'appointment-a1',
        type: 'AppointmentReminderWithdrawn',
        data: { appointmentId: 'a1', reminderId: 'a1-r1' },
      },
      {
        streamId: 'appointment-a1',
        type: 'AppointmentReminderScheduled',
        data: { ...booked, reminderId: 'a1-r2', dueAt: '2026-03-04T09:00:00.000Z' },
      },
      {
        streamId: 'appointment-a1',
        type: 'AppointmentReminderSkipped',
        data: { appointmentId: 'a1', reminderId: 'a1-r2', reason: 'optedOut' },
      },
    ]);
    expect((await Promise.all(events.map((e) => reminderReactor.workFor(e)))).flat()).toEqual([
      { ...job('a1-r1'), at: '2026-03-03T15:00:00.000Z' },
      { ...job('a1-r2'), at: '2026-03-04T09:00:00.000Z' },
    ]);
  });
});
