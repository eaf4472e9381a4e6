import { notFound, type SettingsListName } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideListSave, type ListItem, listAggregate, listStream, liveItems } from './list.ts';

export function settingsCommands(deps: CommandDeps) {
  return {
    /** Saves a whole settings list: appends only what differs. */
    saveList: (ctx: CommandContext, list: SettingsListName, items: ListItem[]) =>
      execute(
        deps,
        listStream(list, ctx.locationShortName),
        listAggregate(list),
        (current) => decideListSave(list, current, items, ctx.now, deps.newId),
        ctx,
      ),
    /** Adds one item to a list, leaving the rest as they are (groups on the fly). */
    addItem: (ctx: CommandContext, list: SettingsListName, item: ListItem) =>
      execute(
        deps,
        listStream(list, ctx.locationShortName),
        listAggregate(list),
        (current) => decideListSave(list, current, [...liveItems(current), item], ctx.now, deps.newId),
        ctx,
      ),
    /** Changes one item of a list as it stands when the change is decided. */
    changeItem: (ctx: CommandContext, list: SettingsListName, id: string, change: (item: ListItem) => ListItem) =>
      execute(
        deps,
        listStream(list, ctx.locationShortName),
        listAggregate(list),
        (current) => {
          const item = current.get(id);
          if (!item || item.deletedAt) throw notFound('Item');
          return decideListSave(
            list,
            current,
            liveItems(current).map((each) => (each === item ? change(item) : each)),
            ctx.now,
            deps.newId,
          );
        },
        ctx,
      ),
  };
}
