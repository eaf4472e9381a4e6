import {
  eventOf,
  evolveSavedReports,
  type FilterKey,
  invalid,
  maxSavedReports,
  notFound,
  Refusal,
  reportMessages,
  type SavedReport,
  type SavedReportEvent,
  type SavedReportEvents,
  savedReportsInOrder,
} from '@bayline/contracts';
import type { Aggregate } from '../shared/command.ts';

/** A location's saved reports, stream `reports-{location}`. */
export interface SavedReportsState {
  reports: ReadonlyMap<string, SavedReport>;
}

export const savedReports: Aggregate<SavedReportsState, SavedReportEvent> = {
  initial: () => ({ reports: new Map() }),
  evolve(state, event) {
    const reports = evolveSavedReports(state.reports, event);
    return reports === state.reports ? state : { reports };
  },
};

/** The ids a location has for the filters that name one (assignee, badge, group, job class). */
export type KnownFilterIds = Partial<Record<FilterKey, ReadonlySet<string>>>;

const fact = eventOf<SavedReportEvents>();

const changeableFields = [
  'reportId',
  'name',
  'setType',
  'chartType',
  'sortOrder',
  'filters',
  'series',
  'axis',
  'argumentField',
  'showLegend',
  'legendHorizontal',
  'legendVertical',
] as const satisfies readonly (keyof SavedReport)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT reports/saved: a new report (empty `reportOptionId`, named `newId`) or the changes to one, told as what
 * changed; pinning and unpinning are facts of their own. Every filter that names an assignee, badge, group or job
 * class must name one of the location's. Nothing changed: nothing appended.
 */
export function decideSaveReport(
  state: SavedReportsState,
  report: SavedReport,
  newId: string,
  known: KnownFilterIds,
): SavedReportEvent[] {
  const unknown = report.filters.findIndex((f) => known[f.filterName] && !known[f.filterName]!.has(f.value));
  if (unknown >= 0) throw invalid([{ field: `filters.${unknown}.value`, message: 'Not found at this location' }]);
  if (report.reportOptionId === '') {
    if (state.reports.size >= maxSavedReports)
      throw invalid([{ field: '(body)', message: reportMessages.tooManyReports }]);
    return [fact('SavedReportAdded', { report: { ...report, reportOptionId: newId } })];
  }
  const current = state.reports.get(report.reportOptionId);
  if (!current) throw notFound('Report');
  const events: SavedReportEvent[] = [];
  const changes = Object.fromEntries(
    changeableFields.filter((f) => !same(current[f], report[f])).map((f) => [f, report[f]]),
  );
  if (Object.keys(changes).length)
    events.push(fact('SavedReportChanged', { reportOptionId: current.reportOptionId, changes }));
  if (report.isPinned !== current.isPinned)
    events.push(
      fact(report.isPinned ? 'SavedReportPinned' : 'SavedReportUnpinned', { reportOptionId: current.reportOptionId }),
    );
  return events;
}

/** DELETE reports/saved/{reportOptionId}. */
export function decideRemoveReport(state: SavedReportsState, reportOptionId: string): SavedReportEvent[] {
  if (!state.reports.has(reportOptionId)) throw notFound('Report');
  return [fact('SavedReportRemoved', { reportOptionId })];
}

/** What a stale order is answered: the reports as they are now, in order, and their version. */
export const staleReportsTitle = 'This list was changed by someone else';

/**
 * PUT reports/saved/order (Move Chart): the pinned charts in a new order, one fact for all of them. An id that is
 * none of the location's reports is unknown (404); a list that is not the pinned charts, each once, was made on a
 * dashboard that has changed since (409 with the reports as they are). The same order: nothing appended.
 */
export function decideOrderReports(state: SavedReportsState, reportOptionIds: readonly string[], version: number) {
  if (reportOptionIds.some((id) => !state.reports.has(id))) throw notFound('Report');
  const pinned = [...state.reports.values()].filter((r) => r.isPinned);
  const listed = new Set(reportOptionIds);
  if (pinned.length !== listed.size || pinned.some((r) => !listed.has(r.reportOptionId)))
    throw new Refusal('StaleVersion', staleReportsTitle, {
      detail: 'Your changes were not saved. The current state is shown; apply your edits again.',
      current: savedReportsInOrder(state.reports.values()),
      version,
    });
  if (reportOptionIds.every((id, sortOrder) => state.reports.get(id)!.sortOrder === sortOrder)) return [];
  return [fact('SavedReportsOrdered', { reportOptionIds: [...reportOptionIds] })];
}
