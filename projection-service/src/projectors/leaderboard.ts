import { isEmptyId, type JobEvents, type LaborFlag, RoState } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change, Doc } from '@bayline/platform/read-store/port';
import type { Projector } from '../projector.ts';
import { assignmentsAfter, type StoredAssignment, stateAfter } from './job-changes.ts';

/** A department the job has left: when it first did, and the hours of its stays there that have ended. */
interface Left {
  departmentId: string;
  dateTimeOut: string;
  cycleHours: number;
}

/** What the leaderboard knows of a job: its hours, where it is since when, who is assigned, what it has left. */
interface LaborJob {
  id: string;
  locationShortName: string;
  jobAdminInt: number;
  hat: string;
  hours: number;
  refinish: number;
  jobClassId: string;
  roState: number;
  /** Job Complete and Delivered ('YYYY-MM-DDT00:00:00'): the ready and delivered hours of a range. */
  dateReady: string | null;
  datePickup: string | null;
  departmentId: string;
  /** When the stay in `departmentId` began (a move between its subdepartments goes on with it). */
  enteredAt: string;
  assignments: StoredAssignment[];
  left: Left[];
}

/** Hours as they are, not rounded: a stay of seconds still counts as time spent. */
const hoursBetween = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 3_600_000);

/** The job fields the leaderboard reads, as a JobCreated or a JobInformationChanged tells them. */
const readFields = ['hat', 'hours', 'refinish', 'jobClassId', 'dateReady', 'datePickup'] as const;

/** The job after one of its events; undefined when the event changes nothing the leaderboard reads. */
function jobAfter(event: RecordedEvent, before: LaborJob | undefined): LaborJob | undefined {
  const at = event.metadata.at;
  if (event.type === 'JobCreated') {
    const data = event.data as JobEvents['JobCreated'];
    return {
      id: data.jobAdminId,
      locationShortName: event.metadata.locationShortName,
      jobAdminInt: data.jobAdminInt,
      hat: data.hat ?? '',
      hours: data.hours ?? 0,
      refinish: data.refinish ?? 0,
      jobClassId: data.jobClassId ?? '',
      roState: data.roState,
      dateReady: data.dateReady ?? null,
      datePickup: data.datePickup ?? null,
      departmentId: data.departmentId,
      enteredAt: at,
      assignments: [],
      left: [],
    };
  }
  if (!before) return undefined;
  switch (event.type) {
    case 'JobMovedToDepartment': {
      const { toDepartmentId } = event.data as JobEvents['JobMovedToDepartment'];
      // Another bay of the same department: the stay goes on.
      if (toDepartmentId === before.departmentId) return undefined;
      const stay = hoursBetween(before.enteredAt, at);
      const earlier = before.left.find((l) => l.departmentId === before.departmentId);
      const left = earlier
        ? before.left.map((l) => (l === earlier ? { ...l, cycleHours: l.cycleHours + stay } : l))
        : [...before.left, { departmentId: before.departmentId, dateTimeOut: at, cycleHours: stay }];
      return { ...before, departmentId: toDepartmentId, enteredAt: at, left };
    }
    case 'JobInformationChanged': {
      const { changes } = event.data as JobEvents['JobInformationChanged'];
      if (!readFields.some((field) => field in changes)) return undefined;
      const next = { ...before };
      if ('hat' in changes) next.hat = changes.hat ?? '';
      if ('hours' in changes) next.hours = changes.hours ?? 0;
      if ('refinish' in changes) next.refinish = changes.refinish ?? 0;
      if ('jobClassId' in changes) next.jobClassId = changes.jobClassId ?? '';
      if ('dateReady' in changes) next.dateReady = changes.dateReady ?? null;
      if ('datePickup' in changes) next.datePickup = changes.datePickup ?? null;
      return next;
    }
    case 'JobAssigned':
    case 'JobAssignmentChanged':
    case 'JobUnassigned':
      return { ...before, assignments: assignmentsAfter(before.assignments, event)! };
    default: {
      const state = stateAfter(event);
      return state && { ...before, roState: state.roState };
    }
  }
}

/** Who a department's hours on the job are credited to: its assignee there now (not one only notified). */
function assigneeOf(job: LaborJob, departmentId: string): string | null {
  const assignment = job.assignments.find(
    (a) =>
      a.departmentId === departmentId && !a.notifyOnly && typeof a.contactId === 'string' && !isEmptyId(a.contactId),
  );
  return assignment ? String(assignment.contactId) : null;
}

/** The job's labour flags: one per department it has left, none while it is void. */
export function flagsOf(job: LaborJob | undefined): LaborFlag[] {
  if (!job || job.roState === RoState.void) return [];
  return job.left.map((l) => ({
    id: `${job.id}:${l.departmentId}`,
    locationShortName: job.locationShortName,
    jobAdminId: job.id,
    jobAdminInt: job.jobAdminInt,
    hat: job.hat,
    departmentId: l.departmentId,
    contactId: assigneeOf(job, l.departmentId),
    dateTimeOut: l.dateTimeOut,
    cycleHours: l.cycleHours,
    hours: job.hours,
    refinish: job.refinish,
    jobClassId: job.jobClassId,
  }));
}

const sameFlag = (a: LaborFlag, b: LaborFlag) =>
  (Object.keys(a) as (keyof LaborFlag)[]).every((field) => a[field] === b[field]);

/**
 * The leaderboard (spec 3 section 2.10; docs/metrics.md "Leaderboard"): per job what it takes to know its labour
 * flags, and the flags themselves, one per job and department left, dated when the job first left it and indexed by
 * location and that instant, so a range is read without scanning jobs or events. A flag follows the job: its
 * hours, class and the department's assignee now. The departments' labour percents and goals are read with the
 * flags when asked, so a changed percent counts at once without a rebuild.
 */
export const leaderboardProjector: Projector = {
  name: 'leaderboard',
  collections: ['laborJobs', 'laborFlags'],
  indexes: {
    laborJobs: [
      ['locationShortName', 'dateReady'],
      ['locationShortName', 'datePickup'],
    ],
    laborFlags: [['locationShortName', 'dateTimeOut']],
  },
  keys(event) {
    return event.streamId.startsWith('job-') ? [{ collection: 'laborJobs', id: String(event.data.jobAdminId) }] : [];
  },
  apply(event, read) {
    if (!event.streamId.startsWith('job-')) return [];
    const before = read('laborJobs', String(event.data.jobAdminId)) as LaborJob | undefined;
    const after = jobAfter(event, before);
    if (!after) return [];
    const changes: Change[] = [{ op: 'upsert', collection: 'laborJobs', doc: after as unknown as Doc }];
    const was = new Map(flagsOf(before).map((f) => [f.id, f]));
    for (const flag of flagsOf(after)) {
      const old = was.get(flag.id);
      was.delete(flag.id);
      if (!old || !sameFlag(old, flag)) changes.push({ op: 'upsert', collection: 'laborFlags', doc: { ...flag } });
    }
    for (const id of was.keys()) changes.push({ op: 'delete', collection: 'laborFlags', id });
    return changes;
  },
};
