import {
  type CycleCheckJob,
  cycleCheckJob,
  defaultLocationPreferences,
  type NotificationJob,
  notificationJob,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { locationMetricsModel } from '@bayline/contracts/read-models/metrics';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { caughtUp } from '@bayline/platform/read-store/caught-up';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { type ProjectedEvent, projected } from '../projector.ts';
import { locationsProjector } from '../projectors/locations.ts';
import { mayChangeCounts, metricsProjector } from '../projectors/metrics.ts';
import type { Reactor, Work } from '../reactions/runner.ts';

type About = Pick<NotificationJob, 'eventId' | 'position' | 'version' | 'at' | 'locationShortName'>;

/** The notification a job's event asks for about the job itself; the worker reads the settings it needs and decides. */
function jobFor(event: ProjectedEvent, at: About): NotificationJob | undefined {
  switch (event.type) {
    case 'JobMovedToDepartment': {
      const { jobAdminId, toDepartmentId } = event.data;
      return { ...at, kind: 'departmentEntered', jobAdminId, departmentId: toDepartmentId };
    }
    case 'BadgeStateChanged': {
      const { jobAdminId, badgeId, state } = event.data;
      return { ...at, kind: 'badgeStateChanged', jobAdminId, badgeId, state };
    }
    case 'JobAssigned': {
      const { jobAdminId, contactId, departmentId, doNotify, notifyOnly } = event.data;
      return doNotify || notifyOnly ? { ...at, kind: 'assigned', jobAdminId, contactId, departmentId } : undefined;
    }
    default:
      return undefined;
  }
}

/** How long an event's capacity notice waits for the metrics projector to count the event. */
const metricsWaitMs = 10_000;

/**
 * The location's jobs counted per department once the metrics projector has passed `position`: what WIP and
 * inventory were at the event (or since). Until it has, the batch waits and is followed again: a notice on counts
 * that miss the event would tell a wrong number.
 */
async function countsAt(readStore: ReadStore, locationShortName: string, position: number) {
  if (!(await caughtUp(readStore, metricsProjector.name, position, { timeoutMs: metricsWaitMs })))
    throw new Error(`the metrics read model has not reached position ${position}`);
  const counters = await readStore.collection(locationMetricsModel).get(locationShortName);
  return counters?.jobsByDepartment ?? {};
}

/** Every job's notifications an event asks for: about the job, and about WIP and inventory when it changes them. */
async function jobWork(readStore: ReadStore, recorded: RecordedEvent): Promise<Work[]> {
  const event = projected(recorded);
  const at: About = {
    eventId: event.id,
    position: event.position,
    version: event.version,
    at: event.metadata.at,
    locationShortName: event.metadata.locationShortName,
  };
  const about = jobFor(event, at);
  const jobAdminId = String(recorded.data.jobAdminId);
  const works: Work[] = about ? [{ name: notificationJob, data: about, jobId: `notify-${event.id}` }] : [];
  if (mayChangeCounts(event)) {
    const jobsByDepartment = await countsAt(readStore, at.locationShortName, event.position);
    const data: NotificationJob = { ...at, kind: 'capacity', jobAdminId, jobsByDepartment };
    works.push({ name: notificationJob, data, jobId: `notify-${event.id}-capacity` });
  }
  return works;
}

/** A location's cycle check, every `jobNotifyPeriod` minutes. */
const cycleChecks = (locationShortName: string, jobNotifyPeriod: number): Work => ({
  name: cycleCheckJob,
  data: { locationShortName } satisfies CycleCheckJob,
  jobId: `cycles-${locationShortName}`,
  everyMs: jobNotifyPeriod * 60_000,
});

/** A location opened, or its job notification frequency changed: its cycle check's new period. */
function locationWork(recorded: RecordedEvent): Work[] {
  const event = projected(recorded);
  const shortName = event.streamId.slice('location-'.length);
  if (event.type === 'LocationOpened') return [cycleChecks(shortName, defaultLocationPreferences.jobNotifyPeriod)];
  if (event.type !== 'LocationPreferencesChanged') return [];
  const { jobNotifyPeriod } = event.data.changes;
  return jobNotifyPeriod ? [cycleChecks(shortName, jobNotifyPeriod)] : [];
}

export const notificationReactionsName = 'notification-reactions';

/** How long a requeue waits for the locations read model to hold what the log held when it began. */
const locationsWaitMs = 60_000;

/**
 * The notifications process manager: a job entering a department (its status text to the customer, its assignees
 * told), a badge state changed (the state's contacts told), a job assigned to someone who wants to know, WIP or
 * inventory counted anew (the preferences' assignees told when at the threshold: it hands the worker the counts,
 * read from the metrics read model once that has the event). One queue job per event and purpose, named by it, so
 * a replay queues nothing new; what a stop took from the queue is queued again from the log. And per location, a
 * check of the open jobs' cycle goals every `jobNotifyPeriod` minutes (cycles.ts): scheduled when the location opens
 * or the period changes, and again for every location whenever this process starts leading.
 */
export const notificationReactor = ({ readStore }: { readStore: ReadStore }): Reactor => ({
  name: notificationReactionsName,
  begins: 'head',
  replaysUnfinished: true,
  async workFor(event) {
    if (event.streamId.startsWith('job-')) return jobWork(readStore, event);
    if (event.streamId.startsWith('location-')) return locationWork(event);
    return [];
  },
  async requeue({ store }) {
    const head = await store.headPosition();
    await caughtUp(readStore, locationsProjector.name, head, { timeoutMs: locationsWaitMs });
    // In one order on every store: MongoDB's order of an unsorted find is its own.
    const locations = await readStore.collection(locationSettingsModel).find({}, { sort: { id: 1 } });
    return locations.map((l) => cycleChecks(l.shortName, l.jobNotifyPeriod));
  },
});
