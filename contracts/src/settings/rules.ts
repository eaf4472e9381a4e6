import type { BadgeState } from './dto.ts';

/** Department list order used everywhere: active, not deleted, by sortOrder (spec 1 section 9). */
export function activeInOrder<T extends { isActive: boolean; deletedAt: string | null; sortOrder: number }>(
  items: readonly T[],
): T[] {
  return items.filter((i) => i.isActive && !i.deletedAt).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** The five states every new badge starts with (spec 2 section 3). */
export const defaultBadgeStates: Omit<BadgeState, 'badgeStateId'>[] = [
  { state: 1, description: 'Inactive', color: '#9e9e9e' },
  { state: 2, description: 'In Process', color: '#1e88e5' },
  { state: 3, description: 'Alert', color: '#ffb300' },
  { state: 4, description: 'Critical', color: '#e53935' },
  { state: 5, description: 'Complete', color: '#43a047' },
];

/** Packages as the Tasks screen shows them (GET and PUT todos/groups): live packages by name, their live tasks in order. */
export function packagesOf(
  groups: readonly {
    todoGroupId: string;
    description: string;
    isActive: boolean;
    deletedAt: string | null;
    todoIds: string[];
  }[],
  todos: readonly { todoId: string; description: string; deletedAt: string | null }[],
) {
  const live = new Map(todos.filter((t) => !t.deletedAt).map((t) => [t.todoId, t]));
  return groups
    .filter((g) => !g.deletedAt)
    .sort(
      (a, b) =>
        a.description.localeCompare(b.description, 'en', { sensitivity: 'base' }) ||
        (a.todoGroupId < b.todoGroupId ? -1 : 1),
    )
    .map((g) => ({
      group: { todoGroupId: g.todoGroupId, description: g.description, isActive: g.isActive },
      items: g.todoIds.flatMap((todoId, sortOrder) => {
        const todo = live.get(todoId);
        return todo
          ? [{ todoGroupItemId: `${g.todoGroupId}:${todoId}`, todoId, description: todo.description, sortOrder }]
          : [];
      }),
    }));
}

/** Whether a live item of `items` already has `name` (case-insensitive): the package and task name checks. */
export const nameInUse = (items: readonly { description: string; deletedAt: string | null }[], name: string) =>
  items.some((i) => !i.deletedAt && i.description.toLowerCase() === name.trim().toLowerCase());
