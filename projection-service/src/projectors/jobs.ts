import type { DepartmentCycle, JobEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';

const hoursBetween = (from: string, to: string) =>
  Math.round(((Date.parse(to) - Date.parse(from)) / 3_600_000) * 100) / 100;

/** Closes the open department stay at `at`: its cycle time is what cycle-time reports add up. */
function closeCycle(cycles: DepartmentCycle[], at: string): DepartmentCycle[] {
  return cycles.map((c) => (c.dateTimeOut ? c : { ...c, dateTimeOut: at, cycleTime: hoursBetween(c.dateTimeIn, at) }));
}

function openCycle(
  event: RecordedEvent,
  departmentId: string,
  departmentShortName: string,
  sub: string | null,
): DepartmentCycle {
  return {
    departmentCycleId: event.id,
    departmentId,
    departmentShortName,
    subdepartmentShortName: sub,
    dateTimeIn: event.metadata.at,
    dateTimeOut: null,
    cycleTime: null,
  };
}

/** The `jobs` read model: one document per job with everything the board, search and folder show. */
export const jobsProjector: Projector = {
  name: 'jobs',
  collections: ['jobs'],
  indexes: { jobs: [['locationShortName'], ['locationShortName', 'roState']] },
  keys(event) {
    return event.streamId.startsWith('job-') ? [{ collection: 'jobs', id: String(event.data.jobAdminId) }] : [];
  },
  apply(event, read) {
    if (!event.streamId.startsWith('job-')) return [];
    const at = event.metadata.at;
    if (event.type === 'JobCreated') {
      const { departmentId, ...data } = event.data as JobEvents['JobCreated'];
      const doc: Doc = {
        ...data,
        id: data.jobAdminId,
        locationShortName: event.metadata.locationShortName,
        departmentId,
        subdepartmentShortName: null,
        departmentEnteredAt: at,
        priority: 0,
        closeDate: null,
        grandTotal: data.subTotal,
        fileName: '',
        badges: [],
        jobAssignments: [],
        departmentCycle: [openCycle(event, departmentId, data.departmentShortName, null)],
        createdAt: at,
        version: event.version,
      };
      return [{ op: 'upsert', collection: 'jobs', doc }];
    }
    const current = read('jobs', String(event.data.jobAdminId));
    if (!current) return [];
    const next = { ...current, version: event.version } as Doc & Record<string, unknown>;
    switch (event.type) {
      case 'JobMovedToDepartment': {
        const move = event.data as JobEvents['JobMovedToDepartment'];
        const cycles = closeCycle(current.departmentCycle as DepartmentCycle[], at);
        Object.assign(next, {
          departmentShortName: move.toDepartmentShortName,
          departmentId: move.toDepartmentId,
          subdepartmentShortName: move.subdepartmentShortName,
          departmentEnteredAt: at,
          departmentCycle: [
            ...cycles,
            openCycle(event, move.toDepartmentId, move.toDepartmentShortName, move.subdepartmentShortName),
          ],
        });
        break;
      }
      case 'JobInformationChanged': {
        const { changes } = event.data as JobEvents['JobInformationChanged'];
        Object.assign(next, changes);
        if ('subTotal' in changes) next.grandTotal = changes.subTotal;
        break;
      }
      case 'JobScheduledOutChanged':
        next.scheduledOut = (event.data as JobEvents['JobScheduledOutChanged']).scheduledOut;
        break;
      case 'JobPrioritised':
        next.priority = (event.data as JobEvents['JobPrioritised']).priority;
        break;
      case 'BadgeStateChanged': {
        const { badgeId, state } = event.data as JobEvents['BadgeStateChanged'];
        const badges = current.badges as { badgeId: string; state: number }[];
        next.badges = badges.some((b) => b.badgeId === badgeId)
          ? badges.map((b) => (b.badgeId === badgeId ? { ...b, state } : b))
          : [...badges, { badgeId, state }];
        break;
      }
      case 'JobArchived':
      case 'JobVoided': {
        const { closeDate } = event.data as JobEvents['JobArchived'];
        Object.assign(next, { roState: event.type === 'JobArchived' ? 3 : 4, closeDate });
        break;
      }
      case 'JobReopened':
        Object.assign(next, { roState: 2, closeDate: null });
        break;
      default:
        return [];
    }
    return [{ op: 'upsert', collection: 'jobs', doc: next }];
  },
};
