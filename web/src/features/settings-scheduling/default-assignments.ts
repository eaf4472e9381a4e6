import { i18n } from '../../lib/i18n.ts';
/** A job class's default assignee (or person only notified) in one department (spec 2 "Job class" assignees). */
export interface DefaultAssignment {
  departmentId: string;
  contactId: string;
  /** Told when a job of the class enters the department, not assigned to it. */
  notifyOnly: boolean;
}

/** The dialog's row for one department: who is assigned, and who is only notified. */
export interface DepartmentAssignees {
  departmentId: string;
  assigneeIds: string[];
  notifyIds: string[];
}

/** The message of a row that notifies someone but assigns nobody. */
export const assigneeRequired = (): string => i18n.t('settings:validation.assigneeRequired');

/** One row per department, in the departments' order, from the class's assignments. */
export function assignmentRows(
  departments: readonly { departmentId: string }[],
  assignments: readonly DefaultAssignment[],
): DepartmentAssignees[] {
  return departments.map(({ departmentId }) => {
    const mine = assignments.filter((a) => a.departmentId === departmentId);
    return {
      departmentId,
      assigneeIds: mine.filter((a) => !a.notifyOnly).map((a) => a.contactId),
      notifyIds: mine.filter((a) => a.notifyOnly).map((a) => a.contactId),
    };
  });
}

/** Back to the class's list: one assignment per department and person. */
export function assignmentsOf(rows: readonly DepartmentAssignees[]): DefaultAssignment[] {
  return rows.flatMap((r) => [
    ...r.assigneeIds.map((contactId) => ({ departmentId: r.departmentId, contactId, notifyOnly: false })),
    ...r.notifyIds.map((contactId) => ({ departmentId: r.departmentId, contactId, notifyOnly: true })),
  ]);
}

/** Choosing people for one role of a row takes them out of the other: a person is assigned or notified. */
export function chooseAssignees(row: DepartmentAssignees, role: 'assigneeIds' | 'notifyIds', ids: string[]) {
  const other = role === 'assigneeIds' ? 'notifyIds' : 'assigneeIds';
  return { ...row, [role]: ids, [other]: row[other].filter((id) => !ids.includes(id)) };
}

/** A department that notifies people must also assign somebody (the server's rule too). */
export function assignmentRowProblem(row: DepartmentAssignees): string | undefined {
  return row.notifyIds.length > 0 && row.assigneeIds.length === 0 ? assigneeRequired() : undefined;
}

export function canSubmitAssignments(
  initial: readonly DepartmentAssignees[],
  edited: readonly DepartmentAssignees[],
): boolean {
  if (edited.some((r) => assignmentRowProblem(r))) return false;
  const key = (rows: readonly DepartmentAssignees[]) =>
    JSON.stringify(rows.map((r) => [r.departmentId, [...r.assigneeIds].sort(), [...r.notifyIds].sort()]));
  return key(initial) !== key(edited);
}
