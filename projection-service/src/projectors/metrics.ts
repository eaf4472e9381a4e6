import { type JobEvents, type JobsByDepartment, RoState } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change, Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';
import { stateAfter } from './job-changes.ts';

/** What the counters need to know of a job: where it is and whether it counts (docs/metrics.md). */
interface MetricsJob {
  id: string;
  locationShortName: string;
  departmentId: string;
  roState: number;
  delivered: boolean;
}

/** A location's counters: its counted jobs per department id. */
interface LocationCounts {
  id: string;
  jobsByDepartment: JobsByDepartment;
}

/** Open and not delivered: the jobs the capacity indicators count. */
const counts = (job: MetricsJob | undefined): job is MetricsJob =>
  job !== undefined && job.roState === RoState.open && !job.delivered;

/**
 * Whether a job's event may change what the counters count: a job created, moved to another department, delivered
 * (its pickup date set or cleared), archived, voided or reopened. Its hours, badges or tasks count for nothing here.
 */
export function mayChangeCounts(event: RecordedEvent): boolean {
  switch (event.type) {
    case 'JobCreated':
    case 'JobArchived':
    case 'JobVoided':
    case 'JobReopened':
      return true;
    case 'JobMovedToDepartment': {
      const move = event.data as JobEvents['JobMovedToDepartment'];
      return move.fromDepartmentShortName !== move.toDepartmentShortName;
    }
    case 'JobInformationChanged':
      return 'datePickup' in (event.data as JobEvents['JobInformationChanged']).changes;
    default:
      return false;
  }
}

/** The job after one of its events; undefined when the event changes nothing the counters read. */
function jobAfter(event: RecordedEvent, before: MetricsJob | undefined): MetricsJob | undefined {
  if (!mayChangeCounts(event)) return undefined;
  if (event.type === 'JobCreated') {
    const data = event.data as JobEvents['JobCreated'];
    return {
      id: data.jobAdminId,
      locationShortName: event.metadata.locationShortName,
      departmentId: data.departmentId,
      roState: data.roState,
      delivered: Boolean(data.datePickup),
    };
  }
  if (!before) return undefined;
  if (event.type === 'JobMovedToDepartment') {
    const departmentId = (event.data as JobEvents['JobMovedToDepartment']).toDepartmentId;
    return departmentId === before.departmentId ? undefined : { ...before, departmentId };
  }
  if (event.type === 'JobInformationChanged') {
    const { changes } = event.data as JobEvents['JobInformationChanged'];
    return { ...before, delivered: Boolean(changes.datePickup) };
  }
  const state = stateAfter(event);
  return state && { ...before, roState: state.roState };
}

/** Counters in a null-prototype object: department ids are looked up, never inherited. */
function countsOf(doc: Doc | undefined): Record<string, number> {
  return Object.assign(
    Object.create(null) as Record<string, number>,
    (doc as LocationCounts | undefined)?.jobsByDepartment,
  );
}

/**
 * The top bar's capacity indicators (GET locations/metrics): per location, how many counted jobs each department
 * holds, kept live as jobs are created, moved, delivered, closed and reopened; and per job the little it takes to
 * know what to move. Which departments are WIP, their order and the goals are read with the counters, so a changed
 * flag or goal counts at once without a rebuild. Both collections are read by id only: no index.
 */
export const metricsProjector: Projector = {
  name: 'metrics',
  collections: ['metricsJobs', 'locationMetrics'],
  keys(event) {
    if (!event.streamId.startsWith('job-')) return [];
    return [
      { collection: 'metricsJobs', id: String(event.data.jobAdminId) },
      { collection: 'locationMetrics', id: event.metadata.locationShortName },
    ];
  },
  apply(event, read) {
    if (!event.streamId.startsWith('job-')) return [];
    const before = read('metricsJobs', String(event.data.jobAdminId)) as MetricsJob | undefined;
    const after = jobAfter(event, before);
    if (!after) return [];
    const changes: Change[] = [{ op: 'upsert', collection: 'metricsJobs', doc: { ...after } }];
    if (counts(before) || counts(after)) {
      const location = after.locationShortName;
      const jobsByDepartment = countsOf(read('locationMetrics', location));
      const add = (departmentId: string, n: number) => {
        const next = (jobsByDepartment[departmentId] ?? 0) + n;
        if (next > 0) jobsByDepartment[departmentId] = next;
        else delete jobsByDepartment[departmentId];
      };
      if (counts(before)) add(before.departmentId, -1);
      if (counts(after)) add(after.departmentId, 1);
      changes.push({
        op: 'upsert',
        collection: 'locationMetrics',
        doc: { id: location, jobsByDepartment: { ...jobsByDepartment } },
      });
    }
    return changes;
  },
};
