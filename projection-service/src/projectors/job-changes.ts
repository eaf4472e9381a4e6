import type { JobEvents, StoredHold } from '@bayline/contracts';
import type { StoredAssignment, StoredBadge } from '@bayline/contracts/read-models/jobs';
import type { ProjectedEvent } from '../projector.ts';

/** How job events change what the jobs read model and the board's cards both hold. */

/** A badge put on a job starts in its first state, Inactive. */
const firstBadgeState = 1;

/** The facts of a job's own stream `job-{jobAdminId}`: the job's own, its media's and its audit exports, each naming the job. */
export type JobStreamEvent = Extract<ProjectedEvent, { data: { jobAdminId: string } }>;

export const onJobStream = (event: ProjectedEvent): event is JobStreamEvent => event.streamId.startsWith('job-');

/** The job's badges after a badge event; undefined for any other event. */
export function badgesAfter(badges: StoredBadge[], event: ProjectedEvent): StoredBadge[] | undefined {
  switch (event.type) {
    case 'BadgeStateChanged': {
      const { badgeId, state } = event.data;
      return badges.some((b) => b.badgeId === badgeId)
        ? badges.map((b) => (b.badgeId === badgeId ? { ...b, state } : b))
        : [...badges, { badgeId, state }];
    }
    case 'JobBadgeAdded':
      return [...badges, { badgeId: event.data.badgeId, state: firstBadgeState }];
    case 'JobBadgeRemoved': {
      const { badgeId } = event.data;
      return badges.filter((b) => b.badgeId !== badgeId);
    }
    default:
      return undefined;
  }
}

/** The job's assignment rows after an assignment event; undefined for any other event. */
export function assignmentsAfter<A extends { jobAssignmentId: string }>(
  assignments: A[],
  event: ProjectedEvent,
): (A | StoredAssignment)[] | undefined {
  switch (event.type) {
    case 'JobAssigned': {
      const { jobAdminId: _, ...assignment } = event.data;
      return [...assignments, assignment];
    }
    case 'JobAssignmentChanged': {
      const { jobAssignmentId, changes } = event.data;
      return assignments.map((a) => (a.jobAssignmentId === jobAssignmentId ? { ...a, ...changes } : a));
    }
    case 'JobUnassigned': {
      const { jobAssignmentId } = event.data;
      return assignments.filter((a) => a.jobAssignmentId !== jobAssignmentId);
    }
    default:
      return undefined;
  }
}

/** Where a job is once it has moved: a job that leaves its department loses its priority there. */
export function placeAfterMove(
  current: { departmentShortName: string; priority: number },
  move: JobEvents['JobMovedToDepartment'],
  at: string,
) {
  return {
    departmentShortName: move.toDepartmentShortName,
    departmentId: move.toDepartmentId,
    subdepartmentShortName: move.toSubdepartmentShortName,
    priority: move.toDepartmentShortName !== current.departmentShortName ? 0 : current.priority,
    departmentEnteredAt: at,
  };
}

/** The state a job is in after closing or reopening it; undefined for any other event. */
export function stateAfter(event: ProjectedEvent): { roState: number; closeDate: string | null } | undefined {
  switch (event.type) {
    case 'JobArchived':
      return { roState: 3, closeDate: event.data.closeDate };
    case 'JobVoided':
      return { roState: 4, closeDate: event.data.closeDate };
    case 'JobReopened':
      return { roState: 2, closeDate: null };
    default:
      return undefined;
  }
}

/** The job's hold after a hold event (null once released); undefined for any other event. */
export function holdAfter(event: ProjectedEvent): StoredHold | null | undefined {
  switch (event.type) {
    case 'JobHeld': {
      const { holdId, delayId, reason, note } = event.data;
      return { holdId, delayId, reason, note, heldAt: event.metadata.at, heldById: event.metadata.userId };
    }
    case 'JobReleased':
      return null;
    default:
      return undefined;
  }
}
