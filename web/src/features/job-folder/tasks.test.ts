import { EMPTY_ID, isEmptyId } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import {
  addTask,
  addTasks,
  moveTask,
  removeTask,
  setAllCompleted,
  setCompleted,
  taskListChanged,
  taskProgress,
  tasksModified,
  tasksToSave,
} from './tasks.ts';
import { doneTask, task } from './test-fixtures.ts';

const saved = [task('a', 0), doneTask('b', 1), task('c', 2)];

describe('task list editing', () => {
  it('adds one task at the end with a placeholder id and the next sort order, never twice', () => {
    const next = addTask(saved, { todoId: 'todo-new', description: 'Wash' }, 1_000);
    expect(next).toHaveLength(4);
    expect(next[3]).toMatchObject({ todoId: 'todo-new', description: 'Wash', sortOrder: 3, isCompleted: false });
    const added = itemAt(next, 3);
    expect(added.jobTodoId).toBe(`${EMPTY_ID}-1000`);
    expect(isEmptyId(added.jobTodoId)).toBe(true);
    expect(addTask(next, { todoId: 'todo-new', description: 'Wash' })).toHaveLength(4);
    expect(addTask([], { todoId: 'x', description: 'X' })[0]?.sortOrder).toBe(0);
  });

  it('adds all tasks of a package that are not on the list yet, each with an id of its own', () => {
    const next = addTasks(
      saved,
      [
        { todoId: 'todo-a', description: 'Task a' },
        { todoId: 'p1', description: 'Polish' },
        { todoId: 'p2', description: 'Vacuum' },
      ],
      5_000,
    );
    expect(next.map((t) => t.todoId)).toEqual(['todo-a', 'todo-b', 'todo-c', 'p1', 'p2']);
    expect(new Set(next.map((t) => t.jobTodoId)).size).toBe(5);
    expect(next.map((t) => t.sortOrder)).toEqual([0, 1, 2, 3, 4]);
  });

  it('two tasks added in the same millisecond get different ids', () => {
    const once = addTask([], { todoId: 'x', description: 'X' }, 42);
    const twice = addTask(once, { todoId: 'y', description: 'Y' }, 42);
    expect(itemAt(twice, 0).jobTodoId).not.toBe(itemAt(twice, 1).jobTodoId);
  });

  it('reorders by dragging and renumbers sortOrder by position', () => {
    const next = moveTask(saved, 'c', 'a');
    expect(next.map((t) => t.jobTodoId)).toEqual(['c', 'a', 'b']);
    expect(next.map((t) => t.sortOrder)).toEqual([0, 1, 2]);
    expect(moveTask(saved, 'a', 'missing').map((t) => t.jobTodoId)).toEqual(['a', 'b', 'c']);
  });

  it('removes one task and renumbers', () => {
    const next = removeTask(saved, 'a');
    expect(next.map((t) => [t.jobTodoId, t.sortOrder])).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
  });

  it('tells a changed list (membership or order) from the original, not a list put back as it was', () => {
    expect(taskListChanged(saved, [...saved])).toBe(false);
    expect(taskListChanged(saved, moveTask(saved, 'a', 'b'))).toBe(true);
    expect(taskListChanged(saved, removeTask(saved, 'c'))).toBe(true);
    expect(taskListChanged(saved, [])).toBe(true);
    const added = addTask(saved, { todoId: 'n', description: 'N' });
    expect(taskListChanged(saved, removeTask(added, itemAt(added, 3).jobTodoId))).toBe(false);
  });
});

describe('ticking tasks', () => {
  it('checks a task showing where, by whom and when at once, and unchecking clears them', () => {
    const by = {
      departmentId: 'd-body',
      departmentName: 'Body',
      completedById: 'u1',
      completedByName: 'Dana Demo',
      completedOn: '2026-03-02T17:00:00.000Z',
    };
    const checked = setCompleted(saved, saved, 'a', true, by);
    expect(checked[0]).toMatchObject({ isCompleted: true, ...by });
    expect(setAllCompleted(saved, saved, true, by).every((t) => t.completedByName !== '')).toBe(true);
    const unchecked = setCompleted(saved, saved, 'b', false);
    expect(unchecked[1]).toMatchObject({
      isCompleted: false,
      departmentId: null,
      departmentName: '',
      completedById: null,
      completedByName: '',
      completedOn: null,
    });
  });

  it('going back to the saved tick restores the saved row, so nothing counts as modified', () => {
    const back = setCompleted(setCompleted(saved, saved, 'b', false), saved, 'b', true);
    expect(back[1]).toEqual(saved[1]);
    expect(tasksModified(saved, back)).toBe(false);
  });

  it('the header box completes or uncompletes all; progress reports the indeterminate state', () => {
    expect(taskProgress(saved)).toEqual({ completed: 1, remaining: 2, total: 3, percent: 33, state: 'some' });
    const all = setAllCompleted(saved, saved, true);
    expect(all.every((t) => t.isCompleted)).toBe(true);
    expect(all[1]).toEqual(saved[1]);
    expect(taskProgress(all).state).toBe('all');
    const none = setAllCompleted(saved, saved, false);
    expect(taskProgress(none)).toMatchObject({ completed: 0, remaining: 3, state: 'none', percent: 0 });
    expect(taskProgress([])).toMatchObject({ total: 0, state: 'none', percent: 0 });
  });

  it('counts ticks and list changes as modified', () => {
    expect(tasksModified(saved, saved)).toBe(false);
    expect(tasksModified(saved, setCompleted(saved, saved, 'c', true))).toBe(true);
    expect(tasksModified(saved, moveTask(saved, 'b', 'a'))).toBe(true);
  });

  it('sends new tasks with the plain empty id', () => {
    const added = addTask(saved, { todoId: 'n', description: 'N' }, 7);
    expect(tasksToSave(added)).toEqual([
      { jobTodoId: 'a', todoId: 'todo-a', sortOrder: 0, isCompleted: false },
      { jobTodoId: 'b', todoId: 'todo-b', sortOrder: 1, isCompleted: true },
      { jobTodoId: 'c', todoId: 'todo-c', sortOrder: 2, isCompleted: false },
      { jobTodoId: EMPTY_ID, todoId: 'n', sortOrder: 3, isCompleted: false },
    ]);
  });
});
