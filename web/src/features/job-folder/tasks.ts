import { EMPTY_ID, isEmptyId, type JobTask, nextSortOrder, placeholderId } from '@bayline/contracts';
import { zip } from '../../lib/lists.ts';

/** A task that can be put on the job: an item of a task package. */
export interface TaskItem {
  todoId: string;
  description: string;
}

/** The list with sortOrder renumbered by position: 0, 1, 2, … */
export function renumbered(tasks: readonly JobTask[]): JobTask[] {
  return tasks.map((task, index) => (task.sortOrder === index ? task : { ...task, sortOrder: index }));
}

function newTask(item: TaskItem, sortOrder: number, now: number): JobTask {
  return {
    jobTodoId: placeholderId(now),
    todoId: item.todoId,
    description: item.description,
    sortOrder,
    isCompleted: false,
    departmentId: null,
    departmentName: '',
    completedById: null,
    completedByName: '',
    completedOn: null,
  };
}

/** Whether the task is already on the list. */
export function hasTask(tasks: readonly JobTask[], todoId: string): boolean {
  return tasks.some((t) => t.todoId === todoId);
}

/** Adds one task at the end (sortOrder highest plus 1); a task already on the list is not added twice. */
export function addTask(tasks: readonly JobTask[], item: TaskItem, now = Date.now()): JobTask[] {
  if (hasTask(tasks, item.todoId)) return [...tasks];
  // Two tasks added within the same millisecond still get ids of their own.
  let stamp = now;
  while (tasks.some((t) => t.jobTodoId === placeholderId(stamp))) stamp++;
  return [...tasks, newTask(item, nextSortOrder(tasks), stamp)];
}

/** Adds every task of a package that is not on the list yet, in the package's order. */
export function addTasks(tasks: readonly JobTask[], items: readonly TaskItem[], now = Date.now()): JobTask[] {
  let next = [...tasks];
  items.forEach((item, index) => {
    next = addTask(next, item, now + index);
  });
  return next;
}

export function removeTask(tasks: readonly JobTask[], jobTodoId: string): JobTask[] {
  return renumbered(tasks.filter((t) => t.jobTodoId !== jobTodoId));
}

/** Moves a task to where another one is (drag and drop), then renumbers. */
export function moveTask(tasks: readonly JobTask[], fromId: string, toId: string): JobTask[] {
  const from = tasks.findIndex((t) => t.jobTodoId === fromId);
  const to = tasks.findIndex((t) => t.jobTodoId === toId);
  if (from < 0 || to < 0 || from === to) return [...tasks];
  const next = [...tasks];
  next.splice(to, 0, ...next.splice(from, 1));
  return renumbered(next);
}

/** Whether two lists hold different tasks or the same tasks in another order (SUBMIT of Edit Tasks). */
export function taskListChanged(original: readonly JobTask[], edited: readonly JobTask[]): boolean {
  return (
    original.length !== edited.length ||
    zip(original, edited).some(([task, other]) => task.jobTodoId !== other.jobTodoId || task.todoId !== other.todoId)
  );
}

/** Where, by whom and when a tick is made: the job's department, the signed-in user, now. */
export type TaskCompleter = Pick<
  JobTask,
  'departmentId' | 'departmentName' | 'completedById' | 'completedByName' | 'completedOn'
>;

/**
 * Checks or unchecks a task. A tick shows `by` at once, as the server records it on save (it has the last word);
 * unchecking clears them. Going back to the saved state restores the saved row.
 */
export function setCompleted(
  tasks: readonly JobTask[],
  saved: readonly JobTask[],
  jobTodoId: string,
  isCompleted: boolean,
  by?: TaskCompleter,
): JobTask[] {
  return tasks.map((task) => {
    if (task.jobTodoId !== jobTodoId || task.isCompleted === isCompleted) return task;
    const original = saved.find((s) => s.jobTodoId === jobTodoId);
    if (original && original.isCompleted === isCompleted) return { ...original, sortOrder: task.sortOrder };
    const unset = {
      departmentId: null,
      departmentName: '',
      completedById: null,
      completedByName: '',
      completedOn: null,
    };
    return { ...task, isCompleted, ...(isCompleted && by ? by : unset) };
  });
}

/** The header check box: completes every task, or uncompletes every task. */
export function setAllCompleted(
  tasks: readonly JobTask[],
  saved: readonly JobTask[],
  isCompleted: boolean,
  by?: TaskCompleter,
): JobTask[] {
  return tasks.reduce((list, task) => setCompleted(list, saved, task.jobTodoId, isCompleted, by), [...tasks]);
}

export interface TaskProgress {
  completed: number;
  remaining: number;
  total: number;
  /** 0 to 100. */
  percent: number;
  /** 'some' shows the header check box indeterminate. */
  state: 'none' | 'some' | 'all';
}

export function taskProgress(tasks: readonly JobTask[]): TaskProgress {
  const total = tasks.length;
  const completed = tasks.filter((t) => t.isCompleted).length;
  return {
    completed,
    remaining: total - completed,
    total,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
    state: total > 0 && completed === total ? 'all' : completed > 0 ? 'some' : 'none',
  };
}

/** Whether the task section differs: other tasks, another order, or other ticks. */
export function tasksModified(saved: readonly JobTask[], current: readonly JobTask[]): boolean {
  return (
    taskListChanged(saved, current) || zip(saved, current).some(([task, now]) => task.isCompleted !== now.isCompleted)
  );
}

/** The tasks as PUT JobAdmins/asfolder takes them: new rows go with the plain empty id. */
export function tasksToSave(tasks: readonly JobTask[]) {
  return tasks.map((task) => ({
    jobTodoId: isEmptyId(task.jobTodoId) ? EMPTY_ID : task.jobTodoId,
    todoId: task.todoId,
    sortOrder: task.sortOrder,
    isCompleted: task.isCompleted,
  }));
}
