import type { JobEvent, JobFields, MediaEvent } from '@bayline/contracts';
import { isClosed, Refusal, RoState } from '@bayline/contracts';
import { type JobMedia, mediaAfter } from '../media/media.ts';
import type { Aggregate } from '../shared/command.ts';

/** A job as its deciders see it: what rules need, folded from stream `job-{jobAdminId}`. */
export interface Job {
  exists: boolean;
  jobAdminId: string;
  jobAdminInt: number;
  locationShortName: string;
  fields: JobFields;
  departmentShortName: string;
  subdepartmentShortName: string | null;
  roState: number;
  priority: number;
  closeDate: string | null;
  /** The job's badges and the state each is in. Maps, by the ids clients name: never plain-object lookups. */
  badges: ReadonlyMap<string, number>;
  tasks: ReadonlyMap<string, JobTaskState>;
  assignments: ReadonlyMap<string, JobAssignmentState>;
  estimateId: string | null;
  media: JobMedia;
  /** The hold the job is on now, if any. */
  hold: JobHoldState | null;
}

export interface JobHoldState {
  holdId: string;
  delayId: string;
  reason: string;
  note: string;
  heldAt: string;
}

export interface JobTaskState {
  todoId: string;
  sortOrder: number;
  isCompleted: boolean;
}

export interface JobAssignmentState {
  departmentId: string;
  contactId: string;
  doNotify: boolean;
  notifyOnly: boolean;
}

export const jobStream = (jobAdminId: string) => `job-${jobAdminId}`;

/** A copy of `items` without `id`. */
function without<V>(items: ReadonlyMap<string, V>, id: string): ReadonlyMap<string, V> {
  const next = new Map(items);
  next.delete(id);
  return next;
}

/** What a job's stream holds: the job's facts and its media's. */
export type JobStreamEvent = JobEvent | MediaEvent;

export const job: Aggregate<Job, JobStreamEvent> = {
  initial: () => ({
    exists: false,
    jobAdminId: '',
    jobAdminInt: 0,
    locationShortName: '',
    fields: {} as JobFields,
    departmentShortName: '',
    subdepartmentShortName: null,
    roState: RoState.open,
    priority: 0,
    closeDate: null,
    badges: new Map(),
    tasks: new Map(),
    assignments: new Map(),
    estimateId: null,
    media: new Map(),
    hold: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'JobCreated': {
        const { jobAdminId, jobAdminInt, departmentShortName, departmentId: _, roState, ...fields } = event.data;
        return {
          ...state,
          exists: true,
          jobAdminId,
          jobAdminInt,
          locationShortName: event.metadata.locationShortName,
          departmentShortName,
          roState,
          fields: fields as JobFields,
        };
      }
      case 'JobMovedToDepartment': {
        const move = event.data;
        const leaves = move.toDepartmentShortName !== state.departmentShortName;
        // A priority ranks a job within its department: it does not travel to the next one.
        return {
          ...state,
          departmentShortName: move.toDepartmentShortName,
          subdepartmentShortName: move.toSubdepartmentShortName,
          priority: leaves ? 0 : state.priority,
        };
      }
      case 'JobInformationChanged':
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'JobScheduledOutChanged':
        return {
          ...state,
          fields: { ...state.fields, scheduledOut: event.data.scheduledOut },
        };
      case 'JobPrioritised':
        return { ...state, priority: event.data.priority };
      case 'BadgeStateChanged': {
        const { badgeId, state: badgeState } = event.data;
        return { ...state, badges: new Map(state.badges).set(badgeId, badgeState) };
      }
      case 'JobBadgeAdded':
        // A badge put on a job starts in its first state, Inactive.
        return { ...state, badges: new Map(state.badges).set(event.data.badgeId, 1) };
      case 'JobBadgeRemoved':
        return { ...state, badges: without(state.badges, event.data.badgeId) };
      case 'TaskAddedToJob': {
        const { jobTodoId, todoId, sortOrder } = event.data;
        return { ...state, tasks: new Map(state.tasks).set(jobTodoId, { todoId, sortOrder, isCompleted: false }) };
      }
      case 'TaskRemovedFromJob':
        return { ...state, tasks: without(state.tasks, event.data.jobTodoId) };
      case 'JobTasksReordered': {
        const tasks = new Map(state.tasks);
        for (const { jobTodoId, sortOrder } of event.data.order) {
          const task = tasks.get(jobTodoId);
          if (task) tasks.set(jobTodoId, { ...task, sortOrder });
        }
        return { ...state, tasks };
      }
      case 'TaskCompleted':
      case 'TaskReopened': {
        const { jobTodoId } = event.data;
        const task = state.tasks.get(jobTodoId);
        if (!task) return state;
        const isCompleted = event.type === 'TaskCompleted';
        return { ...state, tasks: new Map(state.tasks).set(jobTodoId, { ...task, isCompleted }) };
      }
      case 'JobAssigned': {
        const { jobAssignmentId, departmentId, contactId, doNotify, notifyOnly } = event.data;
        return {
          ...state,
          assignments: new Map(state.assignments).set(jobAssignmentId, {
            departmentId,
            contactId,
            doNotify,
            notifyOnly,
          }),
        };
      }
      case 'JobAssignmentChanged': {
        const { jobAssignmentId, changes } = event.data;
        const current = state.assignments.get(jobAssignmentId);
        return current
          ? { ...state, assignments: new Map(state.assignments).set(jobAssignmentId, { ...current, ...changes }) }
          : state;
      }
      case 'JobUnassigned':
        return {
          ...state,
          assignments: without(state.assignments, event.data.jobAssignmentId),
        };
      case 'EstimateLinked':
        return { ...state, estimateId: event.data.estimateId };
      case 'JobHeld': {
        const { holdId, delayId, reason, note } = event.data;
        return { ...state, hold: { holdId, delayId, reason, note, heldAt: event.metadata.at } };
      }
      case 'JobReleased':
        return { ...state, hold: null };
      case 'JobArchived':
        return { ...state, roState: RoState.archived, closeDate: event.data.closeDate };
      case 'JobVoided':
        return { ...state, roState: RoState.void, closeDate: event.data.closeDate };
      case 'JobReopened':
        return { ...state, roState: RoState.open, closeDate: null };
      // Notes are the folder's to show: no decision reads them.
      case 'JobNoteAdded':
        return state;
      case 'MediaUploaded':
      case 'MediaMovedToCategory':
      case 'MediaThumbnailMade':
      case 'MediaThumbnailFailed':
      case 'MediaDeleted':
        return { ...state, media: mediaAfter(state.media, event) };
      default:
        event satisfies never;
        return state;
    }
  },
  // Another location's job is answered exactly as an unknown one, so ids cannot be probed.
  location: { of: (state) => (state.exists ? state.locationShortName : undefined), noun: 'Job' },
};

export function mustBeOpen(state: Job) {
  if (isClosed(state.roState))
    throw new Refusal('JobClosed', `This job is ${state.roState === RoState.void ? 'void' : 'archived'}`, {
      detail: 'Reopen it before changing it.',
    });
}
