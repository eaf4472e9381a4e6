import {
  addDays,
  addDelivered,
  cycleDays,
  type DeliveredTotals,
  dayInZone,
  dayOf,
  deliveredTotals,
  emptyDeliveredTotals,
  hundredths,
  type JobEvents,
  type JobFields,
  jobDateFields,
  type ReportDay,
  type ReportJob,
  type ReportMonth,
  type ReportStay,
  RoState,
  stayHours,
} from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change } from '@bayline/platform/read-store/port';
import type { DocKey, Lookup, Projector } from '../projector.ts';
import { assignmentsAfter, badgesAfter, stateAfter } from './job-changes.ts';

/**
 * The reports read model (docs/metrics.md "Reports"): what every report, chart and the cycle-time analytics read,
 * so that none of them reads events or whole job collections.
 *
 * - `reportJobs`, one per job: the fields the grids show and the figures read, with the days they are found by
 *   (delivered, arrived, scheduled in and out, each an index with the location) and whether the job is in the
 *   inventory. Delivered figures hang on job dates a user may change at any time, so they are kept per job and
 *   added up over the date index when asked: a job's old delivered day is not in the event that changes it, and a
 *   projector names what it reads from the event alone.
 * - `reportStays`, one per department stay that ended (a move out, an archive), found by the location's day it
 *   ended: the p50/p90 and drill-downs of the cycle-time analytics.
 * - `reportDays`, one per location and day (in the location's time zone): the stays that ended that day added up
 *   by department, job class and group, the hours finished (credited) by department and by assignee, and each
 *   stay's department, class and hours (the analytics' percentiles and drill-downs). A day of an event's instant is
 *   known from the event, so these are pre-aggregated as the events come.
 * - `reportMonths`, one per location and month: its days' stay sums, and its delivered jobs added up by class, group
 *   and state, so that a long range reads months. A job's delivered part follows the job (`moveDelivered`); the
 *   month it leaves is in the job's document, not in the event, so `keysFrom` names it.
 * - `reportLocations`: each location's time zone.
 */

const dayId = (location: string, day: string) => `${location}|${day}`;
const monthOf = (day: string) => day.slice(0, 7);
/** The candidate days of an instant anywhere on earth: its UTC day and the days either side. */
const daysAround = (at: string) => {
  const utc = at.slice(0, 10);
  return [addDays(utc, -1), utc, addDays(utc, 1)];
};
/** The events that may end a stay: a move, an archive, a void. */
const endsStays = new Set(['JobMovedToDepartment', 'JobArchived', 'JobVoided']);

const jobFieldNames = [
  'hat',
  'clientName',
  'clientCellular',
  'clientEmail',
  'year',
  'make',
  'model',
  'color',
  'hours',
  'refinish',
  'subTotal',
  'jobClassId',
  'groupShortName',
  ...jobDateFields,
] as const satisfies readonly (keyof JobFields)[];

/** The job with its derived fields worked out again (every job document has the same shape and field order). */
function derived(job: ReportJob): ReportJob {
  const day = (value: string | null) => (value ? dayOf(value) : null);
  return {
    ...job,
    deliveredOn: day(job.datePickup),
    arrivedOn: day(job.dateTowIn),
    readyOn: day(job.dateReady),
    scheduledInOn: day(job.scheduledIn),
    scheduledOutOn: day(job.scheduledOut),
    inventory: job.roState === RoState.open && !job.datePickup,
    k2k: cycleDays(job).k2k,
  };
}

/** What a job created without a field has: empty text, 0, no date. */
const fieldDefaults: Pick<JobFields, (typeof jobFieldNames)[number]> = {
  hat: '',
  clientName: '',
  clientCellular: '',
  clientEmail: '',
  year: 0,
  make: '',
  model: '',
  color: '',
  hours: 0,
  refinish: 0,
  subTotal: 0,
  jobClassId: '',
  groupShortName: null,
  scheduledIn: null,
  scheduledOut: null,
  dateTowIn: null,
  repairStart: null,
  dateReady: null,
  datePickup: null,
};

function created(event: RecordedEvent): ReportJob {
  const data = event.data as JobEvents['JobCreated'];
  const fields = Object.fromEntries(jobFieldNames.map((f) => [f, data[f] ?? fieldDefaults[f]])) as typeof fieldDefaults;
  return derived({
    id: data.jobAdminId,
    jobAdminId: data.jobAdminId,
    jobAdminInt: data.jobAdminInt,
    locationShortName: event.metadata.locationShortName,
    ...fields,
    roState: data.roState,
    departmentId: data.departmentId,
    deliveredOn: null,
    arrivedOn: null,
    readyOn: null,
    scheduledInOn: null,
    scheduledOutOn: null,
    inventory: false,
    k2k: null,
    badges: [],
    assignees: [],
    stayIn: event.metadata.at,
    credited: [],
  });
}

