import {
  type AppointmentReminderJob,
  appointmentReminderJob,
  appointmentReminderText,
  appointmentStream,
  instantInZone,
  type LocationSettings,
  textingStream,
} from '@bayline/contracts';
import { logged } from '@bayline/platform/event-store/logged';
import type { EventStore } from '@bayline/platform/event-store/port';
import type { JobQueue, QueuedJob, QueueWorker } from '@bayline/platform/job-queue/port';
import { type SentText, type SmsPort, TextRefusedError } from '@bayline/platform/sms';
import { location, locationStream } from '../locations/location.ts';
import { defaultTextRetries, type TextRetries } from '../messaging/commands.ts';
import { texting } from '../messaging/texts.ts';
import { inNotifyHours, type NoticeRules, notifyTimeSkipReason } from '../notifications/notices.ts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { withSweep } from '../shared/sweeping.ts';
import { appointment } from './appointment.ts';
import { decideReminderOutcome, type ReminderOutcome, waitingReminder } from './decide.ts';

const minuteMs = 60_000;
/** How far a reminder's moment is looked for around its lead time: past a week, every weekday has been seen. */
const searchMs = 8 * 24 * 60 * minuteMs;

/** Whether the location texts at `at`: a notify day, within the notify hours (the staff notices' window). */
const mayText = (rules: NoticeRules, at: Date) => inNotifyHours(rules, at) && !notifyTimeSkipReason(rules, at);

/**
 * When an appointment's reminder is texted: `leadMinutes` before it starts, moved back to the last minute the
 * location texts (its notify days and hours) so a customer is not woken at night; when that moment has passed
 * (booked late), the first minute from now the location texts, as long as the appointment has not begun. Null when
 * no such minute is left before it.
 */
export function reminderDueAt(start: Date, leadMinutes: number, rules: NoticeRules, now: Date): string | null {
  const first = now.getTime();
  const target = Math.floor((start.getTime() - leadMinutes * minuteMs) / minuteMs) * minuteMs;
  for (let at = target; at >= first && at > target - searchMs; at -= minuteMs)
    if (mayText(rules, new Date(at))) return new Date(at).toISOString();
  for (let at = first; at < start.getTime() && at < first + searchMs; at += minuteMs)
    if (mayText(rules, new Date(at))) return new Date(at).toISOString();
  return null;
}

/** When the reminder of an appointment starting at wall-clock `startDateTime` at this location is due. */
export const reminderDueFor = (settings: LocationSettings, now: Date) => (startDateTime: string) =>
  reminderDueAt(instantInZone(startDateTime, settings.timeZone), settings.appointmentReminderMinutes, settings, now);

/** The sweep queues the reminders due within this horizon, each delayed to its moment; it runs every minute. */
const horizonMs = 5 * minuteMs;
const sweepEveryMs = minuteMs;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How many events the sweep reads from the log at a time. */
const logBatch = 1_000;

/**
 * The reminders still waiting, as the log has them: followed from its start by whoever asks, a batch at a time, each
 * call going on from where the last one stopped. No read model is waited for, so a reminder scheduled just before a
 * restart is seen by the first sweep after it.
 */
function waitingReminders(store: EventStore) {
  const waiting = new Map<string, { job: AppointmentReminderJob; dueAt: string }>();
  let after = 0;
  return async function upToDate() {
    for (;;) {
      const events = await store.readAll(after, logBatch);
      if (!events.length) return waiting;
      for (const event of events.map(logged))
        switch (event.type) {
          case 'AppointmentReminderScheduled': {
            const { appointmentId, reminderId, dueAt } = event.data;
            const job = { locationShortName: event.metadata.locationShortName, appointmentId, reminderId };
            waiting.set(reminderId, { job, dueAt });
            break;
          }
          case 'AppointmentReminderWithdrawn':
          case 'AppointmentReminderSent':
          case 'AppointmentReminderFailed':
          case 'AppointmentReminderSkipped':
            waiting.delete(event.data.reminderId);
        }
      after = events.at(-1)!.position;
    }
  };
}

/** The queue side of reminders: handing one over when it is near, and the sweep that finds the others in time. */
export function reminderQueue(queue: JobQueue, retries: TextRetries = defaultTextRetries) {
  return {
    /**
     * Queues a reminder due within the horizon, delayed to its moment (its id deduplicates); a later one is the
     * sweep's. A queue out of reach is no failure of the command that scheduled it: the sweep hands it over.
     */
    handOver(job: AppointmentReminderJob, dueAt: string, now: Date) {
      const delayMs = Math.max(0, Date.parse(dueAt) - now.getTime());
      if (delayMs > horizonMs) return Promise.resolve(undefined);
      return queue
        .enqueue(appointmentReminderJob, job, { jobId: job.reminderId, delayMs, ...retries })
        .catch(() => undefined);
    },
  };
}

