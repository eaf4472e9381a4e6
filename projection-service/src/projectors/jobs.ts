import type { DepartmentCycle, JobEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';
import {
  assignmentsAfter,
  badgesAfter,
  placeAfterMove,
  type StoredAssignment,
  type StoredBadge,
  stateAfter,
} from './job-changes.ts';

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

type StoredTask = { jobTodoId: string; sortOrder: number } & Record<string, unknown>;
const tasksOf = (job: Doc) => (job.jobTodos ?? []) as StoredTask[];
const sortTasks = (tasks: StoredTask[]) => [...tasks].sort((a, b) => a.sortOrder - b.sortOrder);
const assignmentsOf = (job: Doc) => (job.jobAssignments ?? []) as StoredAssignment[];

/** The `jobs` read model: one document per job with everything the board, search and folder show. */
export const jobsProjector: Projector = {
  name: 'jobs',
  collections: ['jobs'],
  // The open board (location, state), the search (location, then by state and number), priorities (location).
  indexes: { jobs: [['locationShortName', 'roState', 'jobAdminInt']] },
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
        jobTodos: [],
        jobAssignments: [],
        estimateId: null,
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
        Object.assign(next, placeAfterMove(current, move, at), {
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
      case 'BadgeStateChanged':
      case 'JobBadgeAdded':
      case 'JobBadgeRemoved':
        next.badges = badgesAfter(current.badges as StoredBadge[], event);
        break;
      case 'TaskAddedToJob': {
        const { jobAdminId: _, ...task } = event.data as JobEvents['TaskAddedToJob'];
        next.jobTodos = sortTasks([
          ...tasksOf(current),
          { ...task, isCompleted: false, departmentId: null, completedById: null, completedOn: null },
        ]);
        break;
      }
      case 'TaskRemovedFromJob': {
        const { jobTodoId } = event.data as JobEvents['TaskRemovedFromJob'];
        next.jobTodos = tasksOf(current).filter((t) => t.jobTodoId !== jobTodoId);
        break;
      }
      case 'JobTasksReordered': {
        const order = new Map(
          (event.data as JobEvents['JobTasksReordered']).order.map((o) => [o.jobTodoId, o.sortOrder]),
        );
        next.jobTodos = sortTasks(
          tasksOf(current).map((t) => ({ ...t, sortOrder: order.get(t.jobTodoId) ?? t.sortOrder })),
        );
        break;
      }
      case 'TaskCompleted': {
        const { jobTodoId, departmentId, completedById, completedOn } = event.data as JobEvents['TaskCompleted'];
        next.jobTodos = tasksOf(current).map((t) =>
          t.jobTodoId === jobTodoId ? { ...t, isCompleted: true, departmentId, completedById, completedOn } : t,
        );
        break;
      }
      case 'TaskReopened': {
        const { jobTodoId } = event.data as JobEvents['TaskReopened'];
        next.jobTodos = tasksOf(current).map((t) =>
          t.jobTodoId === jobTodoId
            ? { ...t, isCompleted: false, departmentId: null, completedById: null, completedOn: null }
            : t,
        );
        break;
      }
      case 'JobAssigned':
      case 'JobAssignmentChanged':
      case 'JobUnassigned':
        next.jobAssignments = assignmentsAfter(assignmentsOf(current), event);
        break;
      case 'EstimateLinked':
        next.estimateId = (event.data as JobEvents['EstimateLinked']).estimateId;
        break;
      case 'JobArchived':
      case 'JobVoided':
      case 'JobReopened':
        Object.assign(next, stateAfter(event));
        break;
      default:
        // Every fact on the job's stream moves its version (the folder's ETag), even one shown elsewhere (notes).
        break;
    }
    return [{ op: 'upsert', collection: 'jobs', doc: next }];
  },
};
