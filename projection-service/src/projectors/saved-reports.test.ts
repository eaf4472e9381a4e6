import { savedReportSchema } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { recorded } from '../testing/events.ts';
import { savedReportsProjector } from './saved-reports.ts';

const report = (reportOptionId: string, name: string) => ({
  ...savedReportSchema.parse({ reportOptionId: '', reportId: 'sales', name, setType: 'sales', chartType: 'report' }),
  reportOptionId,
});
const on = (type: string, data: Record<string, unknown>, location = 'BAYVIEW') => ({
  streamId: `reports-${location}`,
  type,
  data,
  location,
});

describe('saved reports read model', () => {
  it('keeps each location’s reports as they are added, changed, pinned and removed', () => {
    const model = projectInMemory(
      savedReportsProjector,
      recorded([
        on('SavedReportAdded', { report: report('r1', 'Sales') }),
        on('SavedReportAdded', { report: report('r2', 'Harbor sales') }, 'HARBOR'),
        on('SavedReportAdded', { report: report('r3', 'Old') }),
        on('SavedReportChanged', { reportOptionId: 'r1', changes: { name: 'Sales by RO', sortOrder: 2 } }),
        on('SavedReportPinned', { reportOptionId: 'r1' }),
        on('SavedReportRemoved', { reportOptionId: 'r3' }),
        // Another stream's events are not its business.
        { streamId: 'job-j1', type: 'JobCreated', data: { jobAdminId: 'j1' } },
      ]),
    );
    expect(model.all('savedReports').map((r) => [r.id, r.locationShortName, r.name, r.isPinned, r.sortOrder])).toEqual([
      ['r1', 'BAYVIEW', 'Sales by RO', true, 2],
      ['r2', 'HARBOR', 'Harbor sales', false, 0],
    ]);
  });

  it('keeps a new order of the charts in one fact, and each location’s stream version', () => {
    const model = projectInMemory(
      savedReportsProjector,
      recorded([
        on('SavedReportAdded', { report: report('r1', 'Sales') }),
        on('SavedReportAdded', { report: report('r2', 'Throughput') }),
        on('SavedReportAdded', { report: report('r3', 'Cycle') }),
        on('SavedReportAdded', { report: report('h1', 'Harbor sales') }, 'HARBOR'),
        on('SavedReportsOrdered', { reportOptionIds: ['r3', 'r1', 'r2'] }),
        // An id the location no longer has is passed over.
        on('SavedReportRemoved', { reportOptionId: 'r2' }),
        on('SavedReportsOrdered', { reportOptionIds: ['r1', 'r2', 'r3'] }),
      ]),
    );
    expect(model.all('savedReports').map((r) => [r.id, r.sortOrder])).toEqual([
      ['r1', 0],
      ['r3', 2],
      ['h1', 0],
    ]);
    expect(model.get('savedReportsVersions', 'BAYVIEW')).toMatchObject({ version: 5 });
    expect(model.get('savedReportsVersions', 'HARBOR')).toMatchObject({ version: 0 });
  });
});
