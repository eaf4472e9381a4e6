import { createJobSchema, EMPTY_ID, type SaveFolder } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { catalog, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { decideAddNote, decideCreateJob, decideSetBadges } from './decide.ts';
import { areaOf, decideSaveFolder, folderOf } from './decide-folder.ts';
import { type JobStreamEvent, job } from './job.ts';

const fields = createJobSchema.parse({
  clientName: 'Maria Garcia',
  clientCellular: '(510) 555-0101',
  jobClassId: 'class-light',
  hours: 10,
  subTotal: 1000,
});
const created = decideCreateJob(fields, catalog, monday, { jobAdminId: 'job-1', jobAdminInt: 1001 });
let ids = 0;
const ctx = { catalog, now: monday, userId: 'user-1', newId: () => `new-${++ids}` };

const save = (history: JobStreamEvent[], edit: (f: SaveFolder) => SaveFolder) =>
  given(job, history).when((s) => decideSaveFolder(s, edit(folderOf(s, history.length - 1)), ctx));

describe('saving a job folder', () => {
  it('appends nothing when nothing changed', () => {
    save(created, (f) => f).then([]);
  });

  it('adds tasks with the catalog description, then ticks one with the job’s department, the user and the time', () => {
    ids = 0;
    const added = save(created, (f) => ({
      ...f,
      jobTodos: [
        { jobTodoId: EMPTY_ID, todoId: 'todo-parts', sortOrder: 0, isCompleted: false },
        { jobTodoId: '', todoId: 'todo-qc', sortOrder: 1, isCompleted: false },
      ],
    })).then([
      {
        type: 'TaskAddedToJob',
        data: {
          jobAdminId: 'job-1',
          jobTodoId: 'new-1',
          todoId: 'todo-parts',
          description: 'Order parts',
          sortOrder: 0,
        },
      },
      {
        type: 'TaskAddedToJob',
        data: {
          jobAdminId: 'job-1',
          jobTodoId: 'new-2',
          todoId: 'todo-qc',
          description: 'Final inspection',
          sortOrder: 1,
        },
      },
    ]);
    const history = [...created, ...added];
    const ticked = save(history, (f) => ({
      ...f,
      jobTodos: f.jobTodos!.map((t, i) => (i === 1 ? { ...t, isCompleted: true } : t)),
    })).then([
      {
        type: 'TaskCompleted',
        data: {
          jobAdminId: 'job-1',
          jobTodoId: 'new-2',
          departmentId: 'dep-EST',
          completedById: 'user-1',
          completedOn: monday.toISOString(),
        },
      },
    ]);
    save([...history, ...ticked], (f) => ({ ...f, jobTodos: [...f.jobTodos!].reverse() })).then([
      {
        type: 'JobTasksReordered',
        data: {
          jobAdminId: 'job-1',
          order: [
            { jobTodoId: 'new-2', sortOrder: 0 },
            { jobTodoId: 'new-1', sortOrder: 1 },
          ],
        },
      },
    ]);
    save([...history, ...ticked], (f) => ({
      ...f,
      jobTodos: f.jobTodos!.slice(1).map((t) => ({ ...t, isCompleted: false })),
    })).then([
      { type: 'TaskRemovedFromJob', data: { jobAdminId: 'job-1', jobTodoId: 'new-1' } },
      { type: 'TaskReopened', data: { jobAdminId: 'job-1', jobTodoId: 'new-2' } },
      { type: 'JobTasksReordered', data: { jobAdminId: 'job-1', order: [{ jobTodoId: 'new-2', sortOrder: 0 }] } },
    ]);
  });

  it('refuses a task the location does not have', () => {
    save(created, (f) => ({
      ...f,
      jobTodos: [{ jobTodoId: '', todoId: 'todo-unknown', sortOrder: 0, isCompleted: false }],
    })).thenThrows('InvalidFields', (refusal) =>
      expect(refusal.extra.errors?.[0]).toEqual({
        field: 'jobTodos.0.todoId',
        message: 'Task is not one of this location’s tasks',
      }),
    );
  });

  it('assigns, changes, and unassigns with No Assignee; notify-only rows are their own', () => {
    ids = 0;
    const assigned = save(created, (f) => ({
      ...f,
      jobAssignments: [
        { jobAssignmentId: EMPTY_ID, departmentId: 'dep-BODY', contactId: 'tech-1', doNotify: true, notifyOnly: false },
        { jobAssignmentId: '', departmentId: 'dep-BODY', contactId: 'tech-2', doNotify: true, notifyOnly: true },
      ],
    })).then((events) => {
      expect(events.map((e) => e.type)).toEqual(['JobAssigned', 'JobAssigned']);
      expect(events[1]?.data).toMatchObject({ jobAssignmentId: 'new-2', contactId: 'tech-2', notifyOnly: true });
    });
    const history = [...created, ...assigned];
    save(history, (f) => ({
      ...f,
      jobAssignments: f.jobAssignments!.map((a) => (a.notifyOnly ? a : { ...a, contactId: 'tech-2' })),
    })).then([
      {
        type: 'JobAssignmentChanged',
        data: { jobAdminId: 'job-1', jobAssignmentId: 'new-1', changes: { contactId: 'tech-2' } },
      },
    ]);
    save(history, (f) => ({
      ...f,
      jobAssignments: f.jobAssignments!.map((a) => (a.notifyOnly ? a : { ...a, contactId: EMPTY_ID, doNotify: false })),
    })).then([{ type: 'JobUnassigned', data: { jobAdminId: 'job-1', jobAssignmentId: 'new-1' } }]);
  });

  it('links an estimate the location keeps, and refuses one it does not', () => {
    save(created, (f) => ({ ...f, estimateId: 'estimate-1' })).then([
      { type: 'EstimateLinked', data: { jobAdminId: 'job-1', estimateId: 'estimate-1' } },
    ]);
    save(created, (f) => ({ ...f, estimateId: 'nope' })).thenThrows('UnknownEstimate');
  });

  it('names the right each change needs', () => {
    expect(areaOf('JobInformationChanged')).toEqual({ area: 'jobinformation', need: 'write' });
    expect(areaOf('TaskCompleted')).toEqual({ area: 'jobtodolist', need: 'complete' });
    expect(areaOf('TaskAddedToJob')).toEqual({ area: 'jobtodolist', need: 'write' });
    expect(areaOf('JobAssignmentChanged')).toEqual({ area: 'jobassignments', need: 'write' });
    expect(areaOf('EstimateLinked')).toEqual({ area: 'jobinformation', need: 'write' });
  });
});

describe('badges and notes on a job', () => {
  it('sets the job’s badges to the editor’s list, and refuses more than the maximum', () => {
    const added = given(job, created)
      .when((s) => decideSetBadges(s, ['badge-rental'], catalog))
      .then([{ type: 'JobBadgeAdded', data: { jobAdminId: 'job-1', badgeId: 'badge-rental' } }]);
    given(job, [...created, ...added])
      .when((s) => decideSetBadges(s, [], catalog))
      .then([{ type: 'JobBadgeRemoved', data: { jobAdminId: 'job-1', badgeId: 'badge-rental' } }]);
    given(job, created)
      .when((s) =>
        decideSetBadges(
          s,
          Array(7)
            .fill(0)
            .map((_, i) => `b${i}`),
          catalog,
        ),
      )
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal.extra.errors).toEqual([{ field: 'badgeIds', message: 'Max badges reached.' }]),
      );
  });

  it('adds a note in a built-in or custom category, and refuses an unknown category', () => {
    given(job, created)
      .when((s) =>
        decideAddNote(
          s,
          { notes: 'Keys at front desk', noteCategoryId: '5e5e5e5e-0000-4000-8000-000000000002' },
          catalog,
          'note-1',
        ),
      )
      .then([
        {
          type: 'JobNoteAdded',
          data: {
            jobAdminId: 'job-1',
            jobHistoryId: 'note-1',
            notes: 'Keys at front desk',
            noteCategoryId: '5e5e5e5e-0000-4000-8000-000000000002',
          },
        },
      ]);
    given(job, created)
      .when((s) => decideAddNote(s, { notes: 'x', noteCategoryId: 'nope' }, catalog, 'n'))
      .thenThrows('InvalidFields');
  });

  it('refuses an archive while tasks are outstanding', async () => {
    const { decideArchive } = await import('./decide.ts');
    const withTask: JobStreamEvent[] = [
      ...created,
      {
        type: 'TaskAddedToJob',
        data: {
          jobAdminId: 'job-1',
          jobTodoId: 't1',
          todoId: 'todo-qc',
          description: 'Final inspection',
          sortOrder: 0,
        },
      },
    ];
    given(job, withTask)
      .when((s) => decideArchive(s, monday))
      .thenThrows('ArchiveBlocked', (refusal) => expect(refusal.extra.errors?.[0]?.message).toBe('1 outstanding task'));
  });
});
