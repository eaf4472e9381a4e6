import type { ReportDay, ReportJob, ReportMonth, ReportStay } from '../reports/read-model.ts';
import type { SavedReport } from '../reports/saved.ts';
import { defineReadModel } from './define.ts';

/** What every report, chart and the cycle-time analytics read (docs/metrics.md "How the figures are kept"). */
export const reportJobsModel = defineReadModel<ReportJob>({
  collection: 'reportJobs',
  // The grids and figures: jobs delivered, arrived, ready (ready hours), scheduled in or out in a range; the inventory.
  indexes: [
    ['locationShortName', 'deliveredOn'],
    ['locationShortName', 'arrivedOn'],
    ['locationShortName', 'readyOn'],
    ['locationShortName', 'scheduledInOn'],
    ['locationShortName', 'scheduledOutOn'],
    ['locationShortName', 'inventory'],
  ],
});

export const reportStaysModel = defineReadModel<ReportStay>({
  collection: 'reportStays',
  indexes: [['locationShortName', 'day']],
});

export const reportDaysModel = defineReadModel<ReportDay>({
  collection: 'reportDays',
  indexes: [['locationShortName', 'day']],
});

export const reportMonthsModel = defineReadModel<ReportMonth>({
  collection: 'reportMonths',
  indexes: [['locationShortName', 'month']],
});

/** A location's time zone (`id` is its short name): the day a stay ends in. */
export type ReportLocationDoc = { id: string; timeZone: string };

export const reportLocationsModel = defineReadModel<ReportLocationDoc>({ collection: 'reportLocations', indexes: [] });

/** A saved report or chart (`id` is its reportOptionId) with its location. */
export type SavedReportDoc = SavedReport & { id: string; locationShortName: string };

export const savedReportsModel = defineReadModel<SavedReportDoc>({
  collection: 'savedReports',
  // A location's reports.
  indexes: [['locationShortName']],
});

/** A location's reports stream version (`id` is its short name): the ETag GET reports/saved answers. */
export type SavedReportsVersionDoc = { id: string; locationShortName: string; version: number };

export const savedReportsVersionsModel = defineReadModel<SavedReportsVersionDoc>({
  collection: 'savedReportsVersions',
  indexes: [],
});
