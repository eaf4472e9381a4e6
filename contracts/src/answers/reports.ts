import { z } from 'zod';
import { filterKeys, type ReportFilter, type ReportOption } from '../reports/filters.ts';
import {
  axisPositions,
  type ChartAxis,
  type ChartSeries,
  chartTypes,
  legendHorizontals,
  legendVerticals,
  type ReportTemplate,
  type SavedReport,
  setTypes,
} from '../reports/saved.ts';

const rangeSchema = z.object({ start: z.string(), end: z.string() });

const seriesSchema = z.object({
  seriesName: z.string(),
  valueField: z.string(),
  chartType: z.enum(chartTypes),
  axis: z.string(),
  color: z.string(),
} satisfies { [K in keyof ChartSeries]-?: z.ZodType<ChartSeries[K]> });

const axisSchema = z.object({
  axisName: z.string(),
  position: z.enum(axisPositions),
  tickInterval: z.number(),
  showZero: z.boolean(),
  valueMarginsEnabled: z.boolean(),
} satisfies { [K in keyof ChartAxis]-?: z.ZodType<ChartAxis[K]> });

const filterSchema = z.object({
  index: z.number(),
  filterName: z.enum(filterKeys),
  value: z.string(),
} satisfies { [K in keyof ReportFilter]-?: z.ZodType<ReportFilter[K]> });

const reportChartTypeSchema = z.union([z.literal('report'), z.enum(chartTypes)]);

/** What a saved report and the template it was made from both are. */
const reportShape = {
  reportId: z.string(),
  name: z.string(),
  setType: z.enum(setTypes),
  chartType: reportChartTypeSchema,
  series: z.array(seriesSchema),
  axis: z.array(axisSchema),
  argumentField: z.string(),
  showLegend: z.boolean(),
  legendHorizontal: z.enum(legendHorizontals),
  legendVertical: z.enum(legendVerticals),
};

/** GET reports/templates (`ReportTemplate[]`): each report a location can save, with what it takes. */
export const reportTemplatesSchema = z.array(
  z.object({
    ...reportShape,
    filterKeys: z.array(z.enum(filterKeys)),
    chartTypes: z.array(reportChartTypeSchema),
    description: z.string(),
  } satisfies { [K in keyof ReportTemplate]-?: z.ZodType<ReportTemplate[K]> }),
);

/** The location's saved reports in order (`SavedReport[]`): GET reports/saved and every change to them. */
export const savedReportsSchema = z.array(
  z.object({
    ...reportShape,
    reportOptionId: z.string(),
    isPinned: z.boolean(),
    sortOrder: z.number(),
    filters: z.array(filterSchema),
  } satisfies { [K in keyof SavedReport]-?: z.ZodType<SavedReport[K]> }),
);

/** GET reports/data/{reportOptionId} (`ReportData`): its rows, by kind. */
export const reportDataSchema = z.looseObject({
  kind: z.enum(['jobs', 'reportCard', 'chart', 'leaderboard', 'forecast']),
  reportOptionId: z.string(),
  name: z.string(),
  setType: z.string(),
  chartType: z.string(),
  range: rangeSchema,
  rows: z.array(z.looseObject({})),
});

/** GET reports/drilldown/{reportOptionId} (`DrillDown`): the jobs behind a figure. */
export const drillDownSchema = z.looseObject({
  reportOptionId: z.string(),
  name: z.string(),
  setType: z.string(),
  figure: z.string(),
  locationShortName: z.string(),
  range: rangeSchema,
});

/** GET reports/options/{key}: the values a filter takes at the location. */
export const reportOptionsSchema: z.ZodType<ReportOption[]> = z.array(
  z.object({ value: z.string(), label: z.string(), color: z.string().optional(), isActive: z.boolean() }),
);

/** GET analytics/cycletime (`CycleTimeAnalytics`): stays per department, and per job class in each. */
export const cycleTimeAnalyticsSchema = z.looseObject({
  range: rangeSchema,
  weekStart: z.enum(['sunday', 'monday']),
  departments: z.array(
    z.looseObject({
      departmentId: z.string(),
      departmentName: z.string(),
      byJobClass: z.array(z.looseObject({ jobClassId: z.string(), jobClassName: z.string() })),
    }),
  ),
});

/** GET analytics/cycletime/jobs (`CycleTimeStay[]`): the stays behind a figure, longest first. */
export const cycleTimeStaysSchema = z.array(
  z.looseObject({ jobAdminId: z.string(), jobAdminInt: z.number().int(), departmentName: z.string() }),
);

const leaderboardEntrySchema = z.looseObject({
  id: z.string().nullable(),
  name: z.string(),
  flaggedLaborTotal: z.number(),
});

/** GET Leaderboard/GetLeaderboardTotals (`LeaderboardTotals`). */
export const leaderboardTotalsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  flaggedLaborTotal: z.number(),
  readyLaborTotal: z.number(),
  deliveredLaborTotal: z.number(),
  efficiency: z.object({ efficiency: z.number().nullable(), goalHours: z.number(), cycleHours: z.number() }),
  assignees: z.array(leaderboardEntrySchema),
  departments: z.array(leaderboardEntrySchema),
});

/** GET Leaderboard/GetLaborFlagsByAssignee (`AssigneeLaborFlags[]`). */
export const assigneeLaborFlagsSchema = z.array(
  z.object({
    contactId: z.string().nullable(),
    name: z.string(),
    totalFlagged: z.number(),
    flags: z.array(z.looseObject({})),
  }),
);

const movingJobSchema = z.looseObject({
  jobAdminId: z.string(),
  jobAdminInt: z.number().int(),
  hat: z.string(),
  clientName: z.string(),
  jobClass: z.object({ name: z.string(), displayColor: z.string() }),
});

/** GET Leaderboard/GetDeparturesArrivals (`DeparturesArrivals`). */
export const departuresArrivalsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  departures: z.array(movingJobSchema),
  arrivals: z.array(movingJobSchema),
});
