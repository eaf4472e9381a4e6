import { EMPTY_ID } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import {
  assignAll,
  assignmentRows,
  assignmentsModified,
  assignmentsToSave,
  cycleFigures,
  setAdditionalNotifications,
  setAssignee,
  setNotify,
} from './assignments.ts';
import { assignment, contact, department, folderView } from './test-fixtures.ts';

const contacts = [contact('c-marco', 'Marco Diaz'), contact('c-aisha', 'Aisha Khan'), contact('c-tom', 'Tom Becker')];
const body = department('dep-body', 1, { name: 'Body' });
const paint = department('dep-paint', 2, {
  name: 'Paint',
  jobClassCycles: [{ jobClassId: 'class-light', days: 0, hours: 10, minutes: 0 }],
});
const saved = [assignment('dep-body', 'c-marco', { doNotify: false })];

describe('assignee and notify', () => {
  it('choosing an assignee turns notify on, on the existing entry or a new one with the empty id', () => {
    const changed = setAssignee(saved, 'dep-body', 'c-aisha', contacts);
    expect(changed).toEqual([{ ...saved[0], contactId: 'c-aisha', name: 'Aisha Khan', doNotify: true }]);
    const added = setAssignee(saved, 'dep-paint', 'c-tom', contacts);
    expect(added[1]).toMatchObject({
      jobAssignmentId: EMPTY_ID,
      departmentId: 'dep-paint',
      contactId: 'c-tom',
      name: 'Tom Becker',
      doNotify: true,
      notifyOnly: false,
    });
  });

  it("'No Assignee' turns notify off and leaves notify unchangeable; a department without an entry gets none", () => {
    const none = setAssignee(saved, 'dep-body', EMPTY_ID, contacts);
    expect(none[0]).toMatchObject({ contactId: EMPTY_ID, doNotify: false });
    expect(setNotify(none, 'dep-body', true)[0]?.doNotify).toBe(false);
    expect(setAssignee(saved, 'dep-paint', EMPTY_ID, contacts)).toEqual(saved);
    const rows = assignmentRows(none, [body], folderView(), Date.parse('2025-03-05T00:00:00Z'));
    expect(rows[0]).toMatchObject({ contactId: EMPTY_ID, doNotify: false });
  });

  it('the notify box changes only a department with an assignee', () => {
    expect(setNotify(saved, 'dep-body', true)[0]?.doNotify).toBe(true);
    expect(setNotify(saved, 'dep-paint', true)).toEqual(saved);
  });

  it('assign all gives every department the same assignee', () => {
    const all = assignAll(saved, ['dep-body', 'dep-paint'], 'c-tom', contacts);
    expect(all.filter((a) => !a.notifyOnly).map((a) => [a.departmentId, a.contactId, a.doNotify])).toEqual([
      ['dep-body', 'c-tom', true],
      ['dep-paint', 'c-tom', true],
    ]);
    const cleared = assignAll(all, ['dep-body', 'dep-paint'], EMPTY_ID, contacts);
    expect(cleared.every((a) => a.contactId === EMPTY_ID && !a.doNotify)).toBe(true);
  });
});

describe('additional notifications', () => {
  const withExtra = [
    ...saved,
    assignment('dep-body', 'c-aisha', { jobAssignmentId: 'asg-extra-aisha', notifyOnly: true }),
  ];

  it('reuses an existing notify-only entry and makes new ones with the empty id', () => {
    const next = setAdditionalNotifications(withExtra, withExtra, 'dep-body', ['c-aisha', 'c-tom'], contacts);
    const extras = next.filter((a) => a.notifyOnly);
    expect(extras.map((a) => [a.jobAssignmentId, a.contactId, a.doNotify])).toEqual([
      ['asg-extra-aisha', 'c-aisha', true],
      [EMPTY_ID, 'c-tom', true],
    ]);
    expect(next.filter((a) => !a.notifyOnly)).toEqual(saved);
  });

  it('drops people no longer chosen, and reuses the saved entry when one comes back', () => {
    const cleared = setAdditionalNotifications(withExtra, withExtra, 'dep-body', [], contacts);
    expect(cleared.some((a) => a.notifyOnly)).toBe(false);
    const back = setAdditionalNotifications(cleared, withExtra, 'dep-body', ['c-aisha'], contacts);
    expect(back.find((a) => a.notifyOnly)?.jobAssignmentId).toBe('asg-extra-aisha');
    expect(assignmentsModified(withExtra, back)).toBe(false);
  });

  it('keeps another department’s recipients', () => {
    const list = [...withExtra, assignment('dep-paint', 'c-tom', { notifyOnly: true })];
    const next = setAdditionalNotifications(list, list, 'dep-body', [], contacts);
    expect(next.filter((a) => a.notifyOnly).map((a) => a.departmentId)).toEqual(['dep-paint']);
  });
});

