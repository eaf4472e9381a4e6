import { itemAt } from '@bayline/contracts/testing/item-at';
import { projectors } from '@bayline/projection-service';
import { recorded } from '@bayline/projection-service/testing/events';
import { replayedProjectors } from '@bayline/query-service';
import { auditFolderOf, compareFolders } from '@bayline/query-service/audit/folder';
import { namesIn } from '@bayline/query-service/audit/names';
import { type JobLog, replay } from '@bayline/query-service/audit/timeline';
import { describe, expect, it } from 'vitest';

/**
 * The fold of time travel: a job's events, its location's settings and its people, replayed through the projectors
 * that keep the read models, read by the folder's own read functions. Given events, then the folder at a moment.
 */
const department = (departmentId: string, shortName: string, name: string, sortOrder: number) => ({
  departmentId,
  shortName,
  name,
  sortOrder,
  isActive: true,
  deletedAt: null,
  subdepartments: [
    { subdepartmentId: `${departmentId}-s`, shortName: 'BAY1', name: 'Bay 1', sortOrder: 0, isActive: true },
  ],
  jobClassCycles: [],
});
const on = (type: string, data: Record<string, unknown>) => ({
  streamId: 'job-j1',
  type,
  data: { jobAdminId: 'j1', ...data },
});

const events = recorded([
  {
    streamId: 'user-u1',
    type: 'UserRegistered',
    data: {
      userId: 'u1',
      email: 'anna@shop.test',
      firstName: 'Anna',
      lastName: 'Ruiz',
      roles: [],
      locationShortNames: ['BAYVIEW'],
      mfaMethod: 'None',
      passwordHash: '',
    },
  },
  { streamId: 'departments-BAYVIEW', type: 'DepartmentAdded', data: { item: department('d1', 'BODY', 'Body', 0) } },
  { streamId: 'departments-BAYVIEW', type: 'DepartmentAdded', data: { item: department('d2', 'PAINT', 'Paint', 1) } },
  {
    streamId: 'jobclasses-BAYVIEW',
    type: 'JobClassAdded',
    data: {
      item: {
        jobClassId: 'c1',
        name: 'Light',
        displayColor: '#00aa00',
        isActive: true,
        deletedAt: null,
        sortOrder: 0,
        badgeClasses: [],
      },
    },
  },
  {
    streamId: 'badges-BAYVIEW',
    type: 'BadgeAdded',
    data: {
      item: {
        badgeId: 'b1',
        description: 'Rental',
        iconName: 'car',
        isActive: true,
        deletedAt: null,
        badgeStates: [
          { badgeStateId: 'bs1', state: 1, description: 'Inactive', color: '#999999' },
          { badgeStateId: 'bs4', state: 4, description: 'Critical', color: '#ff0000' },
        ],
      },
    },
  },
  // 6: the job is created in Body.
  on('JobCreated', {
    jobAdminInt: 1001,
    departmentShortName: 'BODY',
    departmentId: 'd1',
    roState: 2,
    clientName: 'Maria Garcia',
    clientCellular: '(510) 555-0123',
    jobClassId: 'c1',
    groupShortName: null,
    make: 'Ford',
    scheduledOut: '2026-03-12T00:00:00',
  }),
  // 7–10: moved to Paint, bay 1; a badge set to Critical; a task done.
  on('JobMovedToDepartment', {
    fromDepartmentShortName: 'BODY',
    toDepartmentShortName: 'PAINT',
    toDepartmentId: 'd2',
    toSubdepartmentShortName: 'BAY1',
  }),
  on('JobBadgeAdded', { badgeId: 'b1' }),
  on('BadgeStateChanged', { badgeId: 'b1', state: 4, badgeDescription: 'Rental', stateDescription: 'Critical' }),
  on('TaskAddedToJob', { jobTodoId: 't1', todoId: 'todo-1', description: 'Wash', sortOrder: 0 }),
  on('TaskCompleted', {
    jobTodoId: 't1',
    departmentId: 'd2',
    completedById: 'u1',
    completedOn: '2026-03-03T10:00:00.000Z',
  }),
  // 12: Paint is renamed after all that.
  { streamId: 'departments-BAYVIEW', type: 'DepartmentRenamed', data: { id: 'd2', name: 'Refinish' } },
  // 13: a note, and Scheduled Out moved (with its System note).
  on('JobNoteAdded', { jobHistoryId: 'n1', notes: 'Called the customer', noteCategoryId: 'nc1' }),
  on('JobScheduledOutChanged', { scheduledOut: '2026-03-14T00:00:00' }),
]);

