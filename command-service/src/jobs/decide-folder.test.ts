import { createJobSchema, EMPTY_ID, type Refusal, type SaveFolder } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../shared/command.ts';
import { catalog, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { decideAddNote, decideCreateJob, decideSetBadges } from './decide.ts';
import { areaOf, decideSaveFolder, folderOf } from './decide-folder.ts';
import { job } from './job.ts';

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

const save = (history: NewEvent[], edit: (f: SaveFolder) => SaveFolder) =>
  given(job, history).when((s) => decideSaveFolder(s, edit(folderOf(s, history.length - 1)), ctx));

describe('saving a job folder', () => {
  it('appends nothing when nothing changed', () => {
    expect(save(created, (f) => f).events).toEqual([]);
  });

  it('adds tasks with the catalog description, then ticks one with the job’s department, the user and the time', () => {
    ids = 0;
    const added = save(created, (f) => ({
      ...f,
      jobTodos: [
        { jobTodoId: EMPTY_ID, todoId: 'todo-parts', sortOrder: 0, isCompleted: false },
        { jobTodoId: '', todoId: 'todo-qc', sortOrder: 1, isCompleted: false },
      ],
    }));
    expect(added.events).toEqual([
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
    const history = [...created, ...added.events!];
    const ticked = save(history, (f) => ({
      ...f,
      jobTodos: f.jobTodos!.map((t, i) => (i === 1 ? { ...t, isCompleted: true } : t)),
    }));
    expect(ticked.events).toEqual([
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
    const reordered = save([...history, ...ticked.events!], (f) => ({ ...f, jobTodos: [...f.jobTodos!].reverse() }));
    expect(reordered.events).toEqual([
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
    const removed = save([...history, ...ticked.events!], (f) => ({
      ...f,
      jobTodos: f.jobTodos!.slice(1).map((t) => ({ ...t, isCompleted: false })),
    }));
    expect(removed.events).toEqual([
      { type: 'TaskRemovedFromJob', data: { jobAdminId: 'job-1', jobTodoId: 'new-1' } },
      { type: 'TaskReopened', data: { jobAdminId: 'job-1', jobTodoId: 'new-2' } },
      { type: 'JobTasksReordered', data: { jobAdminId: 'job-1', order: [{ jobTodoId: 'new-2', sortOrder: 0 }] } },
    ]);
  });

  it('refuses a task the location does not have', () => {
    const result = save(created, (f) => ({
      ...f,
      jobTodos: [{ jobTodoId: '', todoId: 'todo-unknown', sortOrder: 0, isCompleted: false }],
    }));
    expect((result.error as Refusal).extra.errors?.[0]).toEqual({
      field: 'jobTodos.0.todoId',
      message: 'Task is not one of this location’s tasks',
    });
  });

  it('assigns, changes, and unassigns with No Assignee; notify-only rows are their own', () => {
    ids = 0;
    const assigned = save(created, (f) => ({
      ...f,
      jobAssignments: [
        { jobAssignmentId: EMPTY_ID, departmentId: 'dep-BODY', contactId: 'tech-1', doNotify: true, notifyOnly: false },
        { jobAssignmentId: '', departmentId: 'dep-BODY', contactId: 'tech-2', doNotify: true, notifyOnly: true },
      ],
    }));
    expect(assigned.events?.map((e) => e.type)).toEqual(['JobAssigned', 'JobAssigned']);
    expect(assigned.events?.[1].data).toMatchObject({
      jobAssignmentId: 'new-2',
      contactId: 'tech-2',
      notifyOnly: true,
    });
    const history = [...created, ...assigned.events!];
    const changed = save(history, (f) => ({
      ...f,
      jobAssignments: f.jobAssignments!.map((a) => (a.notifyOnly ? a : { ...a, contactId: 'tech-2' })),
    }));
    expect(changed.events).toEqual([
      {
        type: 'JobAssignmentChanged',
        data: { jobAdminId: 'job-1', jobAssignmentId: 'new-1', changes: { contactId: 'tech-2' } },
      },
    ]);
    const cleared = save(history, (f) => ({
      ...f,
      jobAssignments: f.jobAssignments!.map((a) => (a.notifyOnly ? a : { ...a, contactId: EMPTY_ID, doNotify: false })),
    }));
    expect(cleared.events).toEqual([
      { type: 'JobUnassigned', data: { jobAdminId: 'job-1', jobAssignmentId: 'new-1' } },
    ]);
  });

  it('links an estimate the location keeps, and refuses one it does not', () => {
    expect(save(created, (f) => ({ ...f, estimateId: 'estimate-1' })).events).toEqual([
      { type: 'EstimateLinked', data: { jobAdminId: 'job-1', estimateId: 'estimate-1' } },
    ]);
    expect((save(created, (f) => ({ ...f, estimateId: 'nope' })).error as Refusal).status).toBe(404);
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
    const { events } = given(job, created).when((s) => decideSetBadges(s, ['badge-rental'], catalog));
    expect(events).toEqual([{ type: 'JobBadgeAdded', data: { jobAdminId: 'job-1', badgeId: 'badge-rental' } }]);
    const removed = given(job, [...created, ...events!]).when((s) => decideSetBadges(s, [], catalog));
    expect(removed.events).toEqual([
      { type: 'JobBadgeRemoved', data: { jobAdminId: 'job-1', badgeId: 'badge-rental' } },
    ]);
    const tooMany = given(job, created).when((s) =>
      decideSetBadges(
        s,
        Array(7)
          .fill(0)
          .map((_, i) => `b${i}`),
        catalog,
      ),
    );
    expect((tooMany.error as Refusal).extra.errors).toEqual([{ field: 'badgeIds', message: 'Max badges reached.' }]);
  });

  it('adds a note in a built-in or custom category, and refuses an unknown category', () => {
    const { events } = given(job, created).when((s) =>
      decideAddNote(
        s,
        { notes: 'Keys at front desk', noteCategoryId: '5e5e5e5e-0000-4000-8000-000000000002' },
        catalog,
        'note-1',
      ),
    );
    expect(events).toEqual([
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
    const unknown = given(job, created).when((s) =>
      decideAddNote(s, { notes: 'x', noteCategoryId: 'nope' }, catalog, 'n'),
    );
    expect((unknown.error as Refusal).status).toBe(400);
  });

  it('refuses an archive while tasks are outstanding', async () => {
    const { decideArchive } = await import('./decide.ts');
    const withTask = [
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
    const result = given(job, withTask).when((s) => decideArchive(s, monday));
    expect((result.error as Refusal).extra.errors?.[0].message).toBe('1 outstanding task');
  });
});
