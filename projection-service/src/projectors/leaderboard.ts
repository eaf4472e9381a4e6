import { isEmptyId, type LaborFlag, RoState } from '@bayline/contracts';
import { type LaborJob, laborFlagsModel, laborJobsModel } from '@bayline/contracts/read-models/leaderboard';
import type { Change } from '@bayline/platform/read-store/port';
import { documentKey, keeps, lookupIn, type Projector, projected, remove, upsert } from '../projector.ts';
import { assignmentsAfter, type JobStreamEvent, onJobStream, stateAfter } from './job-changes.ts';

/** Hours as they are, not rounded: a stay of seconds still counts as time spent. */
const hoursBetween = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / 3_600_000);

/** The job fields the leaderboard reads, as a JobCreated or a JobInformationChanged tells them. */
const readFields = ['hat', 'hours', 'refinish', 'jobClassId', 'dateReady', 'datePickup'] as const;

/** The job after one of its events; undefined when the event changes nothing the leaderboard reads. */
function jobAfter(event: JobStreamEvent, before: LaborJob | undefined): LaborJob | undefined {
  const at = event.metadata.at;
  if (event.type === 'JobCreated') {
    const data = event.data;
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
      const { toDepartmentId } = event.data;
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
      const { changes } = event.data;
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
  ...keeps(laborJobsModel, laborFlagsModel),
  keys(recorded) {
    const event = projected(recorded);
    return onJobStream(event) ? [documentKey(laborJobsModel, event.data.jobAdminId)] : [];
  },
  apply(recorded, read) {
    const event = projected(recorded);
    if (!onJobStream(event)) return [];
    const before = lookupIn(read, laborJobsModel, event.data.jobAdminId);
    const after = jobAfter(event, before);
    if (!after) return [];
    const changes: Change[] = [upsert(laborJobsModel, after)];
    const was = new Map(flagsOf(before).map((f) => [f.id, f]));
    for (const flag of flagsOf(after)) {
      const old = was.get(flag.id);
      was.delete(flag.id);
      if (!old || !sameFlag(old, flag)) changes.push(upsert(laborFlagsModel, { ...flag }));
    }
    for (const id of was.keys()) changes.push(remove(laborFlagsModel, id));
    return changes;
  },
};
