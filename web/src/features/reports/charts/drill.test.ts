import { reportTemplates, type SavedReport } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { drillOfPick } from './drill.ts';

const text = { month: (m: string) => `M${m}`, none: 'None' };

/** A saved report as its template makes it. */
const report = (reportId: string): SavedReport => {
  const {
    filterKeys: _f,
    chartTypes: _c,
    description: _d,
    ...template
  } = reportTemplates.find((t) => t.reportId === reportId)!;
  return { ...template, reportOptionId: 'o', isPinned: true, sortOrder: 0, filters: [] };
};
const pick = (dataIndex: number, seriesIndex = 0, seriesName = '') => ({
  name: '',
  seriesName,
  seriesIndex,
  dataIndex,
});

describe('the figure and slice behind a click on a chart', () => {
  it('reads a month of a chart by month, in time order, and the series clicked', () => {
    const rows = [
      { month: '2026-02', total: 3, hours: 12 },
      { month: '2026-01', total: 2, hours: 7 },
    ];
    expect(drillOfPick(report('throughput'), rows, pick(0, 1), text)).toEqual({
      figure: 'hours',
      slice: { month: '2026-01' },
    });
    expect(drillOfPick(report('sales-chart'), rows, pick(1), text)).toEqual({
      figure: 'subTotal',
      slice: { month: '2026-02' },
    });
    expect(drillOfPick(report('sales-chart'), rows, pick(5), text)).toBeUndefined();
  });

  it('reads the month and the class of a stacked segment; an unnamed class as the rows have it', () => {
    const rows = [
      { datePickupMonth: '2026-01', jobClassName: 'Heavy', total: 2 },
      { datePickupMonth: '2026-01', jobClassName: '', total: 1 },
    ];
    expect(drillOfPick(report('delivered-by-ro-chart'), rows, pick(0, 1, 'None'), text)).toEqual({
      figure: 'total',
      slice: { month: '2026-01', jobClassName: '' },
    });
    const inventory = [{ departmentName: 'Paint', jobClassName: 'Light', total: 4 }];
    expect(drillOfPick(report('inventory-by-departments'), inventory, pick(0, 0, 'Light'), text)).toEqual({
      figure: 'total',
      slice: { departmentName: 'Paint', jobClassName: 'Light' },
    });
  });

  it('reads a department’s goal, cycle or efficiency, and a class of the doughnut by its measure', () => {
    const rows = [{ departmentName: 'Body' }, { departmentName: 'Paint' }];
    expect(drillOfPick(report('dept-cycle-by-ro'), rows, pick(1, 2), text)).toEqual({
      figure: 'efficiency',
      slice: { departmentName: 'Paint' },
    });
    expect(drillOfPick(report('dept-cycle-by-ro'), rows, pick(0, 0), text)?.figure).toBe('cycleGoal');
    const classes = [{ jobClassName: 'Heavy', total: 2, hours: 9, subTotal: 100 }];
    expect(drillOfPick(report('inventory-by-job-class'), classes, pick(0), text, 'hours')).toEqual({
      figure: 'hours',
      slice: { jobClassName: 'Heavy' },
    });
  });

  it('has nothing behind the forecast and the leaderboards', () => {
    expect(drillOfPick(report('forecast-chart'), [{ measure: 'count' } as never], pick(0), text)).toBeUndefined();
    expect(drillOfPick(report('job-admin-leaderboard'), [{ name: 'Body' } as never], pick(0), text)).toBeUndefined();
  });
});
