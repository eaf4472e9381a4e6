import { invalid, notFound, type SettingsListName } from '@bayline/contracts';
import { type CommandContext, executeAll, executeOne, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideListSave, type ListItem, type ListState, listAggregate, listStream, liveItems } from './list.ts';

export function settingsCommands(deps: CommandDeps) {
  /** A list saved as `edit` makes it from the list as it stands when the command is decided. */
  const saving = (
    ctx: CommandContext,
    list: SettingsListName,
    edit: (current: ListState) => ListItem[],
  ): StreamCommand<ListState> => ({
    streamId: listStream(list, ctx.locationShortName),
    aggregate: listAggregate(list),
    decide: (current) => decideListSave(list, current, edit(current), ctx.now, deps.newId),
  });
  const adding = (ctx: CommandContext, list: SettingsListName, item: ListItem) =>
    saving(ctx, list, (current) => [...liveItems(current), item]);
  const changing = (ctx: CommandContext, list: SettingsListName, id: string, change: (item: ListItem) => ListItem) =>
    saving(ctx, list, (current) => {
      const item = current.get(id);
      if (!item || item.deletedAt) throw notFound('Item');
      return liveItems(current).map((each) => (each === item ? change(item) : each));
    });
  return {
    /** Saves a whole settings list: appends only what differs. */
    saveList: (ctx: CommandContext, list: SettingsListName, items: ListItem[]) =>
      executeOne(
        deps,
        saving(ctx, list, () => items),
        ctx,
      ),
    /** Adds one item to a list, leaving the rest as they are (groups on the fly). */
    addItem: (ctx: CommandContext, list: SettingsListName, item: ListItem) =>
      executeOne(deps, adding(ctx, list, item), ctx),
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
            const live = liveItems(current);
            if (live.some((t) => String(t.description).toLowerCase() === name))
              throw invalid([{ field: 'description', message: 'Task name exists. Unique task name required.' }]);
            return [...live, todo];
          }),
        ],
        ctx,
      ),
  };
}
