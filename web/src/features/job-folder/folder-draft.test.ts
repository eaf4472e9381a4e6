import { EMPTY_ID } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { setAdditionalNotifications, setAssignee } from './assignments.ts';
import { conflictsWith, draftOf, type FolderDraft, modifiedSections, rebaseDraft, saveInput } from './folder-draft.ts';
import { addTask, moveTask, setCompleted } from './tasks.ts';
import { assignment, contact, doneTask, folderView, task } from './test-fixtures.ts';

const contacts = [contact('c-aisha', 'Aisha Khan'), contact('c-tom', 'Tom Becker')];

describe('the draft and its modified state per section', () => {
  const base = draftOf(folderView());

  it('reads the folder into the form, tasks by sort order and assignments', () => {
    const draft = draftOf(folderView({ jobTodos: [task('x', 1), task('y', 0)] }));
    expect(draft.job).toMatchObject({
      clientName: 'Pat Doe',
      clientCellular: '(555) 123-4567',
      year: '2019',
      hours: '12.5',
      subTotal: '1234.50',
      scheduledIn: '2025-03-03',
      repairStart: '',
      groupShortName: '',
    });
    expect(draft.tasks.map((t) => t.jobTodoId)).toEqual(['y', 'x']);
  });

  it('nothing changed: no section modified', () => {
    expect(modifiedSections(base, draftOf(folderView()))).toEqual({
      job: false,
      tasks: false,
      assignments: false,
      any: false,
    });
  });

  it('tracks job data, tasks and assignments separately; any of them makes the folder modified', () => {
    const job = modifiedSections(base, { ...base, job: { ...base.job, color: 'Red' } });
    expect(job).toEqual({ job: true, tasks: false, assignments: false, any: true });
    const tasks = modifiedSections(base, { ...base, tasks: setCompleted(base.tasks, base.tasks, 't1', true) });
    expect(tasks).toEqual({ job: false, tasks: true, assignments: false, any: true });
    const assignments = modifiedSections(base, {
      ...base,
      assignments: setAssignee(base.assignments, 'dep-body', 'c-tom', contacts),
    });
    expect(assignments).toEqual({ job: false, tasks: false, assignments: true, any: true });
  });

  it('a field typed back to its saved value is not modified', () => {
    const draft = { ...base, job: { ...base.job, color: 'Blue' } };
    expect(modifiedSections(base, draft).any).toBe(false);
  });
});

describe('rebaseDraft: the user’s edits on top of a fresh folder (409)', () => {
  const oldFolder = folderView();
  const oldBase = draftOf(oldFolder);

  it('re-applies the fields the user changed and takes the rest from the fresh folder', () => {
    const draft: FolderDraft = { ...oldBase, job: { ...oldBase.job, color: 'Red', hours: '14' } };
    const fresh = draftOf(folderView({ version: 9, color: 'Green', make: 'Acura', description: 'Both bumpers' }));
    const merged = rebaseDraft(oldBase, draft, fresh);
    expect(merged.job).toMatchObject({ color: 'Red', hours: '14', make: 'Acura', description: 'Both bumpers' });
    // Against the fresh folder, only the user's own edits remain modified.
    expect(modifiedSections(fresh, merged)).toEqual({ job: true, tasks: false, assignments: false, any: true });
  });

  it('sections the user did not touch are the fresh folder’s', () => {
    const draft: FolderDraft = { ...oldBase, job: { ...oldBase.job, color: 'Red' } };
    const fresh = draftOf(
      folderView({
        jobTodos: [task('t1', 0), doneTask('t2', 1), task('t3', 2)],
        jobAssignments: [assignment('dep-body', 'c-aisha')],
      }),
    );
    const merged = rebaseDraft(oldBase, draft, fresh);
    expect(merged.tasks).toEqual(fresh.tasks);
    expect(merged.assignments).toEqual(fresh.assignments);
  });

  it('ticks only: the fresh list with the user’s ticks', () => {
    const draft: FolderDraft = { ...oldBase, tasks: setCompleted(oldBase.tasks, oldBase.tasks, 't1', true) };
    const fresh = draftOf(folderView({ jobTodos: [task('t1', 0), doneTask('t2', 1), task('t3', 2)] }));
    const merged = rebaseDraft(oldBase, draft, fresh);
    expect(merged.tasks.map((t) => [t.jobTodoId, t.isCompleted])).toEqual([
      ['t1', true],
      ['t2', true],
      ['t3', false],
    ]);
  });

  it('a changed list: the user’s order and new tasks, tasks removed meanwhile dropped, tasks added meanwhile kept', () => {
    const edited = addTask(moveTask(oldBase.tasks, 't2', 't1'), { todoId: 'todo-n', description: 'New' }, 11);
    const draft: FolderDraft = { ...oldBase, tasks: edited };
    const fresh = draftOf(folderView({ jobTodos: [doneTask('t2', 0), task('t9', 1)] }));
    const merged = rebaseDraft(oldBase, draft, fresh);
    expect(merged.tasks.map((t) => t.jobTodoId)).toEqual(['t2', `${EMPTY_ID}-11`, 't9']);
    expect(merged.tasks.map((t) => t.sortOrder)).toEqual([0, 1, 2]);
  });

  it('assignments: the user’s choice per department on the fresh entry, other departments fresh', () => {
    const draft: FolderDraft = {
      ...oldBase,
      assignments: setAdditionalNotifications(
        setAssignee(oldBase.assignments, 'dep-body', 'c-tom', contacts),
        oldBase.assignments,
        'dep-body',
        ['c-aisha'],
        contacts,
      ),
    };
    const fresh = draftOf(
      folderView({
        jobAssignments: [
          assignment('dep-body', 'c-marco', { jobAssignmentId: 'asg-fresh-body', doNotify: false }),
          assignment('dep-paint', 'c-aisha', { jobAssignmentId: 'asg-fresh-paint' }),
          assignment('dep-body', 'c-aisha', { jobAssignmentId: 'asg-fresh-extra', notifyOnly: true }),
        ],
      }),
    );
    const merged = rebaseDraft(oldBase, draft, fresh);
    expect(merged.assignments.map((a) => [a.jobAssignmentId, a.departmentId, a.contactId, a.notifyOnly])).toEqual([
      ['asg-fresh-body', 'dep-body', 'c-tom', false],
      ['asg-fresh-extra', 'dep-body', 'c-aisha', true],
      ['asg-fresh-paint', 'dep-paint', 'c-aisha', false],
    ]);
  });
});

