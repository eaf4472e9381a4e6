import { EMPTY_ID, isEmptyId, settingsMessages } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { addBadgeClass, badgeClassesChanged, orderBadgeClasses, removeBadgeClass } from './badge-classes.ts';
import { capacityPerWeekday, scheduledClasses, weeklyCapacity } from './capacity.ts';
import {
  assigneeSummary,
  type CycleGoal,
  carryCycleTime,
  cycleGoalRows,
  cycleGoalsChanged,
  cycleGoalsToKeep,
} from './cycle-goals.ts';
import {
  assigneeRequired,
  assignmentRowProblem,
  assignmentRows,
  assignmentsOf,
  canSubmitAssignments,
  chooseAssignees,
} from './default-assignments.ts';
import { laborPercent, wholeNumber } from './numbers.ts';
import { statusMessageChanged, statusMessageProblem, statusMessageState } from './status-message.ts';
import { addSubdepartment, canSubmitSubdepartments } from './subdepartments.ts';

describe('number inputs', () => {
  it('reads blank as 0 and keeps digits only', () => {
    expect(wholeNumber('')).toBe(0);
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber('-3')).toBe(3);
    expect(wholeNumber('4a2')).toBe(42);
    expect(wholeNumber('999', 100)).toBe(100);
  });

  it('caps Labor % at 100 and three digits', () => {
    expect(laborPercent('')).toBe(0);
    expect(laborPercent('85')).toBe(85);
    expect(laborPercent('150')).toBe(100);
    expect(laborPercent('1234')).toBe(100);
    expect(laborPercent('0055')).toBe(5);
    expect(laborPercent('7%')).toBe(7);
  });
});

describe('cycle goals', () => {
  const goal = (
    jobClassId: string,
    days: number,
    hours: number,
    minutes: number,
    contacts: string[] = [],
  ): CycleGoal => ({
    jobClassId,
    days,
    hours,
    minutes,
    notifications: contacts.map((contactId) => ({ contactId })),
  });

  it('carries 60 minutes into an hour and 24 hours into a day', () => {
    expect(carryCycleTime({ days: 0, hours: 0, minutes: 59 })).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(carryCycleTime({ days: 0, hours: 0, minutes: 60 })).toEqual({ days: 0, hours: 1, minutes: 0 });
    expect(carryCycleTime({ days: 1, hours: 23, minutes: 75 })).toEqual({ days: 2, hours: 0, minutes: 15 });
    expect(carryCycleTime({ days: 0, hours: 50, minutes: 0 })).toEqual({ days: 2, hours: 2, minutes: 0 });
  });

  it('gives every class shown a row, keeping the goals it has', () => {
    const rows = cycleGoalRows(
      [{ jobClassId: 'a' }, { jobClassId: 'b' }],
      [goal('b', 1, 2, 3, ['x']), goal('z', 9, 9, 9)],
    );
    expect(rows).toEqual([goal('a', 0, 0, 0), goal('b', 1, 2, 3, ['x'])]);
    // A goal saved without anybody to notify.
    expect(cycleGoalRows([{ jobClassId: 'c' }], [{ jobClassId: 'c', days: 1, hours: 0, minutes: 0 }])).toEqual([
      goal('c', 1, 0, 0),
    ]);
  });

  it('counts a change only when a time or the people notified differ', () => {
    const initial = [goal('a', 1, 0, 0, ['x', 'y'])];
    expect(cycleGoalsChanged(initial, [goal('a', 1, 0, 0, ['y', 'x'])])).toBe(false);
    expect(cycleGoalsChanged(initial, [goal('a', 1, 0, 1, ['x', 'y'])])).toBe(true);
    expect(cycleGoalsChanged(initial, [goal('a', 1, 0, 0, ['x'])])).toBe(true);
    expect(cycleGoalsChanged(initial, [goal('a', 1, 0, 0, ['x', 'y']), goal('b', 0, 0, 0)])).toBe(false);
    expect(cycleGoalsChanged(initial, [goal('a', 1, 0, 0, ['x', 'y']), goal('b', 0, 1, 0)])).toBe(true);
  });

  it('keeps only goals that say something', () => {
    expect(
      cycleGoalsToKeep([goal('a', 0, 0, 0), goal('b', 0, 0, 1), goal('c', 0, 0, 0, ['x'])]).map((g) => g.jobClassId),
    ).toEqual(['b', 'c']);
  });

  it('names the first assignee followed by (+N other(s))', () => {
    expect(assigneeSummary([])).toBe('');
    expect(assigneeSummary(['Marco Diaz'])).toBe('Marco Diaz');
    expect(assigneeSummary(['Marco Diaz', 'Aisha Khan'])).toBe('Marco Diaz (+1 other(s))');
    expect(assigneeSummary(['Marco Diaz', 'Aisha Khan', 'Tom Becker'])).toBe('Marco Diaz (+2 other(s))');
  });
});

