import { type SavedReportEvents, savedReportSchema } from '@bayline/contracts';
import { savedReportsModel, savedReportsVersionsModel } from '@bayline/contracts/read-models/reports';
import { describe, expect, it } from 'vitest';
import { type GivenData, type GivenEvent, given, on } from '../testing/given.ts';
import { savedReportsProjector } from './saved-reports.ts';

const report = (reportOptionId: string, name: string) => ({
  ...savedReportSchema.parse({ reportOptionId: '', reportId: 'sales', name, setType: 'sales', chartType: 'report' }),
  reportOptionId,
});
const onReports = <T extends keyof SavedReportEvents>(type: T, data: GivenData<T>, location = 'BAYVIEW') =>
  on(`reports-${location}`, type, data, { location });
const reports = (...events: GivenEvent[]) => given(savedReportsProjector, savedReportsModel, events);

describe('saved reports read model', () => {
  it('keeps each location’s reports as they are added, changed, pinned and removed', () => {
    const model = reports(
      onReports('SavedReportAdded', { report: report('r1', 'Sales') }),
      onReports('SavedReportAdded', { report: report('r2', 'Harbor sales') }, 'HARBOR'),
      onReports('SavedReportAdded', { report: report('r3', 'Old') }),
      onReports('SavedReportChanged', { reportOptionId: 'r1', changes: { name: 'Sales by RO', sortOrder: 2 } }),
      onReports('SavedReportPinned', { reportOptionId: 'r1' }),
      onReports('SavedReportRemoved', { reportOptionId: 'r3' }),
      // Another stream's events are not its business.
      on('job-j1', 'JobCreated', { jobAdminId: 'j1' }),
    );
    expect(model.all().map((r) => [r.id, r.locationShortName, r.name, r.isPinned, r.sortOrder])).toEqual([
      ['r1', 'BAYVIEW', 'Sales by RO', true, 2],
      ['r2', 'HARBOR', 'Harbor sales', false, 0],
    ]);
  });

  it('keeps a new order of the charts in one fact, and each location’s stream version', () => {
    const events = [
      onReports('SavedReportAdded', { report: report('r1', 'Sales') }),
      onReports('SavedReportAdded', { report: report('r2', 'Throughput') }),
      onReports('SavedReportAdded', { report: report('r3', 'Cycle') }),
      onReports('SavedReportAdded', { report: report('h1', 'Harbor sales') }, 'HARBOR'),
      onReports('SavedReportsOrdered', { reportOptionIds: ['r3', 'r1', 'r2'] }),
      // An id the location no longer has is passed over.
      onReports('SavedReportRemoved', { reportOptionId: 'r2' }),
      onReports('SavedReportsOrdered', { reportOptionIds: ['r1', 'r2', 'r3'] }),
    ];
    expect(
      reports(...events)
        .all()
        .map((r) => [r.id, r.sortOrder]),
    ).toEqual([
      ['r1', 0],
      ['r3', 2],
      ['h1', 0],
    ]);
    const versions = given(savedReportsProjector, savedReportsVersionsModel, events);
    versions.thenMatches({ id: 'BAYVIEW', version: 5 });
    versions.thenMatches({ id: 'HARBOR', version: 0 });
  });
});
