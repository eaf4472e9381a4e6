import { z } from 'zod';
import { boundedText, colourSchema, idSchema, maxNameLength, newOrIdSchema, wholeNumber } from '../bounds.ts';
import { onceValid, whenFieldsPass } from '../validation.ts';
import { type FilterKey, filterValueIssues, type ReportFilter } from './filters.ts';

/**
 * Saved reports and dashboard charts (spec 3 sections 2.8, 2.9 and 3 "Saved report"). A saved report is one of the
 * templates (`reportId`) with the user's title, filters and chart settings; the location keeps its saved reports on
 * stream `reports-{location}` (docs/api.md "reports").
 */

/** The set types the Reports screen lists as grids (spec 3 section 2.8). */
export const listSetTypes = [
  'assigneeLeaderboard',
  'customerInfo',
  'deliveredByRo',
  'forecast',
  'inboundVehicle',
  'inventory',
  'outboundVehicle',
  'sales',
  'reportCard',
] as const;

/** The set types the Dashboard draws as charts (spec 3 section 2.9). */
export const chartSetTypes = [
  'deliveredByRo',
  'customerInfo',
  'cycleTimeByJobClass',
  'deptCycleByRo',
  'sales',
  'inventoryByDepartments',
  'inventoryByJobClass',
  'throughput',
  'touchTime',
  'cycleByRo',
  'jobAdminLeaderboard',
  'assigneeLeaderboard',
  'forecast',
] as const;

export const setTypes = [...new Set([...listSetTypes, ...chartSetTypes])] as [
  (typeof listSetTypes)[number] | (typeof chartSetTypes)[number],
  ...((typeof listSetTypes)[number] | (typeof chartSetTypes)[number])[],
];
export type SetType = (typeof setTypes)[number];

/** How a chart (or one of its series) is drawn. */
export const chartTypes = ['bar', 'stackedBar', 'horizontalStackedBar', 'line', 'doughnut', 'gauge'] as const;
export type ChartType = (typeof chartTypes)[number];
/** 'report' is a grid of the Reports screen; any other value a chart of the Dashboard. */
export type ReportChartType = 'report' | ChartType;

export const axisPositions = ['left', 'right'] as const;
export const legendHorizontals = ['left', 'center', 'right'] as const;
export const legendVerticals = ['top', 'bottom'] as const;

export interface ChartSeries {
  seriesName: string;
  /** The row field the series draws (a field of the chart's rows, e.g. `total`, `hours`, `subTotal`). */
  valueField: string;
  chartType: ChartType;
  /** The `axisName` of the axis it is drawn against. */
  axis: string;
  color: string;
}

export interface ChartAxis {
  axisName: string;
  position: (typeof axisPositions)[number];
  tickInterval: number;
  showZero: boolean;
  valueMarginsEnabled: boolean;
}

/** A saved report as GET reports/saved answers it (spec 3 section 3 "Saved report"). */
export interface SavedReport {
  /** The template it was made from (`reportTemplates`). */
  reportId: string;
  reportOptionId: string;
  name: string;
  setType: SetType;
  chartType: ReportChartType;
  isPinned: boolean;
  sortOrder: number;
  filters: ReportFilter[];
  series: ChartSeries[];
  axis: ChartAxis[];
  /** The row field along the argument (x) axis. */
  argumentField: string;
  showLegend: boolean;
  legendHorizontal: (typeof legendHorizontals)[number];
  legendVertical: (typeof legendVerticals)[number];
}

/** What the Add Report / Add Chart dialogs offer (GET reports/templates): a saved report starts as a copy of one. */
export interface ReportTemplate extends Omit<SavedReport, 'reportOptionId' | 'isPinned' | 'sortOrder' | 'filters'> {
  /** The filters this set type takes (spec 3 section 3 filter keys). */
  filterKeys: FilterKey[];
  /** The chart types it may be drawn as: ['report'] for a grid. */
  chartTypes: ReportChartType[];
  description: string;
}

