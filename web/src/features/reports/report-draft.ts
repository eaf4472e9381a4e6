import type { ReportChartType, ReportTemplate, SavedReport } from '@bayline/contracts';
import { filtersToSave } from './filters.ts';

/** The longest report name kept (the server's maxNameLength). */
export const maxReportName = 100;

/** What the Add and Edit dialogs edit. */
export interface ReportDraft {
  name: string;
  reportId: string;
  chartType: ReportChartType | '';
  filters: SavedReport['filters'];
}

export const draftOf = (report: SavedReport | undefined, startWithFilter = false): ReportDraft => ({
  name: report?.name ?? '',
  reportId: report?.reportId ?? '',
  chartType: report?.chartType ?? '',
  filters: [
    ...(report?.filters ?? []),
    ...(startWithFilter ? [{ index: report?.filters.length ?? 0, filterName: 'jobClass' as const, value: '' }] : []),
  ],
});

/** The draft with another data type: its chart drawn the template's way, filters the template does not take gone. */
export function withTemplate(draft: ReportDraft, template: ReportTemplate): ReportDraft {
  return {
    ...draft,
    reportId: template.reportId,
    chartType: template.chartType,
    filters: draft.filters.filter((f) => template.filterKeys.includes(f.filterName)),
  };
}

/** The draft's problems, by field: a name (at most 100 characters) and a data type are needed. */
export function draftErrors(draft: ReportDraft): { name?: 'required' | 'tooLong'; reportId?: 'required' } {
  const name = draft.name.trim();
  return {
    ...(name === '' ? { name: 'required' as const } : name.length > maxReportName ? { name: 'tooLong' as const } : {}),
    ...(draft.reportId === '' ? { reportId: 'required' as const } : {}),
  };
}

/**
 * The report to save: an edited one keeps its set type, pin and place; a new one is a copy of its template. A chart
 * added from the dashboard is pinned after the others there.
 */
export function reportToSave(
  draft: ReportDraft,
  existing: SavedReport | undefined,
  template: ReportTemplate | undefined,
  pinnedAfter: number | undefined,
): SavedReport {
  const filters = filtersToSave(draft.filters);
  const name = draft.name.trim();
  if (existing) return { ...existing, name, filters, chartType: draft.chartType || existing.chartType };
  return {
    reportId: draft.reportId,
    reportOptionId: '',
    name,
    setType: template?.setType ?? 'customerInfo',
    chartType: draft.chartType || template?.chartType || 'report',
    isPinned: pinnedAfter !== undefined,
    sortOrder: pinnedAfter === undefined ? 0 : pinnedAfter + 1,
    filters,
    series: template?.series ?? [],
    axis: template?.axis ?? [],
    argumentField: template?.argumentField ?? '',
    showLegend: template?.showLegend ?? false,
    legendHorizontal: template?.legendHorizontal ?? 'center',
    legendVertical: template?.legendVertical ?? 'bottom',
  };
}

/** The report a save made: the entry of the answer that was not in the list before (by id). */
export function newlySaved(before: readonly SavedReport[], after: readonly SavedReport[]): SavedReport | undefined {
  const known = new Set(before.map((r) => r.reportOptionId));
  return after.find((r) => !known.has(r.reportOptionId));
}
