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
  type JobFields,
  jobDateFields,
  type ReportDay,
  type ReportJob,
  type ReportMonth,
  type ReportStay,
  RoState,
  stayHours,
} from '@bayline/contracts';
import {
  reportDaysModel,
  reportJobsModel,
  reportLocationsModel,
  reportMonthsModel,
  reportStaysModel,
} from '@bayline/contracts/read-models/reports';
import type { Change } from '@bayline/platform/read-store/port';
import {
  type DocKey,
  documentKey,
  keeps,
  type Lookup,
  lookupIn,
  type ProjectedEvent,
  type Projector,
  projected,
  upsert,
} from '../projector.ts';
import { assignmentsAfter, badgesAfter, onJobStream, stateAfter } from './job-changes.ts';

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
const endsStays = new Set<ProjectedEvent['type']>(['JobMovedToDepartment', 'JobArchived', 'JobVoided']);

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

function created(event: Extract<ProjectedEvent, { type: 'JobCreated' }>): ReportJob {
  const data = event.data;
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
function stayEnded(before: ReportJob, event: ProjectedEvent, day: string): Ended | undefined {
  if (!before.stayIn) return undefined;
  if (event.type === 'JobMovedToDepartment') {
    const move = event.data;
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
  const entry = entries[at];
  if (!entry) return [...entries, [key, ...values] as T];
  const next = [...entries];
  next[at] = [key, ...values.map((v, i) => (entry[i + 1] as number) + v)] as T;
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
  const [, ...totals] = delivered[at] ?? [part.key, ...emptyDeliveredTotals()];
  const sum = addDelivered([...totals] as DeliveredTotals, part.totals, sign);
  if (at < 0) delivered.push([part.key, ...sum]);
  else if (sum[0] === 0) delivered.splice(at, 1);
  else delivered[at] = [part.key, ...sum];
  return { ...month, delivered };
}

/** The month a job's Delivered date takes in the event, if it sets one ('YYYY-MM'). */
function deliveredMonthSet(event: ProjectedEvent): string | undefined {
  const datePickup =
    event.type === 'JobCreated'
      ? event.data.datePickup
      : event.type === 'JobInformationChanged'
        ? event.data.changes.datePickup
        : undefined;
  return typeof datePickup === 'string' ? monthOf(dayOf(datePickup)) : undefined;
}

/** The events that may change a delivered job's part of its month. */
const changesDelivered = new Set<ProjectedEvent['type']>([
  'JobInformationChanged',
  'JobArchived',
  'JobVoided',
  'JobReopened',
]);

/** The job after one of its events; undefined when the event changes nothing the reports read. */
function jobAfter(job: ReportJob, event: ProjectedEvent): ReportJob | undefined {
  switch (event.type) {
    case 'JobInformationChanged': {
      const { changes } = event.data;
      const relevant = jobFieldNames.filter((f) => f in changes);
      if (!relevant.length) return undefined;
      const next = { ...job } as unknown as Record<string, unknown>;
      for (const field of relevant) next[field] = (changes as Record<string, unknown>)[field];
      return derived(next as unknown as ReportJob);
    }
    case 'JobScheduledOutChanged':
      return derived({ ...job, scheduledOut: event.data.scheduledOut });
    case 'JobMovedToDepartment': {
      const { toDepartmentId } = event.data;
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
  ...keeps(reportJobsModel, reportStaysModel, reportDaysModel, reportMonthsModel, reportLocationsModel),
  keys(recorded) {
    const event = projected(recorded);
    if (event.type === 'LocationOpened' && event.streamId.startsWith('location-'))
      return [documentKey(reportLocationsModel, event.streamId.slice('location-'.length))];
    if (!onJobStream(event)) return [];
    const keys: DocKey[] = [documentKey(reportJobsModel, String(event.data.jobAdminId))];
    const delivered = deliveredMonthSet(event);
    if (delivered) keys.push(documentKey(reportMonthsModel, dayId(event.metadata.locationShortName, delivered)));
    if (endsStays.has(event.type)) {
      const location = event.metadata.locationShortName;
      keys.push(documentKey(reportLocationsModel, location));
      const days = daysAround(event.metadata.at);
      for (const day of days) keys.push(documentKey(reportDaysModel, dayId(location, day)));
      for (const month of new Set(days.map(monthOf))) keys.push(documentKey(reportMonthsModel, dayId(location, month)));
    }
    return keys;
  },
  keysFrom(recorded, read) {
    const event = projected(recorded);
    if (!onJobStream(event) || !changesDelivered.has(event.type)) return [];
    // The month the job was delivered in before the batch, which its part may leave (and the one the event sets).
    const job = lookupIn(read, reportJobsModel, String(event.data.jobAdminId));
    const months = new Set([job?.deliveredOn && monthOf(job.deliveredOn), deliveredMonthSet(event)]);
    return job
      ? [...months].flatMap((m) => (m ? [documentKey(reportMonthsModel, dayId(job.locationShortName, m))] : []))
      : [];
  },
  apply(recorded, read) {
    const event = projected(recorded);
    if (event.type === 'LocationOpened' && event.streamId.startsWith('location-')) {
      const { timeZone } = event.data.info;
      return [upsert(reportLocationsModel, { id: event.streamId.slice(9), timeZone })];
    }
    if (!onJobStream(event)) return [];
    // Months changed by this event, written once at the end (a stay and a delivered part may share one).
    const months = new Map<string, ReportMonth>();
    const month = (location: string, of: string) =>
      months.get(of) ?? lookupIn(read, reportMonthsModel, dayId(location, of)) ?? emptyMonth(location, of);
    const monthChanges = () => [...months.values()].map((doc) => upsert(reportMonthsModel, doc));
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
      return [upsert(reportJobsModel, { ...job }), ...monthChanges()];
    }
    const before = lookupIn(read, reportJobsModel, String(event.data.jobAdminId));
    if (!before) return [];
    const after = jobAfter(before, event);
    if (!after) return [];
    const changes: Change[] = [];
    const ended = endsStays.has(event.type)
      ? stayEnded(before, event, localDay(read, before.locationShortName, event.metadata.at))
      : undefined;
    if (ended) {
      const { stay } = ended;
      changes.push(upsert(reportStaysModel, { ...stay }));
      const doc = lookupIn(read, reportDaysModel, dayId(stay.locationShortName, stay.day));
      changes.push(upsert(reportDaysModel, { ...dayWith(doc, ended, before) }));
      const of = monthOf(stay.day);
      months.set(of, monthWith(month(stay.locationShortName, of), stay));
      if (ended.credit) after.credited = [...before.credited, stay.departmentId];
    }
    if (changesDelivered.has(event.type)) moveDelivered(before, after);
    return [upsert(reportJobsModel, { ...after }), ...changes, ...monthChanges()];
  },
};

/** The day of an instant at a location (UTC when its time zone is not known). */
function localDay(read: Lookup, location: string, at: string): string {
  const timeZone = lookupIn(read, reportLocationsModel, location)?.timeZone ?? 'UTC';
  return dayInZone(new Date(at), timeZone);
}
