import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, newlySaved, reportToSave } from './report-draft.ts';
import type { ReportTemplate, SavedReport } from './types.ts';

const template: ReportTemplate = {
  reportId: 't-sales',
  name: 'Sales',
  setType: 'sales',
  chartType: 'line',
  series: [{ seriesName: 'Sales', valueField: 'subTotal', chartType: 'line', axis: 'money', color: '' }],
  axis: [],
  argumentField: 'month',
};
const saved: SavedReport = {
  ...template,
  reportOptionId: 'o-1',
  name: 'Monthly sales',
  isPinned: true,
  sortOrder: 3,
  filters: [{ index: 0, filterName: 'jobClass', value: 'Heavy' }],
  showLegend: false,
  legendHorizontal: 'center',
  legendVertical: 'bottom',
};

describe('the report draft', () => {
  it('starts from the report, with an empty filter after the others for Add Filter', () => {
    expect(draftOf(saved).filters).toHaveLength(1);
    expect(draftOf(saved, true).filters[1]).toEqual({ index: 1, filterName: 'jobClass', value: '' });
    expect(draftOf(undefined)).toEqual({ name: '', reportId: '', filters: [] });
  });

  it('needs a name of at most 100 characters and a data type', () => {
    expect(draftErrors({ name: ' ', reportId: '', filters: [] })).toEqual({ name: 'required', reportId: 'required' });
    expect(draftErrors({ name: 'x'.repeat(101), reportId: 't', filters: [] })).toEqual({ name: 'tooLong' });
    expect(draftErrors({ name: 'Sales', reportId: 't', filters: [] })).toEqual({});
  });

  it('keeps an edited report’s pin and place, saving only filters with a value', () => {
    const edited = reportToSave(
      {
        name: ' Sales 2026 ',
        reportId: 't-sales',
        filters: [...saved.filters, { index: 1, filterName: 'badge', value: '' }],
      },
      saved,
      template,
      undefined,
    );
    expect(edited).toEqual({ ...saved, name: 'Sales 2026' });
  });

  it('makes a new report from its template, pinned last when added from the dashboard', () => {
    const made = reportToSave({ name: 'Sales', reportId: 't-sales', filters: [] }, undefined, template, 4);
    expect(made).toMatchObject({
      reportOptionId: '',
      setType: 'sales',
      chartType: 'line',
      isPinned: true,
      sortOrder: 5,
    });
    expect(made.series).toEqual(template.series);
    expect(reportToSave({ name: 'S', reportId: 't-sales', filters: [] }, undefined, template, undefined).isPinned).toBe(
      false,
    );
  });

  it('finds the report the save made', () => {
    expect(newlySaved([saved], [saved, { ...saved, reportOptionId: 'o-2' }])?.reportOptionId).toBe('o-2');
    expect(newlySaved([saved], [saved])).toBeUndefined();
  });
});
