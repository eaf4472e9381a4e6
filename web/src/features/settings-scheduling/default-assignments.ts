/** A job class's default assignee of one department (spec 2 "Job class" assignees). */
export interface DefaultAssignment {
  departmentId: string;
  contactId: string;
  /** The person is told when a job of the class enters the department, not assigned to it. */
  notifyOnly: boolean;
}

/** The dialog's row for one department: who, and whether they are only notified. */
export interface DepartmentAssignees {
  departmentId: string;
  contactIds: string[];
  notifyOnly: boolean;
}

export const assigneeRequired = 'At least one assignee is required';

/** One row per department, in the departments' order, from the class's assignments. */
export function assignmentRows(
  departments: readonly { departmentId: string }[],
  assignments: readonly DefaultAssignment[],
): DepartmentAssignees[] {
  return departments.map(({ departmentId }) => {
    const mine = assignments.filter((a) => a.departmentId === departmentId);
    return {
      departmentId,
      contactIds: mine.map((a) => a.contactId),
      notifyOnly: mine.length > 0 && mine.every((a) => a.notifyOnly),
    };
  });
}

/** Back to the class's list: one assignment per department and person. */
export function assignmentsOf(rows: readonly DepartmentAssignees[]): DefaultAssignment[] {
  return rows.flatMap((r) =>
    r.contactIds.map((contactId) => ({ departmentId: r.departmentId, contactId, notifyOnly: r.notifyOnly })),
  );
}

/** A department set to notify must name somebody to notify. */
export function assignmentRowProblem(row: DepartmentAssignees): string | undefined {
  return row.notifyOnly && row.contactIds.length === 0 ? assigneeRequired : undefined;
}

export function canSubmitAssignments(
  initial: readonly DepartmentAssignees[],
  edited: readonly DepartmentAssignees[],
): boolean {
  if (edited.some((r) => assignmentRowProblem(r))) return false;
  const key = (rows: readonly DepartmentAssignees[]) =>
    JSON.stringify(
      rows.map((r) => [r.departmentId, [...r.contactIds].sort(), r.contactIds.length > 0 && r.notifyOnly]),
    );
  return key(initial) !== key(edited);
}
