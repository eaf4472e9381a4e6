import { EMPTY_ID } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import {
  addPackage,
  addTask,
  addTaskToPackage,
  canDeletePackage,
  changePackage,
  deleteTask,
  existsAgainst,
  nameError,
  removeTaskFromPackage,
  type TasksDraft,
  tasksDraftValid,
  tasksMessages,
  tasksOf,
} from './tasks.ts';

const saved: TasksDraft = {
  packages: [{ todoGroupId: 'p1', description: 'Detail', isActive: true, todoIds: ['t1', 't2'] }],
  tasks: [
    { todoId: 't1', description: 'Wash', isActive: true },
    { todoId: 't2', description: 'Vacuum', isActive: true },
    { todoId: 't3', description: 'Wax', isActive: true },
  ],
};

describe('the Tasks screen model', () => {
  it('adds a package with a placeholder id and no tasks', () => {
    const { draft, id } = addPackage(saved, 'Delivery', 1700000000000);
    expect(id).toBe(`${EMPTY_ID}-1700000000000`);
    expect(draft.packages.at(-1)).toEqual({ todoGroupId: id, description: 'Delivery', isActive: true, todoIds: [] });
    expect(saved.packages).toHaveLength(1);
  });

  it('adds a task, into the selected package when there is one', () => {
    const loose = addTask(saved, 'Polish', null, 1);
    expect(loose.draft.tasks.at(-1)?.description).toBe('Polish');
    expect(tasksOf(loose.draft, 'p1').map((t) => t.description)).toEqual(['Wash', 'Vacuum']);
    const inPackage = addTask(saved, 'Polish', 'p1', 2);
    expect(tasksOf(inPackage.draft, 'p1').map((t) => t.description)).toEqual(['Wash', 'Vacuum', 'Polish']);
  });

  it('puts an available task into a package once, and takes it out without deleting it', () => {
    const once = addTaskToPackage(addTaskToPackage(saved, 'p1', 't3'), 'p1', 't3');
    expect(tasksOf(once, 'p1').map((t) => t.todoId)).toEqual(['t1', 't2', 't3']);
    const out = removeTaskFromPackage(once, 'p1', 't1');
    expect(tasksOf(out, 'p1').map((t) => t.todoId)).toEqual(['t2', 't3']);
    expect(out.tasks).toHaveLength(3);
  });

  it('a deleted task leaves its packages', () => {
    const after = deleteTask(saved, 't1');
    expect(after.tasks.map((t) => t.todoId)).toEqual(['t2', 't3']);
    expect(after.packages[0].todoIds).toEqual(['t2']);
  });

  it('the selected package cannot be deleted', () => {
    expect(canDeletePackage('p1', 'p1')).toBe(false);
    expect(canDeletePackage('p1', 'p2')).toBe(true);
    expect(canDeletePackage('p1', null)).toBe(true);
  });

  it('names are required and unique on screen, whatever the case', () => {
    expect(nameError(saved, 'package', '  ')).toBe(tasksMessages.required.package);
    expect(nameError(saved, 'task', '')).toBe('Task name is required.');
    expect(nameError(saved, 'task', 'wash')).toBe('Task name exists. Unique task name required.');
    expect(nameError(saved, 'task', 'Wash', 't1')).toBeUndefined();
    expect(nameError(saved, 'package', 'detail ')).toBe('Package name exists. Unique package name required.');
    expect(nameError(saved, 'package', 'Paint')).toBeUndefined();
  });

  it('the server’s answer does not count against a row’s own saved name', () => {
    expect(existsAgainst(true, 'Detail', 'Detail')).toBe(false);
    expect(existsAgainst(true, 'Delivery', 'Detail')).toBe(true);
    expect(existsAgainst(true, 'Delivery', undefined)).toBe(true);
    expect(existsAgainst(false, 'Delivery', undefined)).toBe(false);
  });

  it('is valid only with every name filled and unique', () => {
    expect(tasksDraftValid(saved)).toBe(true);
    expect(tasksDraftValid(changePackage(saved, 'p1', { description: '' }))).toBe(false);
    expect(tasksDraftValid(addTask(saved, 'Wax', null).draft)).toBe(false);
  });
});