const log: JobLog = {
  exports: [],
  jobAdminId: 'j1',
  jobAdminInt: 1001,
  location: 'BAYVIEW',
  jobEvents: events.filter((e) => e.streamId === 'job-j1'),
  events,
  head: events.length,
  people: ['u1'],
  fileName: () => '',
};
const replayed = projectors.filter((p) => (replayedProjectors as readonly string[]).includes(p.name));

async function folderAt(position: number) {
  const models = await replay(log, replayed, position);
  const names = await namesIn(models.view, 'BAYVIEW', log.people);
  return auditFolderOf(models.view, 'j1', names, new Date(itemAt(events, position - 1).metadata.at));
}

describe('the job at a moment, folded by the read models’ projectors', () => {
  it('is the job as created, before anything else happened to it', async () => {
    const folder = await folderAt(6);
    expect(folder).toMatchObject({
      jobAdminInt: 1001,
      departmentName: 'Body',
      subdepartmentName: null,
      jobClassName: 'Light',
      groupName: null,
      priority: 0,
      roState: 2,
      badges: [],
      tasks: [],
      assignments: [],
      notes: [],
    });
    expect(folder.fields).toMatchObject({
      clientName: 'Maria Garcia',
      make: 'Ford',
      scheduledOut: '2026-03-12T00:00:00',
    });
  });

  it('is the job after its move, badge state and task, named as the settings were then', async () => {
    const folder = await folderAt(11);
    expect(folder).toMatchObject({
      departmentName: 'Paint',
      subdepartmentName: 'Bay 1',
      badges: [{ badgeId: 'b1', name: 'Rental', state: 'Critical' }],
      tasks: [
        { jobTodoId: 't1', description: 'Wash', isCompleted: true, completedBy: 'Anna Ruiz', departmentName: 'Paint' },
      ],
      notes: [{ notes: 'Updated Rental badge state to Critical', category: 'System', userName: 'Anna Ruiz' }],
    });
  });

  it('names the department as renamed from then on, and holds the notes told since', async () => {
    const folder = await folderAt(14);
    expect(folder.departmentName).toBe('Refinish');
    expect(folder.fields.scheduledOut).toBe('2026-03-14T00:00:00');
    expect(folder.notes.map((n) => n.notes)).toEqual([
      expect.stringMatching(/^The Scheduled Out date was changed to /),
      'Called the customer',
      'Updated Rental badge state to Critical',
    ]);
  });

  it('compares two moments field by field', async () => {
    const changes = compareFolders(await folderAt(6), await folderAt(14));
    expect(changes.map((c) => [c.section, c.key, c.subject, c.before, c.after])).toEqual([
      ['fields', 'scheduledOut', null, '2026-03-12T00:00:00', '2026-03-14T00:00:00'],
      ['job', 'departmentName', null, 'Body', 'Refinish'],
      ['job', 'subdepartmentName', null, null, 'Bay 1'],
      ['badges', 'b1', 'Rental', null, 'Critical'],
      ['tasks', 't1', 'Wash', null, true],
      [
        'notes',
        itemAt(events, 13).id,
        'System',
        null,
        expect.stringMatching(/^The Scheduled Out date was changed to /),
      ],
      ['notes', 'n1', '', null, 'Called the customer'],
      ['notes', itemAt(events, 8).id, 'System', null, 'Updated Rental badge state to Critical'],
    ]);
    expect(compareFolders(await folderAt(14), await folderAt(14))).toEqual([]);
  });
});
