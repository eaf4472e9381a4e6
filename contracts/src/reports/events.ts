import type { EventsOf } from '../events-of.ts';
import type { SavedReport } from './saved.ts';

/** Facts about a location's saved reports, stream `reports-{location}` (docs/api.md "reports"). */
export interface SavedReportEvents {
  SavedReportAdded: { report: SavedReport };
  /** The fields that changed (never `isPinned`, which has facts of its own). */
  SavedReportChanged: { reportOptionId: string; changes: Partial<Omit<SavedReport, 'reportOptionId' | 'isPinned'>> };
  SavedReportPinned: { reportOptionId: string };
  SavedReportUnpinned: { reportOptionId: string };
  SavedReportRemoved: { reportOptionId: string };
  /** Move Chart: the pinned charts in their new order, each's sortOrder its place (0, 1, 2…). */
  SavedReportsOrdered: { reportOptionIds: string[] };
}

export type SavedReportEventType = keyof SavedReportEvents;

export const reportsStream = (locationShortName: string) => `reports-${locationShortName}`;

/** The saved reports after one of their events, by id (a new map when anything changed). */
export function evolveSavedReports(
  reports: ReadonlyMap<string, SavedReport>,
  event: EventsOf<SavedReportEvents>,
): ReadonlyMap<string, SavedReport> {
  const next = new Map(reports);
  switch (event.type) {
    case 'SavedReportAdded': {
      const { report } = event.data;
      next.set(report.reportOptionId, report);
      return next;
    }
    case 'SavedReportChanged': {
      const { reportOptionId, changes } = event.data;
      const report = reports.get(reportOptionId);
      if (report) next.set(reportOptionId, { ...report, ...changes });
      return next;
    }
    case 'SavedReportPinned':
    case 'SavedReportUnpinned': {
      const { reportOptionId } = event.data;
      const report = reports.get(reportOptionId);
      if (report) next.set(reportOptionId, { ...report, isPinned: event.type === 'SavedReportPinned' });
      return next;
    }
    case 'SavedReportsOrdered':
      event.data.reportOptionIds.forEach((id, sortOrder) => {
        const report = reports.get(id);
        if (report) next.set(id, { ...report, sortOrder });
      });
      return next;
    case 'SavedReportRemoved':
      next.delete(event.data.reportOptionId);
      return next;
    default:
      event satisfies never;
      return reports;
  }
}