describe('rows, modified state and what is sent', () => {
  it('one row per department with the server figures where a row exists, worked out otherwise', () => {
    const folder = folderView({
      jobAssignments: [assignment('dep-body', 'c-marco', { cycleTime: 5, cycleGoal: 8, efficiency: 160 })],
      departmentCycle: [
        {
          departmentCycleId: 'cy1',
          departmentId: 'dep-paint',
          departmentShortName: 'PAINT',
          subdepartmentShortName: null,
          dateTimeIn: '2025-03-04T00:00:00.000Z',
          dateTimeOut: '2025-03-04T08:00:00.000Z',
          cycleTime: 8,
        },
        {
          departmentCycleId: 'cy2',
          departmentId: 'dep-paint',
          departmentShortName: 'PAINT',
          subdepartmentShortName: null,
          dateTimeIn: '2025-03-05T00:00:00.000Z',
          dateTimeOut: null,
          cycleTime: null,
        },
      ],
    });
    const now = Date.parse('2025-03-05T04:30:00.000Z');
    const rows = assignmentRows(folder.jobAssignments, [body, paint], folder, now);
    expect(rows.map((r) => r.department.name)).toEqual(['Body', 'Paint']);
    expect(rows[0]).toMatchObject({
      contactId: 'c-marco',
      doNotify: true,
      cycleTime: 5,
      cycleGoal: 8,
      efficiency: 160,
    });
    expect(rows[1]).toMatchObject({ contactId: EMPTY_ID, doNotify: false, notifyContactIds: [] });
    // 8 hours in the first stay, 4.5 in the open one; the goal for Light in Paint is 10 hours.
    expect(cycleFigures(paint, folder, now)).toEqual({ cycleTime: 12.5, cycleGoal: 10, efficiency: 80 });
    // Still in Paint and under its goal: the final figure is unknown, so none is shown (it read 10917%).
    const justIn = Date.parse('2025-03-05T00:06:00.000Z');
    expect(cycleFigures(paint, folder, justIn)).toEqual({ cycleTime: 8.1, cycleGoal: 10, efficiency: null });
  });

  it('modified means another assignee, notify or recipient; entry ids do not count', () => {
    expect(assignmentsModified(saved, [...saved])).toBe(false);
    expect(assignmentsModified(saved, setNotify(saved, 'dep-body', true))).toBe(true);
    expect(assignmentsModified(saved, setAssignee(saved, 'dep-body', EMPTY_ID, contacts))).toBe(true);
    // No assignee where there was none is no change.
    expect(assignmentsModified([], [assignment('dep-body', EMPTY_ID, { doNotify: false })])).toBe(false);
    expect(assignmentsModified(saved, [{ ...itemAt(saved, 0), jobAssignmentId: EMPTY_ID }])).toBe(false);
  });

  it('sends every entry with the plain empty id for new ones and No Assignee', () => {
    const next = setAssignee(setAssignee(saved, 'dep-body', EMPTY_ID, contacts), 'dep-paint', 'c-tom', contacts);
    expect(assignmentsToSave(next)).toEqual([
      {
        jobAssignmentId: 'asg-dep-body-c-marco',
        departmentId: 'dep-body',
        contactId: EMPTY_ID,
        doNotify: false,
        notifyOnly: false,
      },
      { jobAssignmentId: EMPTY_ID, departmentId: 'dep-paint', contactId: 'c-tom', doNotify: true, notifyOnly: false },
    ]);
  });
});