const dateFilters: FilterKey[] = ['start', 'end'];
const jobFilters: FilterKey[] = ['assignee', 'badge', 'group', 'jobClass', 'state', 'roState'];
const scheduleFilters: FilterKey[] = [...jobFilters, 'job', 'upcoming', ...dateFilters];

const axis = (axisName: string, position: ChartAxis['position'] = 'left'): ChartAxis => ({
  axisName,
  position,
  tickInterval: 10,
  showZero: true,
  valueMarginsEnabled: true,
});
const series = (
  seriesName: string,
  valueField: string,
  chartType: ChartType,
  color: string,
  axisName = 'value',
): ChartSeries => ({ seriesName, valueField, chartType, axis: axisName, color });

function template(
  reportId: string,
  name: string,
  setType: SetType,
  chartType: ReportChartType,
  filterKeys: FilterKey[],
  description: string,
  chart: Partial<Pick<ReportTemplate, 'series' | 'axis' | 'argumentField' | 'showLegend' | 'chartTypes'>> = {},
): ReportTemplate {
  return {
    reportId,
    name,
    setType,
    chartType,
    filterKeys,
    description,
    chartTypes: chart.chartTypes ?? [chartType],
    series: chart.series ?? [],
    axis: chart.axis ?? (chartType === 'report' ? [] : [axis('value')]),
    argumentField: chart.argumentField ?? '',
    showLegend: chart.showLegend ?? false,
    legendHorizontal: 'center',
    legendVertical: 'bottom',
  };
}

const barLike: ReportChartType[] = ['bar', 'stackedBar', 'horizontalStackedBar', 'line'];