describe('status message', () => {
  const message = (statusMessage: string, sendSmsUpdate = false, sendNotification = false) => ({
    statusMessage,
    sendSmsUpdate,
    sendNotification,
  });

  it('requires 1 to 1500 characters only when sending is enabled', () => {
    expect(statusMessageProblem(message(''))).toBeUndefined();
    expect(statusMessageProblem(message('', true))).toBe(settingsMessages.statusMessage);
    expect(statusMessageProblem(message('', false, true))).toBe('Status message must be 1500 characters or less');
    expect(statusMessageProblem(message('x'.repeat(1500), true))).toBeUndefined();
    expect(statusMessageProblem(message('x'.repeat(1501), true))).toBe(settingsMessages.statusMessage);
  });

  it('has three icon states', () => {
    expect(statusMessageState(message('  ', true))).toBe('none');
    expect(statusMessageState(message('Ready'))).toBe('notSent');
    expect(statusMessageState(message('Ready', false, true))).toBe('sent');
    expect(statusMessageState(message('Ready', true))).toBe('sent');
  });

  it('is changed when the text or a switch differs', () => {
    expect(statusMessageChanged(message('a'), message('a'))).toBe(false);
    expect(statusMessageChanged(message('a'), message('b'))).toBe(true);
    expect(statusMessageChanged(message('a'), message('a', true))).toBe(true);
  });
});

describe('subdepartments', () => {
  const frame = { subdepartmentId: 's1', shortName: 'FRAME', name: 'Frame', sortOrder: 0, isActive: true };
  const glass = { subdepartmentId: 's2', shortName: 'GLASS', name: 'Glass', sortOrder: 1, isActive: true };
  const saved = [frame, glass];

  it('adds a blank row with a placeholder id and the next sort order, which blocks submit until named', () => {
    const added = addSubdepartment(saved, 42);
    expect(added[2]).toEqual({
      subdepartmentId: `${EMPTY_ID}-42`,
      shortName: '',
      name: '',
      sortOrder: 2,
      isActive: true,
    });
    expect(isEmptyId(itemAt(added, 2).subdepartmentId)).toBe(true);
    expect(addSubdepartment([], 1)[0]?.sortOrder).toBe(0);
    expect(canSubmitSubdepartments(saved, added)).toBe(false);
    expect(
      canSubmitSubdepartments(
        saved,
        added.map((s) => ({ ...s, name: s.name || 'Trim' })),
      ),
    ).toBe(true);
  });

  it('submits only a change', () => {
    expect(canSubmitSubdepartments(saved, saved)).toBe(false);
    const moved = [
      { ...glass, sortOrder: 0 },
      { ...frame, sortOrder: 1 },
    ];
    expect(canSubmitSubdepartments(saved, moved)).toBe(true);
    expect(canSubmitSubdepartments(saved, saved.slice(1))).toBe(true);
    expect(canSubmitSubdepartments(saved, [{ ...frame, name: '  ' }, glass])).toBe(false);
  });
});

