import {
  type CycleGoalJob,
  cycleGoalJob,
  digitsOf,
  fillMessageTags,
  type JobsByDepartment,
  type LocationSettings,
  locationMetrics,
  type NotificationEvent,
  type NotificationJob,
  notificationJob,
  notificationsStream,
  Refusal,
  shownJobId,
  staffNoticeMessages,
} from '@bayline/contracts';
import type { JobQueue, QueuedJob } from '@bayline/platform/job-queue/port';
import { type SmsPort, TextRefusedError } from '@bayline/platform/sms';
import { type Job, type JobStreamEvent, job, jobStream } from '../jobs/job.ts';
import { location, locationStream } from '../locations/location.ts';
import { defaultTextRetries, type TextRetries, textingCommands } from '../messaging/commands.ts';
import type { Catalog } from '../shared/catalog.ts';
import { type CommandContext, execute, fold } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { streamEvents } from '../shared/folded-streams.ts';
import {
  capacityNotice,
  confirmedOnStream,
  decideStaffNoticeFailed,
  decideStaffNotices,
  type NoticeBook,
  noticeBook,
  noticeId,
  notifyTimeSkipReason,
  overdueCycleRounds,
  type StaffNotice,
  tooOldToTell,
} from './notices.ts';

type EnteredJob = Extract<NotificationJob, { kind: 'departmentEntered' }>;
type Round = Omit<StaffNotice, 'contactId' | 'cellular'>;

/** Active contacts only: a deleted or inactive one is told nothing. */
const contactsOf = (catalog: Catalog) =>
  new Map(catalog.contacts.filter((c) => c.isActive && !c.deletedAt).map((c) => [c.contactId, c]));
type Contacts = ReturnType<typeof contactsOf>;

