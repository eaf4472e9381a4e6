import { reportsStream, type SavedReport } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideRemoveReport, decideSaveReport, type KnownFilterIds, savedReports } from './reports.ts';

export function reportCommands(deps: CommandDeps) {
  const here = (ctx: CommandContext) => reportsStream(ctx.locationShortName);
  return {
    async save(ctx: CommandContext, report: SavedReport) {
      const catalog = await deps.catalogs.load(ctx.locationShortName);
      const ids = <T>(items: T[], id: (item: T) => string) => new Set(items.map(id));
      const known: KnownFilterIds = {
        assignee: ids(catalog.contacts, (c) => c.contactId),
        badge: ids(catalog.badges, (b) => b.badgeId),
        group: ids(catalog.groups, (g) => g.shortName),
        jobClass: ids(catalog.jobClasses, (c) => c.jobClassId),
      };
      return execute(deps, here(ctx), savedReports, (s) => decideSaveReport(s, report, deps.newId(), known), ctx);
    },
    remove: (ctx: CommandContext, reportOptionId: string) =>
      execute(deps, here(ctx), savedReports, (s) => decideRemoveReport(s, reportOptionId), ctx),
  };
}