interface Ended {
  stay: ReportStay;
  /** Whether the department's hours are credited now (the first stay of the job there to end by a move or archive). */
  credit: boolean;
}

/** The stay a move, archive or void ends, if any, with the job as it was (class, group, hours, badges, assignees). */
function stayEnded(before: ReportJob, event: RecordedEvent, day: string): Ended | undefined {
  if (!before.stayIn) return undefined;
  if (event.type === 'JobMovedToDepartment') {
    const move = event.data as JobEvents['JobMovedToDepartment'];
    // A move within the department (another subdepartment) goes on with the same stay.
    if (move.toDepartmentId === before.departmentId) return undefined;
  }
  // A voided job's stay is no work done: it ends with nothing recorded.
  if (event.type === 'JobVoided') return undefined;
  const stay: ReportStay = {
    id: event.id,
    locationShortName: before.locationShortName,
    jobAdminId: before.jobAdminId,
    departmentId: before.departmentId,
    jobClassId: before.jobClassId,
    groupShortName: before.groupShortName,
    day,
    dateTimeIn: before.stayIn,
    dateTimeOut: event.metadata.at,
    hours: stayHours(before.stayIn, event.metadata.at),
    roState: before.roState,
    badges: before.badges.map((b) => `${b.badgeId}:${b.state}`),
    assignees: before.assignees.filter((a) => a.departmentId === before.departmentId).map((a) => a.contactId),
  };
  return { stay, credit: !before.credited.includes(before.departmentId) };
}

/** The entries with `values` added to those of `key` (a new entry at the end when the key has none yet). */
function added<T extends [string, ...number[]]>(entries: T[], key: string, values: number[]): T[] {
  const at = entries.findIndex((entry) => entry[0] === key);
  if (at < 0) return [...entries, [key, ...values] as T];
  const next = [...entries];
  next[at] = [key, ...values.map((v, i) => (entries[at][i + 1] as number) + v)] as T;
  return next;
}

const sumsKey = (stay: ReportStay) => `${stay.departmentId}|${stay.jobClassId}|${stay.groupShortName ?? ''}`;

/** The day's sums and stays with an ended stay (and its credits) added. */
function dayWith(doc: ReportDay | undefined, ended: Ended, job: ReportJob): ReportDay {
  const { stay } = ended;
  const key = sumsKey(stay);
  const day: ReportDay = doc ?? {
    id: dayId(stay.locationShortName, stay.day),
    locationShortName: stay.locationShortName,
    day: stay.day,
    stays: [],
    credits: [],
    assigneeCredits: [],
    ended: [],
  };
  const hours = hundredths(stay.hours);
  const next: ReportDay = {
    ...day,
    stays: added(day.stays, key, [1, hours]),
    ended: [...day.ended, [stay.departmentId, stay.jobClassId, hours, stay.dateTimeOut, stay.id]],
  };
  if (!ended.credit) return next;
  const credit = [1, hundredths(job.hours), hundredths(job.refinish)];
  next.credits = added(day.credits, key, credit);
  let byAssignee = day.assigneeCredits;
  for (const contactId of stay.assignees.length ? [...new Set(stay.assignees)] : [''])
    byAssignee = added(byAssignee, `${contactId}|${key}`, credit);
  next.assigneeCredits = byAssignee;
  return next;
}

/** A month's document with nothing added up yet. */
const emptyMonth = (location: string, month: string): ReportMonth => ({
  id: dayId(location, month),
  locationShortName: location,
  month,
  stays: [],
  delivered: [],
});

/** The month's stay sums with an ended stay added. */
const monthWith = (doc: ReportMonth, stay: ReportStay): ReportMonth => ({
  ...doc,
  stays: added(doc.stays, sumsKey(stay), [1, hundredths(stay.hours)]),
});

/** A delivered job's part of its month's delivered totals (docs/metrics.md "How the figures are kept"). */
interface DeliveredPart {
  month: string;
  key: string;
  totals: DeliveredTotals;
}

function deliveredPart(job: ReportJob): DeliveredPart | undefined {
  if (!job.deliveredOn) return undefined;
  return {
    month: monthOf(job.deliveredOn),
    key: `${job.jobClassId}|${job.groupShortName ?? ''}|${job.roState}`,
    totals: deliveredTotals(job),
  };
}

