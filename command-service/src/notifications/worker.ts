import {
  type Contact,
  digitsOf,
  fillMessageTags,
  type NotificationJob,
  notificationJob,
  notificationsStream,
  Refusal,
  shownJobId,
  staffNotices,
} from '@bayline/contracts';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import type { SmsPort } from '@bayline/platform/sms';
import { type Job, job, jobStream } from '../jobs/job.ts';
import { location, locationStream } from '../locations/location.ts';
import { defaultTextRetries, type TextRetries, textingCommands } from '../messaging/commands.ts';
import type { Catalog } from '../shared/catalog.ts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideStaffNotices, noticeBook, noticeId, type StaffNotice } from './notices.ts';

/** The job's values a message's tags are filled from, shaped as the tag filler reads a job. */
type EnteredJob = Extract<NotificationJob, { kind: 'departmentEntered' }>;

const tagSource = (state: Job) => ({ ...state.fields, jobAdminInt: state.jobAdminInt });

/**
 * Does the notification work the process manager queues, on the command side: the customer's status text goes
 * through the texting command path (queued on the job, sent by the text delivery worker); staff notices are decided
 * on `notifications-{location}` and texted through the SMS port. Each is named by the event that set it off, so a
 * retried or requeued job records and texts nothing twice.
 */
export function notificationWork(
  deps: CommandDeps & { queue: JobQueue; sms: SmsPort },
  retries: TextRetries = defaultTextRetries,
) {
  const texting = textingCommands(deps, deps.queue, retries);

  /** Decides the round's notices, then texts every one decided sent (also one a crash left decided but unsent). */
  async function tell(ctx: CommandContext, notices: StaffNotice[]) {
    if (!notices.length) return;
    const { state: place } = await deps.streams.current(locationStream(ctx.locationShortName), location);
    if (!place.info) return;
    const rules = place.info;
    const { state: book } = await execute(
      deps,
      notificationsStream(ctx.locationShortName),
      noticeBook,
      (b) => decideStaffNotices(b, notices, rules, ctx.now),
      ctx,
    );
    for (const notice of notices) {
      const sent = book.decided.get(noticeId(notice.round, notice.contactId));
      if (sent) await deps.sms.send({ id: sent.notificationId, to: sent.to, from: sent.from, body: sent.text });
    }
  }

  /** Active contacts of the location by id: a deleted or inactive one is told nothing. */
  const contactsOf = (catalog: Catalog) =>
    new Map(catalog.contacts.filter((c) => c.isActive && !c.deletedAt).map((c) => [c.contactId, c]));

  const noticeFor =
    (data: NotificationJob, text: string) =>
    (contact: Contact): StaffNotice => ({
      kind: data.kind,
      round: data.eventId,
      contactId: contact.contactId,
      cellular: contact.cellular,
      jobAdminId: data.jobAdminId,
      text,
    });

  /** The department's status message to the customer, when the department, the job and the customer all allow it. */
  async function statusText(ctx: CommandContext, data: EnteredJob, state: Job, catalog: Catalog) {
    const department = catalog.departments.find((d) => d.departmentId === data.departmentId);
    const to = digitsOf(state.fields.clientCellular ?? '');
    if (!department?.sendSmsUpdate || !department.statusMessage?.trim() || !state.fields.sendTextUpdates || !to) return;
    const body = fillMessageTags(department.statusMessage, {
      job: tagSource(state),
      departmentName: department.name,
      location: { name: catalog.location.name, phone: catalog.location.phone },
    });
    try {
      await texting.sendStatusText(ctx, { jobAdminId: data.jobAdminId, messageId: `status-${data.eventId}`, to, body });
    } catch (error) {
      // Messaging off, or the customer opted out: the shop sends nothing, as it would refuse to by hand.
      if (!(error instanceof Refusal)) throw error;
    }
  }

  async function notify(data: NotificationJob) {
    const ctx: CommandContext = {
      userId: 'system',
      locationShortName: data.locationShortName,
      now: new Date(),
      correlationId: data.eventId,
    };
    const [{ state }, catalog] = await Promise.all([
      deps.streams.current(jobStream(data.jobAdminId), job),
      deps.catalogs.load(data.locationShortName),
    ]);
    if (!state.exists) return;
    const contacts = contactsOf(catalog);
    const jobId = shownJobId(tagSource(state));
    const customer = state.fields.clientName;
    const departmentName = (id: string) => catalog.departments.find((d) => d.departmentId === id)?.name ?? '';
    const known = (ids: Iterable<string>) => [...ids].flatMap((id) => contacts.get(id) ?? []);

    if (data.kind === 'departmentEntered') {
      await statusText(ctx, data, state, catalog);
      const told = [...state.assignments.values()].filter(
        (a) => a.departmentId === data.departmentId && (a.doNotify || a.notifyOnly),
      );
      const text = staffNotices.departmentEntered(jobId, customer, departmentName(data.departmentId));
      await tell(ctx, known(told.map((a) => a.contactId)).map(noticeFor(data, text)));
    } else if (data.kind === 'badgeStateChanged') {
      const badge = catalog.badges.find((b) => b.badgeId === data.badgeId);
      const badgeState = badge?.badgeStates.find((s) => s.state === data.state);
      if (!badge || !badgeState) return;
      const text = staffNotices.badgeState(jobId, badge.description, badgeState.description);
      await tell(ctx, known((badgeState.badgeNotifications ?? []).map((n) => n.contactId)).map(noticeFor(data, text)));
    } else {
      const text = staffNotices.assigned(jobId, customer, departmentName(data.departmentId));
      await tell(ctx, known([data.contactId]).map(noticeFor(data, text)));
    }
  }

  return {
    /** Starts the worker; close() stops it. */
    start: () => deps.queue.process<NotificationJob>(notificationJob, async (queued) => notify(queued.data)),
  };
}
