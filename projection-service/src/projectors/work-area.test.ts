import { systemNoteCategoryId } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { jobCreated, recorded } from '../testing/events.ts';
import { estimatesProjector } from './estimates.ts';
import { jobsProjector } from './jobs.ts';
import { notesProjector } from './notes.ts';

const onJob = (type: string, data: Record<string, unknown>, at?: string) => ({
  streamId: 'job-j1',
  type,
  data: { jobAdminId: 'j1', ...data },
  at,
});

describe('tasks, assignments and badges on the job document', () => {
  it('keeps tasks in order with who completed them where and when, and clears that when reopened', () => {
    const model = projectInMemory(
      jobsProjector,
      recorded([
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
      ]),
    );
    expect(model.get('jobs', 'j1')!.jobTodos).toEqual([
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
    const removed = projectInMemory(
      jobsProjector,
      recorded([
        jobCreated('j1'),
        onJob('TaskAddedToJob', { jobTodoId: 't1', todoId: 'a', description: 'Order parts', sortOrder: 0 }),
        onJob('TaskRemovedFromJob', { jobTodoId: 't1' }),
      ]),
    );
    expect(removed.get('jobs', 'j1')!.jobTodos).toEqual([]);
  });

  it('keeps assignments and badges, and the linked estimate', () => {
    const model = projectInMemory(
      jobsProjector,
      recorded([
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
      ]),
    );
    expect(model.get('jobs', 'j1')).toMatchObject({
      jobAssignments: [
        { jobAssignmentId: 'a1', departmentId: 'dep-BODY', contactId: 'c3', doNotify: true, notifyOnly: false },
      ],
      badges: [{ badgeId: 'b1', state: 3 }],
      estimateId: 'e1',
      version: 9,
    });
    const added = projectInMemory(
      jobsProjector,
      recorded([jobCreated('j1'), onJob('JobBadgeAdded', { badgeId: 'b1' })]),
    );
    expect(added.get('jobs', 'j1')!.badges).toEqual([{ badgeId: 'b1', state: 1 }]);
  });

  it('moves the job’s version with every fact on its stream, notes included', () => {
    const model = projectInMemory(
      jobsProjector,
      recorded([jobCreated('j1'), onJob('JobNoteAdded', { jobHistoryId: 'n1', notes: 'x', noteCategoryId: 'c' })]),
    );
    expect(model.get('jobs', 'j1')!.version).toBe(1);
  });
});

describe('job notes', () => {
  it('holds written notes and tells System notes from badge states and scheduled out changes, credited to who acted', () => {
    const model = projectInMemory(
      notesProjector,
      recorded([
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
      ]),
    );
    const notes = model.all('jobNotes').sort((a, b) => String(a.createDate).localeCompare(String(b.createDate)));
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
    const model = projectInMemory(
      estimatesProjector,
      recorded([
        {
          streamId: 'estimates-BAYVIEW',
          type: 'EstimateReceived',
          data: { estimate: { estimateId: 'e1', name: 'Ann Lee' } },
        },
        {
          streamId: 'estimates-BAYVIEW',
          type: 'EstimateReceived',
          data: { estimate: { estimateId: 'e2', name: 'Bo Chen' } },
        },
        onJob('EstimateLinked', { estimateId: 'e1' }),
        { streamId: 'estimates-BAYVIEW', type: 'EstimateDeleted', data: { estimateId: 'e2' } },
      ]),
    );
    expect(model.all('estimates')).toEqual([
      { id: 'e1', estimateId: 'e1', name: 'Ann Lee', locationShortName: 'BAYVIEW', linkedJobAdminId: 'j1' },
    ]);
  });
});
