import { invalid, liveInOrder, notFound, type SettingsListName, settingsLists } from '@bayline/contracts';
import { type CommandContext, executeAll, executeOne, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideListSave, type ListItem, type ListState, listAggregate, listStream, liveItems } from './list.ts';

/** What a list's 409 says when the version the client saw (If-Match) is no longer the list's. */
const staleListTitle = 'This list was changed by someone else';

export function settingsCommands(deps: CommandDeps) {
  /**
   * A list saved as `edit` makes it from the list as it stands when the command is decided; with the version the
   * client saw, a list that has moved on is refused with 409 and the list as it is now.
   */
  const saving = (
    ctx: CommandContext,
    list: SettingsListName,
    edit: (current: ListState) => ListItem[],
    expectedVersion?: number,
  ): StreamCommand<ListState> => ({
    streamId: listStream(list, ctx.locationShortName),
    aggregate: listAggregate(list),
    decide: (current) => decideListSave(list, current, edit(current), ctx.now, deps.newId),
    expectedVersion,
    conflict: staleListTitle,
    current: (state) => liveItems(list, state),
  });
  const adding = (ctx: CommandContext, list: SettingsListName, item: ListItem) =>
    saving(ctx, list, (current) => [...liveItems(list, current), item]);
  const changing = (ctx: CommandContext, list: SettingsListName, id: string, change: (item: ListItem) => ListItem) =>
    saving(ctx, list, (current) => {
      const item = current.get(id);
      if (!item || item.deletedAt) throw notFound('Item');
      return liveItems(list, current).map((each) => (each === item ? change(item) : each));
    });
  return {
    /** Saves a whole settings list: appends only what differs. `edit` may refuse (names in use, locked items). */
    saveList: (
      ctx: CommandContext,
      list: SettingsListName,
      items: ListItem[] | ((current: ListState) => ListItem[]),
      expectedVersion?: number,
    ) => executeOne(deps, saving(ctx, list, typeof items === 'function' ? items : () => items, expectedVersion), ctx),
    /** Several lists saved together (packages and tasks): each decided before any is appended. */
    saveLists: (
      ctx: CommandContext,
      saves: { list: SettingsListName; edit: (current: ListState) => ListItem[]; expectedVersion?: number }[],
    ) =>
      executeAll(
        deps,
        saves.map((s) => saving(ctx, s.list, s.edit, s.expectedVersion) as StreamCommand<unknown>),
        ctx,
      ),
    /** Adds one item to a list, leaving the rest as they are (groups, delay reasons, media categories on the fly). */
    addItem: (ctx: CommandContext, list: SettingsListName, item: ListItem) =>
      executeOne(deps, adding(ctx, list, item), ctx),
    /** Removes one item (soft delete): DELETE Delay/{id}. */
    removeItem: (ctx: CommandContext, list: SettingsListName, id: string) =>
      executeOne(
        deps,
        saving(ctx, list, (current) => {
          const item = current.get(id);
          if (!item || item.deletedAt) throw notFound('Item');
          return liveInOrder(list, current.values()).filter((each) => each[settingsLists[list].idField] !== id);
        }),
        ctx,
      ),
    /**
     * A new task at the end of its package: the task and the package's list are decided together, so an unknown
     * package or a task name in use appends neither.
     */
    addTodo: (ctx: CommandContext, todo: ListItem & { todoId: string; todoGroupId: string; description: string }) =>
      executeAll(
        deps,
        [
          changing(ctx, 'todoGroups', todo.todoGroupId, (group) => ({
            ...group,
            todoIds: [...(group.todoIds as string[]), todo.todoId],
          })),
          saving(ctx, 'todos', (current) => {
            const name = todo.description.toLowerCase();
            const live = liveItems('todos', current);
            if (live.some((t) => String(t.description).toLowerCase() === name))
              throw invalid([{ field: 'description', message: 'Task name exists. Unique task name required.' }]);
            return [...live, todo];
          }),
        ],
        ctx,
      ),
  };
}
