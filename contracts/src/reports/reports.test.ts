import { describe, expect, it } from 'vitest';
import {
  deliveredFigures,
  departmentHours,
  forecastRows,
  hoursDoneIn,
  isPartialMonth,
  isPartialWeek,
  monthsOf,
  percentile,
  stayFigures,
  weekOf,
  weeksOf,
} from './figures.ts';
import {
  addYears,
  defaultReportRange,
  filterKeys,
  filterValueIssues,
  inRange,
  matchesJobPreset,
  monthOf,
  type ReportFilter,
  reportDay,
  reportRange,
  reportRunQuerySchema,
  upcomingEnd,
} from './filters.ts';
import { reportTemplates, savedReportSchema, savedReportsInOrder } from './saved.ts';

const f = (filterName: string, value: string, index = 0) => ({ index, filterName, value }) as ReportFilter;
const wire = (day: string) => `${day}T00:00:00`;

describe('report date ranges (spec 3 section 5)', () => {
  it('defaults to the current month, and one year back to today for sales-type reports', () => {
    expect(defaultReportRange('deliveredByRo', 'report', '2026-02-14')).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(defaultReportRange('sales', 'report', '2026-02-14')).toEqual({ start: '2025-02-14', end: '2026-02-14' });
    expect(defaultReportRange('deliveredByRo', 'stackedBar', '2024-02-29')).toEqual({
      start: '2023-02-28',
      end: '2024-02-29',
    });
  });

  it('compares the end with one day added: the whole end day is in the range', () => {
    const range = { start: '2026-03-01', end: '2026-03-31' };
    expect(inRange('2026-03-31T00:00:00', range)).toBe(true);
    expect(inRange('2026-04-01T00:00:00', range)).toBe(false);
    expect(inRange('2026-02-28', range)).toBe(false);
    expect(inRange(null, range)).toBe(false);
  });

  it('runs over the asked range, else the saved start and end, else the default', () => {
    const filters = [f('start', '2025-01-01'), f('end', '2025-06-30', 1)];
    expect(reportRange(filters, 'sales', 'report', '2026-02-14')).toEqual({ start: '2025-01-01', end: '2025-06-30' });
    expect(reportRange(filters, 'sales', 'report', '2026-02-14', { end: '2025-01-31' })).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
    expect(reportRange([f('start', '2026-02-03')], 'inventory', 'report', '2026-02-14')).toEqual({
      start: '2026-02-03',
      end: '2026-02-28',
    });
    // A start after the default end runs over its own month.
    expect(reportRange([f('start', '2026-05-03')], 'deliveredByRo', 'report', '2026-02-14')).toEqual({
      start: '2026-05-03',
      end: '2026-05-31',
    });
  });

  it('reads days and job dates, and knows month ends and leap years', () => {
    expect(reportDay('2026-02-29')).toBeUndefined();
    expect(reportDay('2024-02-29T00:00:00')).toBe('2024-02-29');
    expect(reportDay('2024-2-9')).toBeUndefined();
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(monthOf('2026-12-05')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(monthsOf({ start: '2025-11-15', end: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('marks the months and weeks a range covers only in part', () => {
    const range = { start: '2025-11-28', end: '2026-02-01' };
    expect(monthsOf(range).map((month) => isPartialMonth(month, range))).toEqual([true, false, false, true]);
    expect(isPartialMonth('2026-02', { start: '2026-02-01', end: '2026-02-28' })).toBe(false);
    expect(isPartialMonth('2024-02', { start: '2024-02-01', end: '2024-02-28' })).toBe(true);
    const weeks = { start: '2026-03-02', end: '2026-03-14' };
    expect(weeksOf(weeks, 'sunday').map((week) => isPartialWeek(week, weeks))).toEqual([true, false]);
    expect(weeksOf(weeks, 'monday').map((week) => isPartialWeek(week, weeks))).toEqual([false, true]);
  });

  it('finds the job presets: today, past due (not yet done), upcoming within a range', () => {
    const today = '2026-03-10';
    expect(upcomingEnd(today, '3d')).toBe('2026-03-13');
    expect(upcomingEnd(today, '2w')).toBe('2026-03-24');
    expect(upcomingEnd('2026-01-31', '1m')).toBe('2026-02-28');
    expect(upcomingEnd(today, 'all')).toBeNull();
    expect(matchesJobPreset('today', 'all', wire(today), false, today)).toBe(true);
    expect(matchesJobPreset('pastDue', 'all', wire('2026-03-09'), false, today)).toBe(true);
    expect(matchesJobPreset('pastDue', 'all', wire('2026-03-09'), true, today)).toBe(false);
    expect(matchesJobPreset('upcoming', '1d', wire('2026-03-11'), false, today)).toBe(true);
    expect(matchesJobPreset('upcoming', '1d', wire('2026-03-12'), false, today)).toBe(false);
    expect(matchesJobPreset('all', 'all', null, false, today)).toBe(true);
  });
});

describe('report filters', () => {
  const all = filterKeys;

  it('names each wrong filter: unknown keys, keys the report does not take, values a key does not take', () => {
    expect(
      filterValueIssues(
        [f('colour', 'red'), f('job', 'tomorrow'), f('roState', '5'), f('start', '2026-02-30'), f('assignee', 'a b')],
        all,
      ),
    ).toEqual([
      { path: [0, 'filterName'], message: 'Unknown filter' },
      { path: [1, 'value'], message: 'Not a value this filter takes' },
      { path: [2, 'value'], message: 'Not a value this filter takes' },
      { path: [3, 'value'], message: 'Date must be in the form YYYY-MM-DD' },
      { path: [4, 'value'], message: 'Not a value this filter takes' },
    ]);
    expect(filterValueIssues([f('job', 'today')], ['jobClass'])).toEqual([
      { path: [0, 'filterName'], message: 'This report does not take this filter' },
    ]);
  });

  it('refuses an end before the start, a second start, and a range over ten years, naming the end filter', () => {
    expect(filterValueIssues([f('start', '2026-03-02'), f('end', '2026-03-01')], all)).toEqual([
      { path: [1, 'value'], message: 'The end date cannot be earlier than the start date' },
    ]);
    expect(filterValueIssues([f('start', '2010-01-01'), f('end', '2020-01-02')], all)).toEqual([
      { path: [1, 'value'], message: 'A date range can span at most 10 years' },
    ]);
    expect(filterValueIssues([f('start', '2010-01-01'), f('end', '2020-01-01')], all)).toEqual([]);
    expect(filterValueIssues([f('start', '2026-01-01'), f('start', '2026-02-01')], all)).toEqual([
      { path: [1, 'filterName'], message: 'This filter can be given once' },
    ]);
    // Several values of a key are alternatives.
    expect(filterValueIssues([f('roState', '2'), f('roState', '3')], all)).toEqual([]);
  });

  it('checks the range a report is run over the same way', () => {
    expect(reportRunQuerySchema.safeParse({ start: '2026-03-02', end: '2026-03-01' }).error?.issues[0]).toMatchObject({
      path: ['end'],
      message: 'The end date cannot be earlier than the start date',
    });
    expect(reportRunQuerySchema.parse({ start: '2026-03-01T00:00:00' })).toEqual({ start: '2026-03-01' });
  });
});

describe('saved reports', () => {
  const body = {
    reportOptionId: '',
    reportId: 'delivered-by-ro',
    name: ' Delivered this month ',
    setType: 'deliveredByRo',
    chartType: 'report',
    filters: [
      { index: 4, filterName: 'jobClass', value: 'c1' },
      { index: 7, filterName: 'start', value: '2026-03-01' },
    ],
  };

  it('fills the chart settings from the template and reindexes the filters', () => {
    const report = savedReportSchema.parse(body);
    expect(report).toMatchObject({
      name: 'Delivered this month',
      isPinned: false,
      sortOrder: 0,
      filters: [
        { index: 0, filterName: 'jobClass', value: 'c1' },
        { index: 1, filterName: 'start', value: '2026-03-01' },
      ],
      series: [],
      showLegend: false,
    });
    const chart = savedReportSchema.parse({
      ...body,
      reportId: 'throughput',
      setType: 'throughput',
      chartType: 'line',
    });
    expect(chart.series.map((s) => s.valueField)).toEqual(['total', 'hours']);
  });

  it('refuses a template, set type or chart type that do not go together, and filters the template does not take', () => {
    const issues = (changes: Record<string, unknown>) =>
      savedReportSchema.safeParse({ ...body, ...changes }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ reportId: 'nope' })).toEqual([['reportId', 'Not a report template']]);
    expect(issues({ setType: 'sales' })).toEqual([['setType', 'Not the data type of this report template']]);
    expect(issues({ chartType: 'gauge' })).toEqual([['chartType', 'Not a chart type of this report template']]);
    expect(issues({ filters: [{ index: 0, filterName: 'upcoming', value: '1w' }] })).toEqual([
      ['filters.0.filterName', 'This report does not take this filter'],
    ]);
    expect(issues({ name: '' })).toEqual([['name', 'Title is required']]);
    expect(issues({ filters: Array.from({ length: 21 }, () => ({ filterName: 'roState', value: '2' })) })).toEqual([
      ['filters', 'At most 20 rows'],
    ]);
  });

  it('has a template for every set type of spec 3 sections 2.8 and 2.9, each id once', () => {
    const ids = reportTemplates.map((t) => t.reportId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(reportTemplates.filter((t) => t.chartType === 'report').map((t) => t.setType)).size).toBe(9);
    expect(new Set(reportTemplates.filter((t) => t.chartType !== 'report').map((t) => t.setType)).size).toBe(13);
  });

  it('lists by sortOrder, then name', () => {
    const r = (reportOptionId: string, name: string, sortOrder: number) =>
      ({ ...savedReportSchema.parse({ ...body, name }), reportOptionId, sortOrder }) as const;
    expect(savedReportsInOrder([r('a', 'b', 1), r('b', 'Z', 0), r('c', 'a', 1)]).map((x) => x.reportOptionId)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });
});

describe('report figures (docs/metrics.md "Reports")', () => {
  const job = (towIn: string, start: string, ready: string, pickup: string, hours: number, subTotal: number) => ({
    dateTowIn: wire(towIn),
    repairStart: wire(start),
    dateReady: wire(ready),
    datePickup: wire(pickup),
    hours,
    refinish: hours / 4,
    subTotal,
  });

  it('works the report card example of docs/metrics.md', () => {
    const jobs = [
      job('2026-03-02', '2026-03-03', '2026-03-06', '2026-03-07', 20, 2400),
      job('2026-03-09', '2026-03-09', '2026-03-09', '2026-03-10', 4, 600.5),
    ];
    expect(deliveredFigures(jobs)).toEqual({
      deliveredCount: 2,
      subTotal: 3000.5,
      avgSeverity: 1500.25,
      totalHours: 24,
      totalRefinish: 6,
      leadCycle: 0.5,
      productionCycle: 1.5,
      lagCycle: 1,
      k2kCycle: 3,
      // 24 hours over 3 + 1 production days (the same-day one counts as 1).
      productionTouchTime: 6,
      // 24 hours over 5 + 1 key-to-key days.
      touchTime: 4,
    });
    const march = { start: '2026-03-01', end: '2026-03-31' };
    expect(hoursDoneIn(jobs, march, 'dateReady')).toBe(24);
    expect(hoursDoneIn(jobs, { start: '2026-03-07', end: '2026-03-09' }, 'datePickup')).toBe(20);
    expect(deliveredFigures([])).toMatchObject({ deliveredCount: 0, avgSeverity: 0, k2kCycle: 0, touchTime: 0 });
  });

  it('takes nearest-rank percentiles and stay figures against goals', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([], 90)).toBeNull();
    expect(
      stayFigures([
        { hours: 6, goal: 8 },
        { hours: 10, goal: 8 },
        { hours: 2, goal: null },
      ]),
    ).toEqual({ stays: 3, p50: 6, p90: 10, average: 6, goal: 8, efficiency: 100, withinGoal: 50 });
  });

  it('gives department hours, weeks and the forecast', () => {
    expect(departmentHours({ hours: 10, refinish: 3 }, { laborType: 1, laborPercent: 0 })).toBe(0);
    expect(departmentHours({ hours: 10, refinish: 3 }, { laborType: 1, laborPercent: 50 })).toBe(1.5);
    expect(departmentHours({ hours: 10, refinish: 3 }, { laborType: 0, laborPercent: 25 })).toBe(2.5);
    expect(weekOf('2026-03-11')).toBe('2026-03-08');
    expect(weekOf('2026-03-08', 'monday')).toBe('2026-03-02');
    expect(weeksOf({ start: '2026-03-01', end: '2026-03-15' }, 'sunday')).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
    ]);
    expect(forecastRows([{ hours: 10, subTotal: 1000 }], [{ hours: 30, subTotal: 3000 }])).toEqual([
      { measure: 'count', delivered: 1, projected: 2, percent: 50 },
      { measure: 'hours', delivered: 10, projected: 40, percent: 25 },
      { measure: 'total', delivered: 1000, projected: 4000, percent: 25 },
    ]);
    expect(forecastRows([], [])[0]?.percent).toBe(0);
  });
});