/** Every report and chart a location can save: the grids of spec 3 section 2.8 and the charts of section 2.9. */
export const reportTemplates: readonly ReportTemplate[] = [
  template(
    'assignee-leaderboard',
    'Assignee Leaderboard',
    'assigneeLeaderboard',
    'report',
    ['assignee', 'group', 'jobClass', ...dateFilters],
    'Hours each assignee finished: department stays that ended in the range',
  ),
  template(
    'customer-info',
    'Customer Info',
    'customerInfo',
    'report',
    [...jobFilters, ...dateFilters],
    'Customers of the jobs that arrived in the range',
  ),
  template(
    'delivered-by-ro',
    'Delivered by RO',
    'deliveredByRo',
    'report',
    [...jobFilters, ...dateFilters],
    'Jobs delivered in the range with their cycle and touch time',
  ),
  template(
    'forecast',
    'Forecast Report',
    'forecast',
    'report',
    ['assignee', 'group', 'jobClass', 'badge', 'state'],
    'This month: jobs delivered and jobs still due out',
  ),
  template(
    'inbound-vehicle',
    'Inbound Vehicles',
    'inboundVehicle',
    'report',
    scheduleFilters,
    'Jobs scheduled in during the range, and whether they arrived',
  ),
  template(
    'inventory',
    'Inventory',
    'inventory',
    'report',
    [...jobFilters.filter((k) => k !== 'roState'), 'job', 'upcoming'],
    'Open jobs not yet delivered, now',
  ),
  template(
    'outbound-vehicle',
    'Outbound Vehicles',
    'outboundVehicle',
    'report',
    scheduleFilters,
    'Jobs scheduled out during the range, and whether they were delivered',
  ),
  template(
    'sales',
    'Sales Report',
    'sales',
    'report',
    [...jobFilters, ...dateFilters],
    'Sales of the jobs delivered in the range',
  ),
  template(
    'report-card',
    'Report Card',
    'reportCard',
    'report',
    ['group', 'jobClass', ...dateFilters],
    'Each location: deliveries, sales, hours, inventory, cycle and touch time',
  ),
  template(
    'delivered-by-ro-chart',
    'Delivered by RO',
    'deliveredByRo',
    'stackedBar',
    [...jobFilters, ...dateFilters],
    'Jobs delivered each month by job class',
    {
      argumentField: 'datePickupMonth',
      series: [series('Delivered', 'total', 'stackedBar', '#1e88e5')],
      showLegend: true,
      chartTypes: barLike,
    },
  ),
  template(
    'customer-info-chart',
    'Customers by Group',
    'customerInfo',
    'bar',
    [...jobFilters, ...dateFilters],
    'Jobs that arrived in the range, by group',
    { argumentField: 'groupName', series: [series('Jobs', 'total', 'bar', '#8e24aa')], chartTypes: barLike },
  ),
  template(
    'cycle-time-by-job-class',
    'Cycle Time by Job Class',
    'cycleTimeByJobClass',
    'bar',
    [...jobFilters, ...dateFilters],
    'Average key-to-key days of the jobs delivered in the range, by job class',
    { argumentField: 'jobClassName', series: [series('Days', 'average', 'bar', '#3949ab')], chartTypes: barLike },
  ),
  template(
    'dept-cycle-by-ro',
    'Department Cycle',
    'deptCycleByRo',
    'bar',
    ['assignee', 'badge', 'group', 'jobClass', 'state', 'roState', ...dateFilters],
    'Goal, cycle time and efficiency of each department for the stays that ended in the range',
    {
      argumentField: 'departmentName',
      series: [
        series('Goal', 'cycleGoal', 'bar', '#90caf9', 'hours'),
        series('Cycle Time', 'cycleTime', 'bar', '#1e88e5', 'hours'),
        series('Efficiency', 'efficiency', 'line', '#43a047', 'percent'),
      ],
      axis: [axis('hours'), axis('percent', 'right')],
      showLegend: true,
      chartTypes: barLike,
    },
  ),
  template(
    'sales-chart',
    'Sales',
    'sales',
    'line',
    [...jobFilters, ...dateFilters],
    'Sales of the jobs delivered each month',
    { argumentField: 'month', series: [series('Sales', 'subTotal', 'line', '#43a047')], chartTypes: barLike },
  ),
  template(
    'inventory-by-departments',
    'Inventory by Departments',
    'inventoryByDepartments',
    'horizontalStackedBar',
    [...jobFilters.filter((k) => k !== 'roState')],
    'Open jobs not yet delivered in each department, by job class',
    {
      argumentField: 'departmentName',
      series: [series('Jobs', 'total', 'horizontalStackedBar', '#1e88e5')],
      showLegend: true,
      chartTypes: barLike,
    },
  ),
  template(
    'inventory-by-job-class',
    'Inventory by Job Class',
    'inventoryByJobClass',
    'doughnut',
    [...jobFilters.filter((k) => k !== 'roState')],
    'Open jobs not yet delivered by job class: count, hours and total',
    {
      argumentField: 'jobClassName',
      series: [
        series('Count', 'total', 'doughnut', '#1e88e5'),
        series('Hours', 'hours', 'doughnut', '#43a047'),
        series('Total', 'subTotal', 'doughnut', '#fb8c00'),
      ],
      showLegend: true,
    },
  ),
  template(
    'throughput',
    'Throughput',
    'throughput',
    'line',
    [...jobFilters, ...dateFilters],
    'Jobs and hours delivered each month',
    {
      argumentField: 'month',
      series: [
        series('Jobs', 'total', 'line', '#1e88e5', 'count'),
        series('Hours', 'hours', 'line', '#fb8c00', 'hours'),
      ],
      axis: [axis('count'), axis('hours', 'right')],
      showLegend: true,
      chartTypes: barLike,
    },
  ),
  template(
    'touch-time',
    'Touch Time',
    'touchTime',
    'line',
    [...jobFilters, ...dateFilters],
    'Hours per day of the jobs delivered each month',
    { argumentField: 'month', series: [series('Hours per day', 'average', 'line', '#00897b')], chartTypes: barLike },
  ),
  template(
    'cycle-by-ro',
    'Cycle by RO',
    'cycleByRo',
    'line',
    [...jobFilters, ...dateFilters],
    'Average key-to-key days of the jobs delivered each month',
    { argumentField: 'month', series: [series('Days', 'average', 'line', '#d81b60')], chartTypes: barLike },
  ),
  template(
    'job-admin-leaderboard',
    'Department Leaderboard',
    'jobAdminLeaderboard',
    'bar',
    ['group', 'jobClass', ...dateFilters],
    'Hours each department finished: stays that ended in the range',
    { argumentField: 'name', series: [series('Hours', 'hours', 'bar', '#5e35b1')], chartTypes: barLike },
  ),
  template(
    'assignee-leaderboard-chart',
    'Assignee Leaderboard',
    'assigneeLeaderboard',
    'bar',
    ['assignee', 'group', 'jobClass', ...dateFilters],
    'Hours each assignee finished: department stays that ended in the range',
    { argumentField: 'name', series: [series('Hours', 'hours', 'bar', '#f4511e')], chartTypes: barLike },
  ),
  template(
    'forecast-chart',
    'Forecast',
    'forecast',
    'gauge',
    ['assignee', 'group', 'jobClass', 'badge', 'state'],
    'Delivered against projected this month: jobs, hours and total',
    { argumentField: 'measure', series: [series('Delivered', 'percent', 'gauge', '#43a047')] },
  ),
];

