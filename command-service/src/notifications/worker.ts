import {
  digitsOf,
  fillMessageTags,
  type LocationSettings,
  locationMetrics,
  type NotificationJob,
  notificationJob,
  notificationsStream,
  Refusal,
  shownJobId,
  staffNoticeMessages,
} from '@bayline/contracts';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import type { SmsPort } from '@bayline/platform/sms';
import { type Job, job, jobStream } from '../jobs/job.ts';
import { location, locationStream } from '../locations/location.ts';
import { defaultTextRetries, type TextRetries, textingCommands } from '../messaging/commands.ts';
import type { Catalog } from '../shared/catalog.ts';
import { type CommandContext, execute, fold } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { capacityNotice, decideStaffNotices, noticeBook, noticeId, type StaffNotice, tooOldToTell } from './notices.ts';

/** The projector whose counters capacity notices read, and how long a notice waits for it to reach the event. */
const metricsProjector = 'metrics';
const metricsWaitMs = 10_000;

type EnteredJob = Extract<NotificationJob, { kind: 'departmentEntered' }>;

/** The job's values a message's tags are filled from, shaped as the tag filler reads a job. */
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
  async function tell(ctx: CommandContext, rules: LocationSettings, notices: StaffNotice[]) {
    if (!notices.length) return;
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
      await texting.sendStatusText(ctx, data.jobAdminId, { messageId: `status-${data.eventId}`, to, body });
    } catch (error) {
      // Messaging off, or the customer opted out: the shop sends nothing, as it would refuse to by hand.
      if (!(error instanceof Refusal)) throw error;
    }
  }

  /** WIP and inventory as they stand once the metrics projector has passed `position`, against their maximums. */
  async function capacityNow(data: EnteredJob, settings: LocationSettings, catalog: Catalog) {
    const until = Date.now() + metricsWaitMs;
    while (((await deps.readStore.checkpoint(metricsProjector)) ?? 0) < data.position && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const counters = await deps.readStore.get('locationMetrics', data.locationShortName);
    const counted = (counters?.jobsByDepartment as Record<string, number> | undefined) ?? {};
    return capacityNotice(locationMetrics(catalog.departments, counted, settings));
  }

  /** The job as it was just after the event: who was assigned then, what the customer was called then. */
  async function jobAsItWas(data: NotificationJob) {
    const events = await deps.store.readStream(jobStream(data.jobAdminId), { maxCount: data.version + 1 });
    return fold(job, job.initial(), events);
  }

  async function notify(data: NotificationJob) {
    const ctx: CommandContext = {
      userId: 'system',
      locationShortName: data.locationShortName,
      now: new Date(),
      correlationId: data.eventId,
    };
    if (tooOldToTell(data.at, ctx.now)) return;
    const [state, { state: place }, catalog] = await Promise.all([
      jobAsItWas(data),
      deps.streams.current(locationStream(data.locationShortName), location),
      deps.catalogs.load(data.locationShortName),
    ]);
    const settings = place.info;
    if (!state.exists || !settings) return;
    // Active contacts only: a deleted or inactive one is told nothing.
    const contacts = new Map(catalog.contacts.filter((c) => c.isActive && !c.deletedAt).map((c) => [c.contactId, c]));
    const tellEach = (ids: Iterable<string>, notice: Omit<StaffNotice, 'contactId' | 'cellular'>) =>
      tell(
        ctx,
        settings,
        [...new Set(ids)].flatMap((id) => {
          const contact = contacts.get(id);
          return contact ? [{ ...notice, contactId: id, cellular: contact.cellular }] : [];
        }),
      );
    const about = { kind: data.kind, round: data.eventId, jobAdminId: data.jobAdminId };
    const jobId = shownJobId(tagSource(state));
    const customer = state.fields.clientName;
    const departmentName = (id: string) => catalog.departments.find((d) => d.departmentId === id)?.name ?? '';

    if (data.kind === 'departmentEntered') {
      await statusText(ctx, data, state, catalog);
      const told = [...state.assignments.values()].filter(
        (a) => a.departmentId === data.departmentId && (a.doNotify || a.notifyOnly),
      );
      const text = staffNoticeMessages.departmentEntered(jobId, customer, departmentName(data.departmentId));
      await tellEach(
        told.map((a) => a.contactId),
        { ...about, text },
      );
      // The move may take WIP or inventory to the threshold: the assignees chosen in the preferences are told.
      const capacity = settings.enableWipInvNotify ? await capacityNow(data, settings, catalog) : undefined;
      if (capacity)
        await tellEach(settings.notifyAssigneeIds, {
          kind: 'capacity',
          round: `${data.eventId}-capacity`,
          jobAdminId: null,
          text: capacity,
        });
    } else if (data.kind === 'badgeStateChanged') {
      const badge = catalog.badges.find((b) => b.badgeId === data.badgeId);
      const badgeState = badge?.badgeStates.find((s) => s.state === data.state);
      if (!badge || !badgeState) return;
      const text = staffNoticeMessages.badgeState(jobId, badge.description, badgeState.description);
      await tellEach(
        (badgeState.badgeNotifications ?? []).map((n) => n.contactId),
        { ...about, text },
      );
    } else {
      const text = staffNoticeMessages.assigned(jobId, customer, departmentName(data.departmentId));
      await tellEach([data.contactId], { ...about, text });
    }
  }

  return {
    /** Starts the worker; close() stops it. */
    start: () => deps.queue.process<NotificationJob>(notificationJob, async (queued) => notify(queued.data)),
  };
}
