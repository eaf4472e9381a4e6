import {
  type AppointmentReminderJob,
  appointmentReminderJob,
  appointmentReminderText,
  appointmentStream,
  instantInZone,
  type LocationSettings,
  textingStream,
} from '@bayline/contracts';
import type { JobQueue, QueuedJob } from '@bayline/platform/job-queue/port';
import { type SentText, type SmsPort, TextRefusedError } from '@bayline/platform/sms';
import { location, locationStream } from '../locations/location.ts';
import { texting } from '../messaging/texts.ts';
import { inNotifyHours, type NoticeRules, notifyTimeSkipReason } from '../notifications/notices.ts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
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

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Texts appointment reminders when they are due, through the SMS port, and records how each went on the
 * appointment's stream. Safe to run twice for one reminder: only a reminder still waiting is texted, and the port
 * never texts one id (the reminder's) twice, so a try after a crash between the provider's answer and
 * `AppointmentReminderSent` finds it sent and only records it. A provider failure is tried again by the queue; one
 * refused for good, or failing on the last try, is recorded failed and never sent.
 */
export function appointmentReminders(deps: CommandDeps & { queue: JobQueue; sms: SmsPort }) {
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

  /** Texts the reminder of a queue job (queued by the reminders' process manager, delayed to its moment). */
  async function remind(queued: Pick<QueuedJob<AppointmentReminderJob>, 'data' | 'attempt' | 'attempts'>) {
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
    // Handed over early (the queue's clock ahead of this one's): tried again after the queue's wait, never texted
    // before its moment.
    if (Date.parse(reminder.dueAt) - now.getTime() > minuteMs) throw new Error(`Not due until ${reminder.dueAt}`);
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

  return {
    remind,
    /** Starts the worker; close() stops it. */
    start: () =>
      deps.queue.process<AppointmentReminderJob>(appointmentReminderJob, remind, {
        concurrency: 4,
      }),
  };
}