const templatesById = new Map(reportTemplates.map((t) => [t.reportId, t]));

/** The template a saved report was made from; undefined for an id no template has. */
export const reportTemplate = (reportId: string): ReportTemplate | undefined => templatesById.get(reportId);

export const reportMessages = {
  templateUnknown: 'Not a report template',
  setTypeMismatch: 'Not the data type of this report template',
  chartTypeMismatch: 'Not a chart type of this report template',
  tooManyReports: 'A location keeps at most 200 reports',
} as const;

/** Reports a location keeps, pinned or not. */
export const maxSavedReports = 200;

/** A row field: letters and digits, starting with a letter (a field of the report's rows). */
const fieldName = z
  .string({ error: 'Must be a field name' })
  .max(40, { error: 'Must be a field name' })
  .regex(/^([A-Za-z][A-Za-z0-9]*)?$/, { error: 'Must be a field name', ...onceValid });

const seriesSchema = z.object({
  seriesName: boundedText(maxNameLength).default(''),
  valueField: fieldName,
  chartType: z.enum(chartTypes, { error: reportMessages.chartTypeMismatch }),
  axis: fieldName.default('value'),
  color: colourSchema.default('#1e88e5'),
});

const axisSchema = z.object({
  axisName: fieldName,
  position: z.enum(axisPositions, { error: 'Must be left or right' }).default('left'),
  tickInterval: z
    .number({ error: 'Must be a number from 0 to 1000000' })
    .min(0, { error: 'Must be a number from 0 to 1000000' })
    .max(1_000_000, { error: 'Must be a number from 0 to 1000000' })
    .default(10),
  showZero: z.boolean({ error: 'Must be true or false' }).default(true),
  valueMarginsEnabled: z.boolean({ error: 'Must be true or false' }).default(true),
});

const filterSchema = z.object({
  index: wholeNumber(0, 1000).default(0),
  filterName: z.string({ error: 'Unknown filter' }).max(20, { error: 'Unknown filter' }),
  value: z
    .string({ error: 'Not a value this filter takes' })
    .trim()
    .max(64, { error: 'Not a value this filter takes' }),
});

/** At most this many filters on one report. */
export const maxReportFilters = 20;

/**
 * PUT reports/saved: one report, new (`reportOptionId` empty) or changed. Filters are checked against the template's
 * filter keys and each key's values (`filterValueIssues`); their indexes are made 0, 1, 2… in the order sent.
 */
