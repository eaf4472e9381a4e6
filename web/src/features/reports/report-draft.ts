import { filtersToSave } from './filters.ts';
import type { ReportTemplate, SavedReport } from './types.ts';

/** The longest report name kept. */
export const maxReportName = 100;

/** What the Add and Edit dialogs edit. */
export interface ReportDraft {
  name: string;
  reportId: string;
  filters: SavedReport['filters'];
}

export const draftOf = (report: SavedReport | undefined, startWithFilter = false): ReportDraft => ({
  name: report?.name ?? '',
  reportId: report?.reportId ?? '',
  filters: [
    ...(report?.filters ?? []),
    ...(startWithFilter ? [{ index: report?.filters.length ?? 0, filterName: 'jobClass' as const, value: '' }] : []),
  ],
});

/** The draft's problems, by field: a name (at most 100 characters) and a data type are needed. */
export function draftErrors(draft: ReportDraft): { name?: 'required' | 'tooLong'; reportId?: 'required' } {
  const name = draft.name.trim();
  return {
    ...(name === '' ? { name: 'required' as const } : name.length > maxReportName ? { name: 'tooLong' as const } : {}),
    ...(draft.reportId === '' ? { reportId: 'required' as const } : {}),
  };
}

/**
 * The report to save: an edited one keeps its set type, pin and place; a new one takes its template's set type,
 * chart and series. A chart added from the dashboard is pinned after the others there.
 */
export function reportToSave(
  draft: ReportDraft,
  existing: SavedReport | undefined,
  template: ReportTemplate | undefined,
  pinnedAfter: number | undefined,
): SavedReport {
  const filters = filtersToSave(draft.filters);
  if (existing) return { ...existing, name: draft.name.trim(), filters };
  return {
    reportId: draft.reportId,
    reportOptionId: '',
    name: draft.name.trim(),
    setType: template?.setType ?? 'customerInfo',
    chartType: template?.chartType ?? 'report',
    isPinned: pinnedAfter !== undefined,
    sortOrder: pinnedAfter === undefined ? 0 : pinnedAfter + 1,
    filters,
    series: template?.series ?? [],
    axis: template?.axis ?? [],
    argumentField: template?.argumentField ?? '',
    showLegend: false,
    legendHorizontal: 'center',
    legendVertical: 'bottom',
  };
}

/** The report a save made: the entry of the answer that was not in the list before (by id). */
export function newlySaved(before: readonly SavedReport[], after: readonly SavedReport[]): SavedReport | undefined {
  const known = new Set(before.map((r) => r.reportOptionId));
  return after.find((r) => !known.has(r.reportOptionId));
}
