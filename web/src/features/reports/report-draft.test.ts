import type { ReportTemplate, SavedReport } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, newlySaved, reportToSave, withTemplate } from './report-draft.ts';

const template: ReportTemplate = {
  reportId: 'sales-chart',
  name: 'Sales',
  setType: 'sales',
  chartType: 'line',
  chartTypes: ['bar', 'line'],
  filterKeys: ['jobClass', 'group', 'start', 'end'],
  description: 'Sales of the jobs delivered each month',
  series: [{ seriesName: 'Sales', valueField: 'subTotal', chartType: 'line', axis: 'value', color: '#43a047' }],
  axis: [],
  argumentField: 'month',
  showLegend: false,
  legendHorizontal: 'center',
  legendVertical: 'bottom',
};
const saved: SavedReport = {
  reportId: template.reportId,
  setType: template.setType,
  chartType: template.chartType,
  series: template.series,
  axis: template.axis,
  argumentField: template.argumentField,
  reportOptionId: 'o-1',
  name: 'Monthly sales',
  isPinned: true,
  sortOrder: 3,
  filters: [{ index: 0, filterName: 'jobClass', value: 'heavy' }],
  showLegend: false,
  legendHorizontal: 'center',
  legendVertical: 'bottom',
};

describe('the report draft', () => {
  it('starts from the report, with an empty filter after the others for Add Filter', () => {
    expect(draftOf(saved).filters).toHaveLength(1);
    expect(draftOf(saved, true).filters[1]).toEqual({ index: 1, filterName: 'jobClass', value: '' });
    expect(draftOf(undefined)).toEqual({ name: '', reportId: '', chartType: '', filters: [] });
  });

  it('takes a template’s chart type and drops the filters it does not take', () => {
    const draft = {
      ...draftOf(saved),
      filters: [...saved.filters, { index: 1, filterName: 'badge' as const, value: 'b' }],
    };
    expect(withTemplate(draft, template)).toMatchObject({
      reportId: 'sales-chart',
      chartType: 'line',
      filters: saved.filters,
    });
  });

  it('needs a name of at most 100 characters and a data type', () => {
    const empty = { name: ' ', reportId: '', chartType: '' as const, filters: [] };
    expect(draftErrors(empty)).toEqual({ name: 'required', reportId: 'required' });
    expect(draftErrors({ ...empty, name: 'x'.repeat(101), reportId: 't' })).toEqual({ name: 'tooLong' });
    expect(draftErrors({ ...empty, name: 'Sales', reportId: 't' })).toEqual({});
  });

  it('keeps an edited report’s pin and place, saving only filters with a value', () => {
    const edited = reportToSave(
      {
        name: ' Sales 2026 ',
        reportId: 'sales-chart',
        chartType: 'bar',
        filters: [...saved.filters, { index: 1, filterName: 'group', value: '' }],
      },
      saved,
      template,
      undefined,
    );
    expect(edited).toEqual({ ...saved, name: 'Sales 2026', chartType: 'bar' });
  });

  it('makes a new report from its template, pinned last when added from the dashboard', () => {
    const draft = { name: 'Sales', reportId: 'sales-chart', chartType: '' as const, filters: [] };
    const made = reportToSave(draft, undefined, template, 4);
    expect(made).toMatchObject({
      reportOptionId: '',
      setType: 'sales',
      chartType: 'line',
      isPinned: true,
      sortOrder: 5,
    });
    expect(made.series).toEqual(template.series);
    expect(reportToSave(draft, undefined, template, undefined).isPinned).toBe(false);
  });

  it('finds the report the save made', () => {
    expect(newlySaved([saved], [saved, { ...saved, reportOptionId: 'o-2' }])?.reportOptionId).toBe('o-2');
    expect(newlySaved([saved], [saved])).toBeUndefined();
  });
});
