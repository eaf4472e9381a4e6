import { RoState } from '@bayline/contracts';
import {
  type LocationCounts,
  locationMetricsModel,
  type MetricsJob,
  metricsJobsModel,
} from '@bayline/contracts/read-models/metrics';
import type { Change } from '@bayline/platform/read-store/port';
import { documentKey, keeps, lookupIn, type ProjectedEvent, type Projector, projected, upsert } from '../projector.ts';
import { onJobStream, stateAfter } from './job-changes.ts';

/** Open and not delivered: the jobs the capacity indicators count. */
const counts = (job: MetricsJob | undefined): job is MetricsJob =>
  job !== undefined && job.roState === RoState.open && !job.delivered;

/**
 * Whether a job's event may change what the counters count: a job created, moved to another department, delivered
 * (its pickup date set or cleared), archived, voided or reopened. Its hours, badges or tasks count for nothing here.
 */
export function mayChangeCounts(event: ProjectedEvent): boolean {
  switch (event.type) {
    case 'JobCreated':
    case 'JobArchived':
    case 'JobVoided':
    case 'JobReopened':
      return true;
    case 'JobMovedToDepartment': {
      const move = event.data;
      return move.fromDepartmentShortName !== move.toDepartmentShortName;
    }
    case 'JobInformationChanged':
      return 'datePickup' in event.data.changes;
    default:
      return false;
  }
}

/** The job after one of its events; undefined when the event changes nothing the counters read. */
function jobAfter(event: ProjectedEvent, before: MetricsJob | undefined): MetricsJob | undefined {
  if (!mayChangeCounts(event)) return undefined;
  if (event.type === 'JobCreated') {
    const data = event.data;
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
    const departmentId = event.data.toDepartmentId;
    return departmentId === before.departmentId ? undefined : { ...before, departmentId };
  }
  if (event.type === 'JobInformationChanged') {
    const { changes } = event.data;
    return { ...before, delivered: Boolean(changes.datePickup) };
  }
  const state = stateAfter(event);
  return state && { ...before, roState: state.roState };
}

/** Counters in a null-prototype object: department ids are looked up, never inherited. */
function countsOf(doc: LocationCounts | undefined): Record<string, number> {
  return Object.assign(Object.create(null) as Record<string, number>, doc?.jobsByDepartment);
}

/**
 * The top bar's capacity indicators (GET locations/metrics): per location, how many counted jobs each department
 * holds, kept live as jobs are created, moved, delivered, closed and reopened; and per job the little it takes to
 * know what to move. Which departments are WIP, their order and the goals are read with the counters, so a changed
 * flag or goal counts at once without a rebuild.
 */
export const metricsProjector: Projector = {
  name: 'metrics',
  ...keeps(metricsJobsModel, locationMetricsModel),
  keys(recorded) {
    const event = projected(recorded);
    if (!onJobStream(event)) return [];
    return [
      documentKey(metricsJobsModel, String(event.data.jobAdminId)),
      documentKey(locationMetricsModel, event.metadata.locationShortName),
    ];
  },
  apply(recorded, read) {
    const event = projected(recorded);
    if (!onJobStream(event)) return [];
    const before = lookupIn(read, metricsJobsModel, String(event.data.jobAdminId));
    const after = jobAfter(event, before);
    if (!after) return [];
    const changes: Change[] = [upsert(metricsJobsModel, { ...after })];
    if (counts(before) || counts(after)) {
      const location = after.locationShortName;
      const jobsByDepartment = countsOf(lookupIn(read, locationMetricsModel, location));
      const add = (departmentId: string, n: number) => {
        const next = (jobsByDepartment[departmentId] ?? 0) + n;
        if (next > 0) jobsByDepartment[departmentId] = next;
        else delete jobsByDepartment[departmentId];
      };
      if (counts(before)) add(before.departmentId, -1);
      if (counts(after)) add(after.departmentId, 1);
      changes.push(upsert(locationMetricsModel, { id: location, jobsByDepartment: { ...jobsByDepartment } }));
    }
    return changes;
  },
};
