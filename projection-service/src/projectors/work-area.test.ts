import { type JobEvents, systemNoteCategoryId } from '@bayline/contracts';
import { estimatesModel, jobNotesModel } from '@bayline/contracts/read-models/folder';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { describe, expect, it } from 'vitest';
import { jobCreated } from '../testing/events.ts';
import { type GivenData, type GivenEvent, given, on } from '../testing/given.ts';
import { estimatesProjector } from './estimates.ts';
import { jobsProjector } from './jobs.ts';
import { notesProjector } from './notes.ts';

const onJob = <T extends keyof JobEvents>(type: T, data: GivenData<T>, at?: string) =>
  on('job-j1', type, { jobAdminId: 'j1', ...data }, { at });
const job = (...events: GivenEvent[]) => given(jobsProjector, jobsModel, events);

describe('tasks, assignments and badges on the job document', () => {
  it('keeps tasks in order with who completed them where and when, and clears that when reopened', () => {
    const model = job(
      jobCreated('j1'),
      onJob('TaskAddedToJob', { jobTodoId: 't1', todoId: 'a', description: 'Order parts', sortOrder: 0 }),
      onJob('TaskAddedToJob', { jobTodoId: 't2', todoId: 'b', description: 'Final inspection', sortOrder: 1 }),
      onJob('JobTasksReordered', {
        order: [
          { jobTodoId: 't2', sortOrder: 0 },
          { jobTodoId: 't1', sortOrder: 1 },
        ],
      }),
      onJob('TaskCompleted', {
        jobTodoId: 't1',
        departmentId: 'dep-BODY',
        completedById: 'u1',
        completedOn: '2026-03-02T20:00:00Z',
      }),
      onJob('TaskCompleted', {
        jobTodoId: 't2',
        departmentId: 'dep-BODY',
        completedById: 'u1',
        completedOn: '2026-03-02T21:00:00Z',
      }),
      onJob('TaskReopened', { jobTodoId: 't2' }),
    );
    expect(model.document('j1')!.jobTodos).toEqual([
      {
        jobTodoId: 't2',
        todoId: 'b',
        description: 'Final inspection',
        sortOrder: 0,
        isCompleted: false,
        departmentId: null,
        completedById: null,
        completedOn: null,
      },
      {
        jobTodoId: 't1',
        todoId: 'a',
        description: 'Order parts',
        sortOrder: 1,
        isCompleted: true,
        departmentId: 'dep-BODY',
        completedById: 'u1',
        completedOn: '2026-03-02T20:00:00Z',
      },
    ]);
    const removed = job(
      jobCreated('j1'),
      onJob('TaskAddedToJob', { jobTodoId: 't1', todoId: 'a', description: 'Order parts', sortOrder: 0 }),
      onJob('TaskRemovedFromJob', { jobTodoId: 't1' }),
    );
    expect(removed.document('j1')!.jobTodos).toEqual([]);
  });

  it('keeps assignments and badges, and the linked estimate', () => {
    const model = job(
      jobCreated('j1'),
      onJob('JobAssigned', {
        jobAssignmentId: 'a1',
        departmentId: 'dep-BODY',
        contactId: 'c1',
        doNotify: true,
        notifyOnly: false,
      }),
      onJob('JobAssigned', {
        jobAssignmentId: 'a2',
        departmentId: 'dep-BODY',
        contactId: 'c2',
        doNotify: true,
        notifyOnly: true,
      }),
      onJob('JobAssignmentChanged', { jobAssignmentId: 'a1', changes: { contactId: 'c3' } }),
      onJob('JobUnassigned', { jobAssignmentId: 'a2' }),
      onJob('JobBadgeAdded', { badgeId: 'b1' }),
      onJob('JobBadgeAdded', { badgeId: 'b2' }),
      onJob('BadgeStateChanged', { badgeId: 'b1', state: 3, badgeDescription: 'Rental', stateDescription: 'Alert' }),
      onJob('JobBadgeRemoved', { badgeId: 'b2' }),
      onJob('EstimateLinked', { estimateId: 'e1' }),
    );
    model.thenMatches({
      id: 'j1',
      jobAssignments: [
        { jobAssignmentId: 'a1', departmentId: 'dep-BODY', contactId: 'c3', doNotify: true, notifyOnly: false },
      ],
      badges: [{ badgeId: 'b1', state: 3 }],
      estimateId: 'e1',
      version: 9,
    });
    const added = job(jobCreated('j1'), onJob('JobBadgeAdded', { badgeId: 'b1' }));
    expect(added.document('j1')!.badges).toEqual([{ badgeId: 'b1', state: 1 }]);
  });

  it('moves the job’s version with every fact on its stream, notes included', () => {
    const model = job(jobCreated('j1'), onJob('JobNoteAdded', { jobHistoryId: 'n1', notes: 'x', noteCategoryId: 'c' }));
    expect(model.document('j1')!.version).toBe(1);
  });
});

describe('job notes', () => {
  it('holds written notes and tells System notes from badge states and scheduled out changes, credited to who acted', () => {
    const model = given(notesProjector, jobNotesModel, [
      jobCreated('j1'),
      onJob(
        'JobNoteAdded',
        { jobHistoryId: 'n1', notes: 'Keys at the desk', noteCategoryId: 'cat-1' },
        '2026-03-02T16:00:00.000Z',
      ),
      onJob('BadgeStateChanged', {
        badgeId: 'b1',
        state: 2,
        badgeDescription: 'Parts Ordered',
        stateDescription: 'In Process',
      }),
      onJob('JobScheduledOutChanged', { scheduledOut: '2026-03-10T00:00:00' }),
    ]);
    const notes = model.all().sort((a, b) => String(a.createDate).localeCompare(String(b.createDate)));
    expect(notes.map((n) => [n.notes, n.noteCategoryId, n.userId])).toEqual([
      ['Keys at the desk', 'cat-1', 'u1'],
      ['Updated Parts Ordered badge state to In Process', systemNoteCategoryId, 'u1'],
      ['The Scheduled Out date was changed to 03/10/2026', systemNoteCategoryId, 'u1'],
    ]);
    expect(notes.every((n) => n.jobAdminId === 'j1' && n.locationShortName === 'BAYVIEW')).toBe(true);
  });
});

describe('estimates', () => {
  it('keeps a location’s estimates, marks the job one was linked to, and drops deleted ones', () => {
    const model = given(estimatesProjector, estimatesModel, [
      on('estimates-BAYVIEW', 'EstimateReceived', { estimate: { estimateId: 'e1', name: 'Ann Lee' } }),
      on('estimates-BAYVIEW', 'EstimateReceived', { estimate: { estimateId: 'e2', name: 'Bo Chen' } }),
      onJob('EstimateLinked', { estimateId: 'e1' }),
      on('estimates-BAYVIEW', 'EstimateDeleted', { estimateId: 'e2' }),
    ]);
    expect(model.all()).toEqual([
      { id: 'e1', estimateId: 'e1', name: 'Ann Lee', locationShortName: 'BAYVIEW', linkedJobAdminId: 'j1' },
    ]);
  });
});