describe('conflictsWith: whether a newer copy clashes with the edits', () => {
  const oldBase = draftOf(folderView());
  const draft: FolderDraft = { ...oldBase, job: { ...oldBase.job, color: 'Red' } };

  it('another field, a badge or a note changed elsewhere: no clash, the edits move onto the newer copy', () => {
    expect(conflictsWith(oldBase, draft, draftOf(folderView({ version: 8, make: 'Acura' })))).toBe(false);
    expect(conflictsWith(oldBase, draft, draftOf(folderView({ version: 8 })))).toBe(false);
  });

  it('the same field changed to another value clashes; to the same value does not', () => {
    expect(conflictsWith(oldBase, draft, draftOf(folderView({ color: 'Green' })))).toBe(true);
    expect(conflictsWith(oldBase, draft, draftOf(folderView({ color: 'Red' })))).toBe(false);
  });

  it('tasks or assignments changed on both sides clash', () => {
    const ticked: FolderDraft = { ...oldBase, tasks: setCompleted(oldBase.tasks, oldBase.tasks, 't1', true) };
    const freshTasks = draftOf(folderView({ jobTodos: [task('t1', 0), task('t2', 1)] }));
    expect(conflictsWith(oldBase, ticked, freshTasks)).toBe(true);
    expect(conflictsWith(oldBase, draft, freshTasks)).toBe(false);
    const assigned: FolderDraft = {
      ...oldBase,
      assignments: setAssignee(oldBase.assignments, 'dep-body', 'c-tom', contacts),
    };
    const freshAssignments = draftOf(folderView({ jobAssignments: [assignment('dep-body', 'c-aisha')] }));
    expect(conflictsWith(oldBase, assigned, freshAssignments)).toBe(true);
    expect(conflictsWith(oldBase, ticked, freshAssignments)).toBe(false);
  });
});

describe('saveInput', () => {
  const folder = folderView();
  const base = draftOf(folder);
  const fields = {} as Parameters<typeof saveInput>[1];

  it('holds the save to the folder’s version, with its id and estimate', () => {
    const input = saveInput(folder, fields, base, { tasks: false, assignments: false });
    expect(input).toMatchObject({ jobAdminId: 'job-1', version: 7, estimateId: null });
    expect(input).not.toHaveProperty('jobTodos');
    expect(input).not.toHaveProperty('jobAssignments');
  });

  it('sends the task and assignment lists when they were changed', () => {
    const draft = { ...base, tasks: setCompleted(base.tasks, base.tasks, 't1', true) };
    const input = saveInput(folder, fields, draft, { tasks: true, assignments: true });
    expect(input.jobTodos?.map((t) => [t.jobTodoId, t.isCompleted])).toEqual([
      ['t1', true],
      ['t2', true],
    ]);
    expect(input.jobAssignments).toEqual([
      {
        jobAssignmentId: 'asg-dep-body-c-marco',
        departmentId: 'dep-body',
        contactId: 'c-marco',
        doNotify: true,
        notifyOnly: false,
      },
    ]);
  });
});