describe('default assignments', () => {
  const departments = [{ departmentId: 'd1' }, { departmentId: 'd2' }];

  it('groups a class assignments by department and back', () => {
    const assignments = [
      { departmentId: 'd2', contactId: 'c1', notifyOnly: false },
      { departmentId: 'd2', contactId: 'c2', notifyOnly: true },
    ];
    const rows = assignmentRows(departments, assignments);
    expect(rows).toEqual([
      { departmentId: 'd1', assigneeIds: [], notifyIds: [] },
      { departmentId: 'd2', assigneeIds: ['c1'], notifyIds: ['c2'] },
    ]);
    expect(assignmentsOf(rows)).toEqual(assignments);
  });

  it('makes a person either assigned or notified in a department', () => {
    const row = { departmentId: 'd1', assigneeIds: ['c1'], notifyIds: ['c2'] };
    expect(chooseAssignees(row, 'notifyIds', ['c2', 'c1'])).toEqual({
      departmentId: 'd1',
      assigneeIds: [],
      notifyIds: ['c2', 'c1'],
    });
  });

  it('requires an assignee where a department notifies somebody, and a change to submit', () => {
    const rows = assignmentRows(departments, []);
    const [first, second] = [itemAt(rows, 0), itemAt(rows, 1)];
    expect(canSubmitAssignments(rows, rows)).toBe(false);
    const notifyOnly = { ...first, notifyIds: ['c2'] };
    expect(assignmentRowProblem(notifyOnly)).toBe(assigneeRequired());
    expect(assigneeRequired()).toBe('At least one assignee is required');
    expect(canSubmitAssignments(rows, [notifyOnly, second])).toBe(false);
    const named = { ...notifyOnly, assigneeIds: ['c1'] };
    expect(assignmentRowProblem(named)).toBeUndefined();
    expect(canSubmitAssignments(rows, [named, second])).toBe(true);
  });
});

describe('production schedule', () => {
  /** A class' capacity on each day, Sunday first. */
  type Week = [number, number, number, number, number, number, number];
  const jobClass = (name: string, capacities: Week, isActive = true, sortOrder = 0) => ({
    name,
    isActive,
    sortOrder,
    deletedAt: null as string | null,
    sundayCapacity: capacities[0],
    mondayCapacity: capacities[1],
    tuesdayCapacity: capacities[2],
    wednesdayCapacity: capacities[3],
    thursdayCapacity: capacities[4],
    fridayCapacity: capacities[5],
    saturdayCapacity: capacities[6],
  });

  it('totals a class over the week and the shop per weekday', () => {
    const a = jobClass('A', [0, 3, 3, 3, 3, 2, 1]);
    const b = jobClass('B', [1, 1, 0, 0, 0, 0, 0]);
    expect(weeklyCapacity(a)).toBe(15);
    expect(capacityPerWeekday([a, b])).toEqual([1, 4, 3, 3, 3, 2, 1]);
  });

  it('lists only active classes that are not deleted, in their order', () => {
    const closed: Week = [0, 0, 0, 0, 0, 0, 0];
    const list = [
      jobClass('Second', closed, true, 2),
      jobClass('Off', closed, false, 0),
      { ...jobClass('Gone', closed, true, 1), deletedAt: '2026-01-01' },
      jobClass('First', closed, true, 1),
    ];
    expect(scheduledClasses(list).map((c) => c.name)).toEqual(['First', 'Second']);
  });
});

describe('badges of a job class', () => {
  const list = [
    { badgeId: 'b2', sortOrder: 4 },
    { badgeId: 'b1', sortOrder: 0 },
  ];

  it('orders, adds once at the end and removes, renumbering', () => {
    expect(orderBadgeClasses(list)).toEqual([
      { badgeId: 'b1', sortOrder: 0 },
      { badgeId: 'b2', sortOrder: 1 },
    ]);
    expect(addBadgeClass(list, 'b3')).toEqual([
      { badgeId: 'b1', sortOrder: 0 },
      { badgeId: 'b2', sortOrder: 1 },
      { badgeId: 'b3', sortOrder: 2 },
    ]);
    expect(addBadgeClass(list, 'b1')).toHaveLength(2);
    expect(removeBadgeClass(list, 'b1')).toEqual([{ badgeId: 'b2', sortOrder: 0 }]);
  });

  it('is changed when the badges or their order differ', () => {
    expect(badgeClassesChanged(list, addBadgeClass(list, 'b1'))).toBe(false);
    expect(
      badgeClassesChanged(list, [
        { badgeId: 'b2', sortOrder: 0 },
        { badgeId: 'b1', sortOrder: 1 },
      ]),
    ).toBe(true);
    expect(badgeClassesChanged(list, removeBadgeClass(list, 'b2'))).toBe(true);
  });
});