export const savedReportSchema = z
  .object({
    reportOptionId: newOrIdSchema,
    reportId: z.string({ error: reportMessages.templateUnknown }).max(64, { error: reportMessages.templateUnknown }),
    name: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, { error: 'Title is required' })
      .max(maxNameLength, { error: `Title must be ${maxNameLength} characters or fewer` }),
    setType: z.enum(setTypes, { error: reportMessages.setTypeMismatch }),
    chartType: z.enum(['report', ...chartTypes], { error: reportMessages.chartTypeMismatch }),
    isPinned: z.boolean({ error: 'Must be true or false' }).default(false),
    sortOrder: wholeNumber(0, 10_000).default(0),
    filters: z
      .array(filterSchema, { error: 'A list is required' })
      .max(maxReportFilters, { error: `At most ${maxReportFilters} rows` })
      .default([]),
    series: z.array(seriesSchema, { error: 'A list is required' }).max(10, { error: 'At most 10 rows' }).optional(),
    axis: z.array(axisSchema, { error: 'A list is required' }).max(4, { error: 'At most 4 rows' }).optional(),
    argumentField: fieldName.optional(),
    showLegend: z.boolean({ error: 'Must be true or false' }).optional(),
    legendHorizontal: z.enum(legendHorizontals, { error: 'Must be left, center or right' }).optional(),
    legendVertical: z.enum(legendVerticals, { error: 'Must be top or bottom' }).optional(),
  })
  .superRefine(
    (report, ctx) => {
      const found = reportTemplate(report.reportId);
      if (!found) {
        ctx.addIssue({ code: 'custom', path: ['reportId'], message: reportMessages.templateUnknown });
        return;
      }
      if (report.setType !== found.setType)
        ctx.addIssue({ code: 'custom', path: ['setType'], message: reportMessages.setTypeMismatch });
      if (!found.chartTypes.includes(report.chartType))
        ctx.addIssue({ code: 'custom', path: ['chartType'], message: reportMessages.chartTypeMismatch });
      for (const issue of filterValueIssues(report.filters as ReportFilter[], found.filterKeys))
        ctx.addIssue({ code: 'custom', path: ['filters', ...issue.path], message: issue.message });
    },
    whenFieldsPass('reportId', 'setType', 'chartType', 'filters'),
  )
  .transform((report): SavedReport => {
    const found = reportTemplate(report.reportId)!;
    return {
      reportId: report.reportId,
      reportOptionId: report.reportOptionId,
      name: report.name,
      setType: report.setType,
      chartType: report.chartType,
      isPinned: report.isPinned,
      sortOrder: report.sortOrder,
      filters: report.filters.map((f, index) => ({ index, filterName: f.filterName as FilterKey, value: f.value })),
      series: report.series ?? found.series,
      axis: report.axis ?? found.axis,
      argumentField: report.argumentField ?? found.argumentField,
      showLegend: report.showLegend ?? found.showLegend,
      legendHorizontal: report.legendHorizontal ?? found.legendHorizontal,
      legendVertical: report.legendVertical ?? found.legendVertical,
    };
  });
export type SavedReportInput = z.input<typeof savedReportSchema>;

/** GET/DELETE reports/saved/{reportOptionId}, GET reports/data/{reportOptionId}. */
export const reportOptionParamsSchema = z.object({
  reportOptionId: newOrIdSchema.refine((id) => id !== '', { error: 'An id is required' }),
});

/**
 * PUT reports/saved/order (Move Chart): every pinned chart of the dashboard, in the new order, each once; their
 * sortOrders become 0, 1, 2… in one command. With If-Match, the version of the reports the order was made on.
 */
export const savedReportsOrderSchema = z.object({
  reportOptionIds: z
    .array(idSchema, { error: 'A list is required' })
    .max(maxSavedReports, { error: `At most ${maxSavedReports} rows` })
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: 'This row is in the list twice' });
        seen.add(id);
      });
    }),
});
export type SavedReportsOrder = z.output<typeof savedReportsOrderSchema>;

/** Saved reports in the order the screens list them: sortOrder, then name. */
export function savedReportsInOrder(reports: Iterable<SavedReport>): SavedReport[] {
  return [...reports].sort(
    (a, b) =>
      a.sortOrder - b.sortOrder ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
      a.reportOptionId.localeCompare(b.reportOptionId),
  );
}
