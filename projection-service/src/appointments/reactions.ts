import { type AppointmentReminderJob, appointmentReminderJob, appointmentStreamPrefix } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { projected } from '../projector.ts';
import type { Reactor, Work } from '../reactions/runner.ts';

/** A reminder scheduled (booked, or moved with a new one): the job that texts it, delayed to its moment. */
function reminderWork(recorded: RecordedEvent): Work[] {
  const event = projected(recorded);
  if (event.type !== 'AppointmentReminderScheduled') return [];
  const { appointmentId, reminderId, dueAt } = event.data;
  const data: AppointmentReminderJob = {
    locationShortName: event.metadata.locationShortName,
    appointmentId,
    reminderId,
  };
  return [{ name: appointmentReminderJob, data, jobId: reminderId, at: dueAt }];
}

export const reminderReactionsName = 'reminder-reactions';

/**
 * The appointment reminders' process manager: every reminder scheduled is handed to the worker that texts it when
 * it is due, which decides on the appointment's stream (a reminder withdrawn, by a move or a cancellation, is not
 * texted) and records the outcome through the command path. It follows the log from its start (a reminder scheduled
 * before it existed is still texted) and queues again, whenever it starts leading, the reminders a stop took from the
 * in-process queue, which keeps nothing, delayed to their moments as before.
 */
export const reminderReactor: Reactor = {
  name: reminderReactionsName,
  begins: 'start',
  replaysUnfinished: true,
  workFor: (event) => (event.streamId.startsWith(appointmentStreamPrefix) ? reminderWork(event) : []),
};
