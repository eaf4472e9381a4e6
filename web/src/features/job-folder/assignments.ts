import {
  type Contact,
  type Department,
  type DepartmentCycle,
  EMPTY_ID,
  efficiency,
  type FolderAssignment,
  goalHours,
  isEmptyId,
  isInDepartment,
} from '@bayline/contracts';

/** One row of the Assignments tab: a department, its assignee and its extra notification recipients. */
export interface AssignmentRow {
  department: Department;
  /** EMPTY_ID for 'No Assignee'. */
  contactId: string;
  doNotify: boolean;
  /** The notify-only recipients (Additional Notifications). */
  notifyContactIds: string[];
  /** Hours the job has spent in the department. */
  cycleTime: number;
  /** The department's goal for the job's class, hours; null without one. */
  cycleGoal: number | null;
  efficiency: number | null;
}

/** The department's assignee entry (not a notify-only one). */
export function mainAssignment(list: readonly FolderAssignment[], departmentId: string): FolderAssignment | undefined {
  return list.find((a) => a.departmentId === departmentId && !a.notifyOnly);
}

function notifyOnlyOf(list: readonly FolderAssignment[], departmentId: string): FolderAssignment[] {
  return list.filter((a) => a.departmentId === departmentId && a.notifyOnly);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Hours between two instants. */
function hoursBetween(from: string, to: number): number {
  return Math.max(0, (to - Date.parse(from)) / 3_600_000);
}

export interface CycleSource {
  jobClassId: string;
  departmentCycle: readonly DepartmentCycle[];
  /** The saved assignment rows, which carry the server's cycle figures. */
  jobAssignments: readonly FolderAssignment[];
}

/**
 * Cycle time, goal and efficiency of a department: the server's figures on the department's saved row, else
 * worked out from the job's stays in the department and the department's goal for the job's class.
 */
export function cycleFigures(department: Department, source: CycleSource, now: number) {
  const row =
    mainAssignment(source.jobAssignments, department.departmentId) ??
    source.jobAssignments.find((a) => a.departmentId === department.departmentId);
  if (row) return { cycleTime: row.cycleTime, cycleGoal: row.cycleGoal, efficiency: row.efficiency };
  const cycleTime = round2(
    source.departmentCycle
      .filter((c) => c.departmentId === department.departmentId)
      .reduce((sum, c) => sum + (c.cycleTime ?? hoursBetween(c.dateTimeIn, now)), 0),
  );
  const goal = department.jobClassCycles?.find((c) => c.jobClassId === source.jobClassId);
  const cycleGoal = goal ? goalHours(goal) : null;
  const inProgress = isInDepartment(source.departmentCycle, department.departmentId);
  return { cycleTime, cycleGoal, efficiency: efficiency(cycleGoal, cycleTime, inProgress) };
}

/** The rows of the Assignments tab, one per active department in order. */
export function assignmentRows(
  list: readonly FolderAssignment[],
  departments: readonly Department[],
  source: CycleSource,
  now: number,
): AssignmentRow[] {
  return departments.map((department) => {
    const main = mainAssignment(list, department.departmentId);
    const contactId = main && !isEmptyId(main.contactId) ? main.contactId : EMPTY_ID;
    return {
      department,
      contactId,
      doNotify: contactId !== EMPTY_ID && Boolean(main?.doNotify),
      notifyContactIds: notifyOnlyOf(list, department.departmentId).map((a) => a.contactId),
      ...cycleFigures(department, source, now),
    };
  });
}

function newAssignment(departmentId: string, contactId: string, name: string, notifyOnly: boolean): FolderAssignment {
  return {
    jobAssignmentId: EMPTY_ID,
    departmentId,
    contactId,
    name,
    doNotify: true,
    notifyOnly,
    cycleTime: 0,
    cycleGoal: null,
    efficiency: null,
    hours: 0,
  };
}

const nameOf = (contacts: readonly Contact[], contactId: string) =>
  contacts.find((c) => c.contactId === contactId)?.name ?? '';

/**
 * Chooses a department's assignee: a person turns notify on; 'No Assignee' (EMPTY_ID) turns it off.
 * A department without an entry gets one only for a person.
 */
export function setAssignee(
  list: readonly FolderAssignment[],
  departmentId: string,
  contactId: string,
  contacts: readonly Contact[],
): FolderAssignment[] {
  const none = isEmptyId(contactId);
  const main = mainAssignment(list, departmentId);
  if (!main)
    return none ? [...list] : [...list, newAssignment(departmentId, contactId, nameOf(contacts, contactId), false)];
  return list.map((a) =>
    a === main
      ? { ...a, contactId: none ? EMPTY_ID : contactId, name: none ? '' : nameOf(contacts, contactId), doNotify: !none }
      : a,
  );
}

/** The notify box of a department with an assignee. */
export function setNotify(
  list: readonly FolderAssignment[],
  departmentId: string,
  doNotify: boolean,
): FolderAssignment[] {
  const main = mainAssignment(list, departmentId);
  if (!main || isEmptyId(main.contactId)) return [...list];
  return list.map((a) => (a === main ? { ...a, doNotify } : a));
}

/** The 'assign all' control: one assignee for every department. */
export function assignAll(
  list: readonly FolderAssignment[],
  departmentIds: readonly string[],
  contactId: string,
  contacts: readonly Contact[],
): FolderAssignment[] {
  return departmentIds.reduce((next, departmentId) => setAssignee(next, departmentId, contactId, contacts), [...list]);
}

/**
 * Additional Notifications of a department: the chosen people become notify-only entries. An existing
 * notify-only entry for a person is reused (from the list, else from the saved folder); otherwise a new one
 * with the empty id is made. Entries of people no longer chosen are dropped.
 */
export function setAdditionalNotifications(
  list: readonly FolderAssignment[],
  saved: readonly FolderAssignment[],
  departmentId: string,
  contactIds: readonly string[],
  contacts: readonly Contact[],
): FolderAssignment[] {
  const existing = (contactId: string) =>
    notifyOnlyOf(list, departmentId).find((a) => a.contactId === contactId) ??
    notifyOnlyOf(saved, departmentId).find((a) => a.contactId === contactId);
  const kept = list.filter((a) => !(a.departmentId === departmentId && a.notifyOnly));
  const chosen = [...new Set(contactIds)].map(
    (contactId) => existing(contactId) ?? newAssignment(departmentId, contactId, nameOf(contacts, contactId), true),
  );
  return [...kept, ...chosen];
}

/** What counts in comparing assignments: who gets which department, and who is notified. */
function normalized(list: readonly FolderAssignment[]): string[] {
  return list
    .filter((a) => a.notifyOnly || !isEmptyId(a.contactId))
    .map((a) => [a.departmentId, a.notifyOnly ? 'notify-only' : 'assignee', a.contactId, a.doNotify].join('|'))
    .sort();
}

export function assignmentsModified(saved: readonly FolderAssignment[], current: readonly FolderAssignment[]): boolean {
  const a = normalized(saved);
  const b = normalized(current);
  return a.length !== b.length || a.some((entry, index) => entry !== b[index]);
}

/** The assignments as PUT JobAdmins/asfolder takes them. */
export function assignmentsToSave(list: readonly FolderAssignment[]) {
  return list.map((a) => ({
    jobAssignmentId: isEmptyId(a.jobAssignmentId) ? EMPTY_ID : a.jobAssignmentId,
    departmentId: a.departmentId,
    contactId: isEmptyId(a.contactId) ? EMPTY_ID : a.contactId,
    doNotify: a.doNotify,
    notifyOnly: a.notifyOnly,
  }));
}