/**
 * Texts appointment reminders when they are due, through the SMS port, and records how each went on the
 * appointment's stream. Safe to run twice for one reminder: only a reminder still waiting is texted, and the port
 * never texts one id (the reminder's) twice, so a try after a crash between the provider's answer and
 * `AppointmentReminderSent` finds it sent and only records it. A provider failure is tried again by the queue; one
 * refused for good, or failing on the last try, is recorded failed and never sent.
 */
export function appointmentReminders(
  deps: CommandDeps & { queue: JobQueue; sms: SmsPort },
  retries: TextRetries = defaultTextRetries,
) {
  const handing = reminderQueue(deps.queue, retries);
  const ctxOf = (data: AppointmentReminderJob): CommandContext => ({
    userId: 'system',
    locationShortName: data.locationShortName,
    now: deps.now(),
    correlationId: data.reminderId,
  });
  const record = (data: AppointmentReminderJob, outcome: ReminderOutcome) =>
    execute(
      deps,
      appointmentStream(data.appointmentId),
      appointment,
      (s) => decideReminderOutcome(s, data.reminderId, outcome),
      ctxOf(data),
    );

  async function deliver(queued: QueuedJob<AppointmentReminderJob>) {
    const { data } = queued;
    const [{ state }, { state: place }, { state: book }] = await Promise.all([
      deps.streams.current(appointmentStream(data.appointmentId), appointment),
      deps.streams.current(locationStream(data.locationShortName), location),
      deps.streams.current(textingStream(data.locationShortName), texting),
    ]);
    const reminder = waitingReminder(state, data.reminderId);
    const settings = place.info;
    if (!state || !reminder || !settings || state.locationShortName !== data.locationShortName)
      return { settled: 'not waiting' };
    const now = deps.now();
    // Queued early (a clock ahead of the queue's): the sweep queues it again in time.
    if (Date.parse(reminder.dueAt) - now.getTime() > minuteMs) return { settled: 'early' };
    const skip = (reason: 'messagingOff' | 'optedOut' | 'noCellular' | 'tooLate') =>
      record(data, { kind: 'skipped', reason }).then(() => ({ settled: reason }));
    if (now >= instantInZone(state.startDateTime, settings.timeZone)) return skip('tooLate');
    if (!settings.enableMessaging || !settings.smsSendPhone) return skip('messagingOff');
    if (reminder.to.length !== 10) return skip('noCellular');
    if (book.optedOut.has(reminder.to)) return skip('optedOut');
    const text = appointmentReminderText(settings.name, state.startDateTime);
    let sent: SentText;
    try {
      sent = await deps.sms.send({ id: reminder.reminderId, to: reminder.to, from: settings.smsSendPhone, body: text });
    } catch (error) {
      const refused = error instanceof TextRefusedError;
      if (refused || queued.attempt >= queued.attempts) await record(data, { kind: 'failed', reason: reasonOf(error) });
      if (refused) return { settled: 'failed' };
      // The queue tries again, or after the last try keeps the job among its failed ones.
      throw error;
    }
    // Recording may fail too (the store out of reach): the next try finds the text sent and only records it.
    await record(data, {
      kind: 'sent',
      from: settings.smsSendPhone,
      text,
      providerId: sent.providerId,
      sentAt: deps.now().toISOString(),
    });
    return sent;
  }

  const waiting = waitingReminders(deps.store);

  /**
   * Queues every waiting reminder due within the horizon (those too far off when scheduled, or lost in a restart);
   * answers their ids.
   */
  async function sweep() {
    const now = deps.now();
    const until = now.getTime() + horizonMs;
    const due = [...(await waiting()).values()].filter((r) => Date.parse(r.dueAt) <= until);
    for (const { job, dueAt } of due) await handing.handOver(job, dueAt, now);
    return due.map((r) => r.job.reminderId);
  }

  return {
    sweep,
    /** Starts the worker, and sweeps now and every minute after; close() stops both. */
    async start() {
      const worker: QueueWorker = await deps.queue.process<AppointmentReminderJob>(appointmentReminderJob, deliver, {
        concurrency: 4,
      });
      return withSweep(worker, sweep, sweepEveryMs);
    },
  };
}
