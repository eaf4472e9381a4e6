import type { JobEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';

/** How job events change what the jobs read model and the board's cards both hold. */

/** A badge put on a job starts in its first state, Inactive. */
const firstBadgeState = 1;

export type StoredBadge = { badgeId: string; state: number };
export type StoredAssignment = { jobAssignmentId: string } & Record<string, unknown>;

/** The job's badges after a badge event; undefined for any other event. */
export function badgesAfter(badges: StoredBadge[], event: RecordedEvent): StoredBadge[] | undefined {
  switch (event.type) {
    case 'BadgeStateChanged': {
      const { badgeId, state } = event.data as JobEvents['BadgeStateChanged'];
      return badges.some((b) => b.badgeId === badgeId)
        ? badges.map((b) => (b.badgeId === badgeId ? { ...b, state } : b))
        : [...badges, { badgeId, state }];
    }
    case 'JobBadgeAdded':
      return [...badges, { badgeId: (event.data as JobEvents['JobBadgeAdded']).badgeId, state: firstBadgeState }];
    case 'JobBadgeRemoved': {
      const { badgeId } = event.data as JobEvents['JobBadgeRemoved'];
      return badges.filter((b) => b.badgeId !== badgeId);
    }
    default:
      return undefined;
  }
}

/** The job's assignment rows after an assignment event; undefined for any other event. */
export function assignmentsAfter(
  assignments: StoredAssignment[],
  event: RecordedEvent,
): StoredAssignment[] | undefined {
  switch (event.type) {
    case 'JobAssigned': {
      const { jobAdminId: _, ...assignment } = event.data as JobEvents['JobAssigned'];
      return [...assignments, assignment];
    }
    case 'JobAssignmentChanged': {
      const { jobAssignmentId, changes } = event.data as JobEvents['JobAssignmentChanged'];
      return assignments.map((a) => (a.jobAssignmentId === jobAssignmentId ? { ...a, ...changes } : a));
    }
    case 'JobUnassigned': {
      const { jobAssignmentId } = event.data as JobEvents['JobUnassigned'];
      return assignments.filter((a) => a.jobAssignmentId !== jobAssignmentId);
    }
    default:
      return undefined;
  }
}

/** Where a job is once it has moved: a job that leaves its department loses its priority there. */
export function placeAfterMove(current: Record<string, unknown>, move: JobEvents['JobMovedToDepartment'], at: string) {
  return {
    departmentShortName: move.toDepartmentShortName,
    departmentId: move.toDepartmentId,
    subdepartmentShortName: move.toSubdepartmentShortName,
    priority: move.toDepartmentShortName !== current.departmentShortName ? 0 : current.priority,
    departmentEnteredAt: at,
  };
}

/** The state a job is in after closing or reopening it; undefined for any other event. */
export function stateAfter(event: RecordedEvent): { roState: number; closeDate: string | null } | undefined {
  switch (event.type) {
    case 'JobArchived':
      return { roState: 3, closeDate: (event.data as JobEvents['JobArchived']).closeDate };
    case 'JobVoided':
      return { roState: 4, closeDate: (event.data as JobEvents['JobVoided']).closeDate };
    case 'JobReopened':
      return { roState: 2, closeDate: null };
    default:
      return undefined;
  }
}