/** The job's values a message's tags are filled from, shaped as the tag filler reads a job. */
const tagSource = (state: Job) => ({ ...state.fields, jobAdminInt: state.jobAdminInt });

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Does the notification work the process manager queues, on the command side: the customer's status text goes
 * through the texting command path (queued on the job, sent by the text delivery worker); staff notices are decided
 * on `notifications-{location}` and texted through the SMS port. Each is named by the event that set it off (a
 * cycle notice by the one that began the job's stay), so a retried or requeued job records and texts nothing twice.
 * It decides on streams alone: what a read model knows (WIP and inventory counts, the open jobs a cycle check found)
 * comes in the queue job from the process manager, and a job it names is confirmed on the job's own stream.
 */
export function notificationWork(
  deps: CommandDeps & { queue: JobQueue; sms: SmsPort },
  retries: TextRetries = defaultTextRetries,
) {
  const texting = textingCommands(deps, deps.queue, retries);
  const system = (locationShortName: string, correlationId: string): CommandContext => ({
    userId: 'system',
    locationShortName,
    now: deps.now(),
    correlationId,
  });

  /** Decides on the location's notices (`notifications-{location}`). */
  const onBook = (ctx: CommandContext, decide: (book: NoticeBook) => NotificationEvent[]) =>
    execute(deps, notificationsStream(ctx.locationShortName), noticeBook, decide, ctx);

  /**
   * Decides the notices, then texts every one decided sent: with `resend`, also one decided before (a retried job,
   * or one a crash left decided but unsent: the port never texts one id twice). One the provider refuses for good,
   * or on the job's last try, is recorded failed and never sent again; any other failure is retried by the queue.
   */
  async function tell(
    ctx: CommandContext,
    rules: LocationSettings,
    notices: StaffNotice[],
    { lastTry, resend }: { lastTry: boolean; resend: boolean },
  ) {
    if (!notices.length) return;
    const { state: book, events } = await onBook(ctx, (b) => decideStaffNotices(b, notices, rules, ctx.now));
    const decidedNow = new Set(events.map((e) => String(e.data.notificationId)));
    let retry: unknown;
    for (const id of new Set(notices.map((n) => noticeId(n.round, n.contactId)))) {
      const sent = book.decided.get(id);
      if (!sent || !(resend || decidedNow.has(id))) continue;
      try {
        await deps.sms.send({ id, to: sent.to, from: sent.from, body: sent.text });
      } catch (error) {
        const refused = error instanceof TextRefusedError;
        if (refused || lastTry) await onBook(ctx, (b) => decideStaffNoticeFailed(b, id, reasonOf(error)));
        if (!refused) retry ??= error;
      }
    }
    if (retry) throw retry;
  }

  /** One round's notice to each of `ids` the location still has, with the cell phone it has for them. */
  function toEach(contacts: Contacts, ids: Iterable<string>, round: Round): StaffNotice[] {
    return [...new Set(ids)].flatMap((id) => {
      const contact = contacts.get(id);
      return contact ? [{ ...round, contactId: id, cellular: contact.cellular }] : [];
    });
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

  /** WIP and inventory as the process manager counted them at the event, against the location's maximums now. */
  const capacityText = (counted: JobsByDepartment, settings: LocationSettings, catalog: Catalog) =>
    capacityNotice(locationMetrics(catalog.departments, counted, settings));

  /** The job as it was just after the event: who was assigned then, what the customer was called then. */
  async function jobAsItWas(data: NotificationJob) {
    const events = await streamEvents<JobStreamEvent>(deps.store, jobStream(data.jobAdminId), {
      maxCount: data.version + 1,
    });
    return fold(job, job.initial(), events);
  }

  /** What an event of a job's tells whom, and the customer's status text. */
  async function noticesAbout(
    ctx: CommandContext,
    data: NotificationJob,
    settings: LocationSettings,
    catalog: Catalog,
  ) {
    if (data.kind === 'capacity') {
      // WIP or inventory counted anew may be at the threshold: the assignees chosen in the preferences are told.
      const text = settings.enableWipInvNotify ? capacityText(data.jobsByDepartment, settings, catalog) : undefined;
      if (!text) return [];
      const round = { kind: 'capacity' as const, round: `${data.eventId}-capacity`, jobAdminId: null, text };
      return toEach(contactsOf(catalog), settings.notifyAssigneeIds, round);
    }
    const state = await jobAsItWas(data);
    if (!state.exists) return [];
    const about = { kind: data.kind, round: data.eventId, jobAdminId: data.jobAdminId };
    const jobId = shownJobId(tagSource(state));
    const customer = state.fields.clientName;
    const departmentName = (id: string) => catalog.departments.find((d) => d.departmentId === id)?.name ?? '';
    const contacts = contactsOf(catalog);
    if (data.kind === 'departmentEntered') {
      await statusText(ctx, data, state, catalog);
      const told = [...state.assignments.values()].filter(
        (a) => a.departmentId === data.departmentId && (a.doNotify || a.notifyOnly),
      );
      const text = staffNoticeMessages.departmentEntered(jobId, customer, departmentName(data.departmentId));
      return toEach(
        contacts,
        told.map((a) => a.contactId),
        { ...about, text },
      );
    }
    if (data.kind === 'badgeStateChanged') {
      const badge = catalog.badges.find((b) => b.badgeId === data.badgeId);
      const badgeState = badge?.badgeStates.find((s) => s.state === data.state);
      if (!badge || !badgeState) return [];
      const text = staffNoticeMessages.badgeState(jobId, badge.description, badgeState.description);
      return toEach(
        contacts,
        (badgeState.badgeNotifications ?? []).map((n) => n.contactId),
        { ...about, text },
      );
    }
    const text = staffNoticeMessages.assigned(jobId, customer, departmentName(data.departmentId));
    return toEach(contacts, [data.contactId], { ...about, text });
  }

  async function notify(queued: QueuedJob<NotificationJob>) {
    const { data } = queued;
    const ctx = system(data.locationShortName, data.eventId);
    if (tooOldToTell(data.at, ctx.now)) return;
    const [{ state: place }, catalog] = await Promise.all([
      deps.streams.current(locationStream(data.locationShortName), location),
      deps.catalogs.load(data.locationShortName),
    ]);
    if (!place.info) return;
    const notices = await noticesAbout(ctx, data, place.info, catalog);
    await tell(ctx, place.info, notices, { lastTry: queued.attempt >= queued.attempts, resend: true });
  }

  /**
   * A job a cycle check found open in its department: told to the goal's contacts, once per stay, if it is longer
   * there than its class's cycle goal where the department sends notifications, within the notify days and hours
   * (outside them nothing is decided; a check within them asks again). The check read the jobs read model, which
   * lags: the job's own stream must still have it open and in that stay, or nothing is told. Only what this job
   * decides is texted (a retry also what its earlier try decided): a check every few minutes does not ask the
   * provider again about a job still over its goal.
   */
  async function tellCycleGoal(queued: QueuedJob<CycleGoalJob>) {
    const { data } = queued;
    const ctx = system(data.locationShortName, deps.newId());
    const [{ state: place }, catalog] = await Promise.all([
      deps.streams.current(locationStream(data.locationShortName), location),
      deps.catalogs.load(data.locationShortName),
    ]);
    const settings = place.info;
    if (!settings || notifyTimeSkipReason(settings, ctx.now)) return;
    const found = confirmedOnStream(data, await streamEvents<JobStreamEvent>(deps.store, jobStream(data.jobAdminId)));
    if (!found) return;
    const contacts = contactsOf(catalog);
    const notices = overdueCycleRounds([found], catalog.departments, ctx.now).flatMap(({ contactIds, ...round }) =>
      toEach(contacts, contactIds, { ...round, kind: 'cycle' }),
    );
    await tell(ctx, settings, notices, { lastTry: queued.attempt >= queued.attempts, resend: queued.attempt > 1 });
  }

  return {
    /** Starts the workers; close() stops them. */
    async start() {
      const workers = [
        await deps.queue.process<NotificationJob>(notificationJob, notify),
        await deps.queue.process<CycleGoalJob>(cycleGoalJob, tellCycleGoal),
      ];
      return { close: async () => void (await Promise.all(workers.map((w) => w.close()))) };
    },
  };
}