const samePart = (a: DeliveredPart | undefined, b: DeliveredPart | undefined) =>
  a === b || (!!a && !!b && a.month === b.month && a.key === b.key && a.totals.every((v, i) => v === b.totals[i]));

/** The month's delivered totals with a job's part added (`sign` -1: taken off; an emptied key goes). */
function deliveredWith(month: ReportMonth, part: DeliveredPart, sign: 1 | -1): ReportMonth {
  const at = month.delivered.findIndex(([key]) => key === part.key);
  const delivered = [...month.delivered];
  const [, ...totals] = at < 0 ? [part.key, ...emptyDeliveredTotals()] : delivered[at];
  const sum = addDelivered([...totals] as DeliveredTotals, part.totals, sign);
  if (at < 0) delivered.push([part.key, ...sum]);
  else if (sum[0] === 0) delivered.splice(at, 1);
  else delivered[at] = [part.key, ...sum];
  return { ...month, delivered };
}

/** The month a job's Delivered date takes in the event, if it sets one ('YYYY-MM'). */
function deliveredMonthSet(event: RecordedEvent): string | undefined {
  const datePickup =
    event.type === 'JobCreated'
      ? (event.data as JobEvents['JobCreated']).datePickup
      : event.type === 'JobInformationChanged'
        ? (event.data as JobEvents['JobInformationChanged']).changes.datePickup
        : undefined;
  return typeof datePickup === 'string' ? monthOf(dayOf(datePickup)) : undefined;
}

/** The events that may change a delivered job's part of its month. */
const changesDelivered = new Set(['JobInformationChanged', 'JobArchived', 'JobVoided', 'JobReopened']);

/** The job after one of its events; undefined when the event changes nothing the reports read. */
function jobAfter(job: ReportJob, event: RecordedEvent): ReportJob | undefined {
  switch (event.type) {
    case 'JobInformationChanged': {
      const { changes } = event.data as JobEvents['JobInformationChanged'];
      const relevant = jobFieldNames.filter((f) => f in changes);
      if (!relevant.length) return undefined;
      const next = { ...job } as unknown as Record<string, unknown>;
      for (const field of relevant) next[field] = (changes as Record<string, unknown>)[field];
      return derived(next as unknown as ReportJob);
    }
    case 'JobScheduledOutChanged':
      return derived({ ...job, scheduledOut: (event.data as JobEvents['JobScheduledOutChanged']).scheduledOut });
    case 'JobMovedToDepartment': {
      const { toDepartmentId } = event.data as JobEvents['JobMovedToDepartment'];
      if (toDepartmentId === job.departmentId) return undefined;
      return { ...job, departmentId: toDepartmentId, stayIn: job.stayIn && event.metadata.at };
    }
    case 'BadgeStateChanged':
    case 'JobBadgeAdded':
    case 'JobBadgeRemoved':
      return { ...job, badges: badgesAfter(job.badges, event)! };
    case 'JobAssigned':
    case 'JobAssignmentChanged':
    case 'JobUnassigned':
      return {
        ...job,
        assignees: assignmentsAfter(job.assignees, event)!.map((a) => ({
          jobAssignmentId: a.jobAssignmentId,
          departmentId: String(a.departmentId),
          contactId: String(a.contactId),
        })),
      };
    case 'JobArchived':
    case 'JobVoided':
    case 'JobReopened': {
      const { roState } = stateAfter(event)!;
      const stayIn = roState === RoState.open ? (job.stayIn ?? event.metadata.at) : null;
      return derived({ ...job, roState, stayIn });
    }
    default:
      return undefined;
  }
}

