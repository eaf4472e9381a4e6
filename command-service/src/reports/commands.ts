import { reportsStream, type SavedReport, savedReportsInOrder } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  decideOrderReports,
  decideRemoveReport,
  decideSaveReport,
  type KnownFilterIds,
  savedReports,
  staleReportsTitle,
} from './reports.ts';

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
    /** Move Chart: refused with 409 and the reports as they are when `expectedVersion` is not their version. */
    order: (ctx: CommandContext, reportOptionIds: readonly string[], expectedVersion: number | undefined) =>
      execute(deps, here(ctx), savedReports, (s, version) => decideOrderReports(s, reportOptionIds, version), ctx, {
        expectedVersion,
        conflict: staleReportsTitle,
        current: (s) => savedReportsInOrder(s.reports.values()),
      }),
  };
}
