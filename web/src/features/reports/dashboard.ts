import type { SavedReport } from '@bayline/contracts';

/**
 * How many charts share a row of the dashboard (spec 3 section 2.9): one chart fills it, two take half each,
 * three a third; more take a quarter or a third, whichever leaves fewer empty places in the last row (a quarter
 * when equal). Narrow screens show fewer per row whatever this says.
 */
export function dashboardColumns(count: number): 1 | 2 | 3 | 4 {
  if (count <= 1) return 1;
  if (count === 2) return 2;
  if (count === 3) return 3;
  const emptyPlaces = (columns: number) => (columns - (count % columns)) % columns;
  return emptyPlaces(3) < emptyPlaces(4) ? 3 : 4;
}

/** The pinned charts in their dashboard order (sortOrder, then name, so the order never depends on the server's). */
export const pinnedCharts = (reports: readonly SavedReport[]): SavedReport[] =>
  reports
    .filter((r) => r.isPinned)
    .sort(
      (a, b) =>
        a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.reportOptionId.localeCompare(b.reportOptionId),
    );

/** Move Chart: `activeId` dropped where `overId` was. Answers the charts' ids in the new order. */
export function moveChart(charts: readonly SavedReport[], activeId: string, overId: string): string[] {
  const ids = charts.map((c) => c.reportOptionId);
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from >= 0 && to >= 0 && from !== to) ids.splice(to, 0, ...ids.splice(from, 1));
  return ids;
}

/**
 * The charts as a move on its way shows them: those of `order` in its order, numbered 0, 1, 2… (a chart the move
 * did not know of after them, in its own order).
 */
export function chartsInOrder(charts: readonly SavedReport[], order: readonly string[]): SavedReport[] {
  const place = new Map(order.map((id, i) => [id, i]));
  return [...charts]
    .sort((a, b) => (place.get(a.reportOptionId) ?? order.length) - (place.get(b.reportOptionId) ?? order.length))
    .map((chart, sortOrder) => (chart.sortOrder === sortOrder ? chart : { ...chart, sortOrder }));
}

/** Add Chart To Dashboard: pinned after the charts already there. Remove: unpinned, its place kept for nothing. */
export function togglePin(report: SavedReport, reports: readonly SavedReport[]): SavedReport {
  if (report.isPinned) return { ...report, isPinned: false };
  const last = Math.max(-1, ...pinnedCharts(reports).map((r) => r.sortOrder));
  return { ...report, isPinned: true, sortOrder: last + 1 };
}