export const reportsProjector: Projector = {
  name: 'reports',
  version: 2,
  collections: ['reportJobs', 'reportStays', 'reportDays', 'reportMonths', 'reportLocations'],
  indexes: {
    // The grids and figures: jobs delivered, arrived, ready (ready hours), scheduled in or out in a range; the inventory.
    reportJobs: [
      ['locationShortName', 'deliveredOn'],
      ['locationShortName', 'arrivedOn'],
      ['locationShortName', 'readyOn'],
      ['locationShortName', 'scheduledInOn'],
      ['locationShortName', 'scheduledOutOn'],
      ['locationShortName', 'inventory'],
    ],
    reportStays: [['locationShortName', 'day']],
    reportDays: [['locationShortName', 'day']],
    reportMonths: [['locationShortName', 'month']],
  },
  keys(event) {
    if (event.type === 'LocationOpened' && event.streamId.startsWith('location-'))
      return [{ collection: 'reportLocations', id: event.streamId.slice('location-'.length) }];
    if (!event.streamId.startsWith('job-')) return [];
    const keys: DocKey[] = [{ collection: 'reportJobs', id: String(event.data.jobAdminId) }];
    const delivered = deliveredMonthSet(event);
    if (delivered) keys.push({ collection: 'reportMonths', id: dayId(event.metadata.locationShortName, delivered) });
    if (endsStays.has(event.type)) {
      const location = event.metadata.locationShortName;
      keys.push({ collection: 'reportLocations', id: location });
      const days = daysAround(event.metadata.at);
      for (const day of days) keys.push({ collection: 'reportDays', id: dayId(location, day) });
      for (const month of new Set(days.map(monthOf)))
        keys.push({ collection: 'reportMonths', id: dayId(location, month) });
    }
    return keys;
  },
  keysFrom(event, read) {
    if (!event.streamId.startsWith('job-') || !changesDelivered.has(event.type)) return [];
    // The month the job was delivered in before the batch, which its part may leave (and the one the event sets).
    const job = read('reportJobs', String(event.data.jobAdminId)) as ReportJob | undefined;
    const months = new Set([job?.deliveredOn && monthOf(job.deliveredOn), deliveredMonthSet(event)]);
    return job
      ? [...months].flatMap((m) => (m ? [{ collection: 'reportMonths', id: dayId(job.locationShortName, m) }] : []))
      : [];
  },
  apply(event, read) {
    if (event.type === 'LocationOpened' && event.streamId.startsWith('location-')) {
      const { timeZone } = (event.data as { info: { timeZone: string } }).info;
      return [{ op: 'upsert', collection: 'reportLocations', doc: { id: event.streamId.slice(9), timeZone } }];
    }
    if (!event.streamId.startsWith('job-')) return [];
    // Months changed by this event, written once at the end (a stay and a delivered part may share one).
    const months = new Map<string, ReportMonth>();
    const month = (location: string, of: string) =>
      months.get(of) ??
      (read('reportMonths', dayId(location, of)) as ReportMonth | undefined) ??
      emptyMonth(location, of);
    const monthChanges = () =>
      [...months.values()].map((doc): Change => ({ op: 'upsert', collection: 'reportMonths', doc }));
    /** The job's part of the delivered totals moved from how it was to how it is. */
    const moveDelivered = (was: ReportJob | undefined, is: ReportJob) => {
      const [from, to] = [was && deliveredPart(was), deliveredPart(is)];
      if (samePart(from, to)) return;
      if (from) months.set(from.month, deliveredWith(month(is.locationShortName, from.month), from, -1));
      if (to) months.set(to.month, deliveredWith(month(is.locationShortName, to.month), to, 1));
    };
    if (event.type === 'JobCreated') {
      const job = created(event);
      moveDelivered(undefined, job);
      return [{ op: 'upsert', collection: 'reportJobs', doc: { ...job } }, ...monthChanges()];
    }
    const before = read('reportJobs', String(event.data.jobAdminId)) as ReportJob | undefined;
    if (!before) return [];
    const after = jobAfter(before, event);
    if (!after) return [];
    const changes: Change[] = [];
    const ended = endsStays.has(event.type)
      ? stayEnded(before, event, localDay(read, before.locationShortName, event.metadata.at))
      : undefined;
    if (ended) {
      const { stay } = ended;
      changes.push({ op: 'upsert', collection: 'reportStays', doc: { ...stay } });
      const doc = read('reportDays', dayId(stay.locationShortName, stay.day)) as ReportDay | undefined;
      changes.push({ op: 'upsert', collection: 'reportDays', doc: { ...dayWith(doc, ended, before) } });
      const of = monthOf(stay.day);
      months.set(of, monthWith(month(stay.locationShortName, of), stay));
      if (ended.credit) after.credited = [...before.credited, stay.departmentId];
    }
    if (changesDelivered.has(event.type)) moveDelivered(before, after);
    return [{ op: 'upsert', collection: 'reportJobs', doc: { ...after } }, ...changes, ...monthChanges()];
  },
};

/** The day of an instant at a location (UTC when its time zone is not known). */
function localDay(read: Lookup, location: string, at: string): string {
  const timeZone = (read('reportLocations', location)?.timeZone as string | undefined) ?? 'UTC';
  return dayInZone(new Date(at), timeZone);
}
