import { EMPTY_ID } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import {
  addPackage,
  addTask,
  addTaskToPackage,
  canDeletePackage,
  changePackage,
  deletePackage,
  deleteTask,
  existsAgainst,
  nameError,
  removeTaskFromPackage,
  saveBodyOf,
  type TasksDraft,
  tasksDraftOf,
  tasksDraftValid,
  tasksMessages,
  tasksOf,
} from './tasks.ts';

const saved: TasksDraft = {
  packages: [{ todoGroupId: 'p1', description: 'Detail', isActive: true, todoIds: ['t1', 't2'] }],
  tasks: [
    { todoId: 't1', todoGroupId: 'p1', description: 'Wash', isActive: true },
    { todoId: 't2', todoGroupId: 'p1', description: 'Vacuum', isActive: true },
    { todoId: 't3', todoGroupId: EMPTY_ID, description: 'Wax', isActive: true },
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
    expect(after.packages[0]?.todoIds).toEqual(['t2']);
  });

  it('the selected package cannot be deleted', () => {
    expect(canDeletePackage('p1', 'p1')).toBe(false);
    expect(canDeletePackage('p1', 'p2')).toBe(true);
    expect(canDeletePackage('p1', null)).toBe(true);
  });

  it('names are required and unique on screen, whatever the case', () => {
    expect(nameError(saved, 'package', '  ')).toBe(tasksMessages.required('package'));
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

  it('reads packages in their order of tasks, and tasks left out of every package with an empty package', () => {
    const draft = tasksDraftOf(
      [
        {
          group: { todoGroupId: 'p1', description: 'Detail', isActive: true },
          items: [
            { todoGroupItemId: 'p1:t2', todoId: 't2', description: 'Vacuum', sortOrder: 1 },
            { todoGroupItemId: 'p1:t1', todoId: 't1', description: 'Wash', sortOrder: 0 },
          ],
        },
      ],
      [
        { todoId: 't1', todoGroupId: 'p1', description: 'Wash', isActive: true, deletedAt: null },
        { todoId: 't2', todoGroupId: 'p1', description: 'Vacuum', isActive: true, deletedAt: null },
        { todoId: 't3', todoGroupId: '', description: 'Wax', isActive: true, deletedAt: null },
        { todoId: 't4', todoGroupId: '', description: 'Gone', isActive: true, deletedAt: '2026-01-01T00:00:00Z' },
      ],
    );
    expect(draft).toEqual(saved);
  });

  it('sends new packages and tasks with their placeholder ids, so a new package names its new tasks', () => {
    const withPackage = addPackage(saved, 'Delivery');
    const withTask = addTask(withPackage.draft, 'Keys', withPackage.id);
    const body = saveBodyOf(withTask.draft);
    expect(body.groups.at(-1)).toEqual({
      todoGroupId: withPackage.id,
      description: 'Delivery',
      isActive: true,
      todoIds: [withTask.id],
    });
    expect(body.todos.at(-1)).toEqual({
      todoId: withTask.id,
      todoGroupId: withPackage.id,
      description: 'Keys',
      isActive: true,
    });
  });

  it('a deleted package’s tasks stay, moved to another package holding them or to none', () => {
    const second = addTaskToPackage(
      addPackage(saved, 'Delivery', 5).draft,
      itemAt(saved.packages, 0).todoGroupId,
      't3',
    );
    const deliveryId = itemAt(second.packages, 1).todoGroupId;
    const both = addTaskToPackage(second, deliveryId, 't1');
    const after = deletePackage(both, 'p1');
    expect(after.packages.map((p) => p.todoGroupId)).toEqual([deliveryId]);
    expect(after.tasks.find((t) => t.todoId === 't1')?.todoGroupId).toBe(deliveryId);
    expect(after.tasks.find((t) => t.todoId === 't2')?.todoGroupId).toBe(EMPTY_ID);
  });
});
