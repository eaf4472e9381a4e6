import { EMPTY_ID, type SaveTodos, type Todo, type TodoPackage } from '@bayline/contracts';
import { newRowPlaceholder as placeholderId } from '../../components/settings/settings-list.ts';
import { i18n } from '../../lib/i18n.ts';

/** A package as the Tasks screen edits it: its tasks by id, in the package's order. */
export interface PackageRow {
  todoGroupId: string;
  description: string;
  isActive: boolean;
  todoIds: string[];
}

/** A task as the Tasks screen edits it; todoGroupId is the package it was made in (empty when none). */
export interface TaskRow {
  todoId: string;
  todoGroupId: string;
  description: string;
  isActive: boolean;
}

export interface TasksDraft {
  packages: PackageRow[];
  tasks: TaskRow[];
}

export type TaskKind = 'package' | 'task';

/** The screen's lists from GET todos/groups and GET todos (or the PUT's answer, which holds both). */
export function tasksDraftOf(packages: readonly TodoPackage[], todos: readonly Todo[]): TasksDraft {
  return {
    packages: packages.map(({ group, items }) => ({
      ...group,
      todoIds: [...items].sort((a, b) => a.sortOrder - b.sortOrder).map((i) => i.todoId),
    })),
    tasks: todos
      .filter((t) => !t.deletedAt)
      .map(({ todoId, todoGroupId, description, isActive }) => ({
        todoId,
        todoGroupId: todoGroupId || EMPTY_ID,
        description,
        isActive,
      })),
  };
}

/**
 * The body of PUT todos/groups. New rows keep their placeholder ids (all-zero id plus a timestamp) so a package
 * can name the new tasks in it; the server gives each its real id.
 */
export function saveBodyOf(draft: TasksDraft): SaveTodos {
  return { groups: draft.packages, todos: draft.tasks };
}

/** A name's problems, in the language of the moment (spec 2 section 8 in English). */
export const tasksMessages = {
  required: (kind: TaskKind) =>
    i18n.t(kind === 'package' ? 'settings:validation.packageNameRequired' : 'settings:validation.taskNameRequired'),
  exists: (kind: TaskKind) =>
    i18n.t(kind === 'package' ? 'settings:tasks.packageNameExists' : 'settings:tasks.taskNameExists'),
};

/** How long typing must pause before a name is checked against the server (spec 2 section 9). */
export const nameCheckDelayMs = 1000;

/** A new package, named, with no tasks yet. */
export function addPackage(
  draft: TasksDraft,
  description: string,
  now = Date.now(),
): { draft: TasksDraft; id: string } {
  const id = placeholderId(now);
  return {
    draft: { ...draft, packages: [...draft.packages, { todoGroupId: id, description, isActive: true, todoIds: [] }] },
    id,
  };
}

/** A new task; with a package selected it goes into that package too. */
export function addTask(
  draft: TasksDraft,
  description: string,
  packageId: string | null,
  now = Date.now(),
): { draft: TasksDraft; id: string } {
  const id = placeholderId(now);
  const task = { todoId: id, todoGroupId: packageId ?? EMPTY_ID, description, isActive: true };
  const next = { ...draft, tasks: [...draft.tasks, task] };
  return { draft: packageId ? addTaskToPackage(next, packageId, id) : next, id };
}

export function changePackage(draft: TasksDraft, id: string, change: Partial<Omit<PackageRow, 'todoGroupId'>>) {
  return { ...draft, packages: draft.packages.map((p) => (p.todoGroupId === id ? { ...p, ...change } : p)) };
}

export function changeTask(draft: TasksDraft, id: string, change: Partial<Omit<TaskRow, 'todoId'>>) {
  return { ...draft, tasks: draft.tasks.map((t) => (t.todoId === id ? { ...t, ...change } : t)) };
}

/** A task put at the end of a package; a task already there stays where it is. */
export function addTaskToPackage(draft: TasksDraft, packageId: string, todoId: string): TasksDraft {
  return {
    ...draft,
    packages: draft.packages.map((p) =>
      p.todoGroupId === packageId && !p.todoIds.includes(todoId) ? { ...p, todoIds: [...p.todoIds, todoId] } : p,
    ),
  };
}

/** A task taken out of one package; the task itself stays. */
export function removeTaskFromPackage(draft: TasksDraft, packageId: string, todoId: string): TasksDraft {
  return {
    ...draft,
    packages: draft.packages.map((p) =>
      p.todoGroupId === packageId ? { ...p, todoIds: p.todoIds.filter((id) => id !== todoId) } : p,
    ),
  };
}

/** Whether a package may be deleted: the selected one may not (spec 2 section 4). */
export function canDeletePackage(packageId: string, selectedId: string | null): boolean {
  return packageId !== selectedId;
}

/** A deleted package's tasks stay; those made in it now belong to another package holding them, or none. */
export function deletePackage(draft: TasksDraft, packageId: string): TasksDraft {
  const packages = draft.packages.filter((p) => p.todoGroupId !== packageId);
  const homeOf = (todoId: string) => packages.find((p) => p.todoIds.includes(todoId))?.todoGroupId ?? EMPTY_ID;
  return {
    packages,
    tasks: draft.tasks.map((t) => (t.todoGroupId === packageId ? { ...t, todoGroupId: homeOf(t.todoId) } : t)),
  };
}

/** A deleted task leaves every package that held it. */
export function deleteTask(draft: TasksDraft, todoId: string): TasksDraft {
  return {
    tasks: draft.tasks.filter((t) => t.todoId !== todoId),
    packages: draft.packages.map((p) =>
      p.todoIds.includes(todoId) ? { ...p, todoIds: p.todoIds.filter((id) => id !== todoId) } : p,
    ),
  };
}

/** The tasks of a package in its order (ids of tasks no longer there are skipped). */
export function tasksOf(draft: TasksDraft, packageId: string | null): TaskRow[] {
  const pkg = draft.packages.find((p) => p.todoGroupId === packageId);
  if (!pkg) return [];
  const byId = new Map(draft.tasks.map((t) => [t.todoId, t]));
  return pkg.todoIds.flatMap((id) => byId.get(id) ?? []);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A name's error before the server is asked: blank, or already the name of another package (or task) on screen.
 * `id` is the row being named (none for a name not yet added).
 */
export function nameError(draft: TasksDraft, kind: TaskKind, name: string, id?: string): string | undefined {
  if (name.trim() === '') return tasksMessages.required(kind);
  const others =
    kind === 'package'
      ? draft.packages.filter((p) => p.todoGroupId !== id).map((p) => p.description)
      : draft.tasks.filter((t) => t.todoId !== id).map((t) => t.description);
  return others.some((other) => sameName(other, name)) ? tasksMessages.exists(kind) : undefined;
}

/**
 * Whether the server's "exists" answer counts against a name: not when it is the row's own saved name
 * (the server knows it under this very row).
 */
export function existsAgainst(exists: boolean, name: string, savedName: string | undefined): boolean {
  return exists && !(savedName !== undefined && sameName(name, savedName));
}

/** Save is possible when something changed and every name is filled and unique on screen. */
export function tasksDraftValid(draft: TasksDraft): boolean {
  return (
    draft.packages.every((p) => nameError(draft, 'package', p.description, p.todoGroupId) === undefined) &&
    draft.tasks.every((t) => nameError(draft, 'task', t.description, t.todoId) === undefined)
  );
}
