import { z } from 'zod';
import { boundedText, locationShortNameSchema, maxNameLength } from '../bounds.ts';
import { onceValid } from '../validation.ts';
import { checkRange, type DateRange, rangeFieldsPass, reportDaySchema } from './filters.ts';
import type { SetType } from './saved.ts';

/**
 * The jobs behind a figure (issue 11: "a job-level drill-down from any figure to the jobs behind it"): a chart's
 * bar, segment, point or slice, or a figure of the Report Card, answered by GET reports/drilldown/{reportOptionId}
 * (docs/api.md "reports", docs/metrics.md "Drill-down").
 */

/**
 * How a figure is made of the values of the rows behind it: their count, their sum, their mean, the sum of the
 * values over the sum of `over` (hours per day), or that ratio as a whole percent (efficiency).
 */
export type DrillAggregate = 'count' | 'sum' | 'average' | 'perDay' | 'percent';
/** What a row's value (or `over`) measures. */
export type DrillUnit = 'jobs' | 'money' | 'hours' | 'days';

interface FigureRule {
  aggregate: DrillAggregate;
  unit: DrillUnit;
  overUnit?: DrillUnit;
}

const count: FigureRule = { aggregate: 'count', unit: 'jobs' };
const sumOf = (unit: DrillUnit): FigureRule => ({ aggregate: 'sum', unit });
const averageOf = (unit: DrillUnit): FigureRule => ({ aggregate: 'average', unit });
const perDay: FigureRule = { aggregate: 'perDay', unit: 'hours', overUnit: 'days' };

/** Count, hours and total of jobs: the charts that count jobs by month, class, department or group. */
const jobTotals = { total: count, hours: sumOf('hours'), subTotal: sumOf('money') };

/** The figures of each report the drill-down opens, by the row field (a chart's) or card figure that holds it. */
const figureRules = {
  deliveredByRo: jobTotals,
  customerInfo: jobTotals,
  sales: jobTotals,
  throughput: jobTotals,
  inventoryByDepartments: jobTotals,
  inventoryByJobClass: jobTotals,
  cycleTimeByJobClass: { total: count, average: averageOf('days') },
  cycleByRo: { total: count, average: averageOf('days') },
  touchTime: { total: count, average: perDay },
  // Department stays: their hours, the goals of those with one, goals over hours.
  deptCycleByRo: {
    total: count,
    cycleTime: averageOf('hours'),
    cycleGoal: averageOf('hours'),
    efficiency: { aggregate: 'percent', unit: 'hours', overUnit: 'hours' },
  },
  reportCard: {
    deliveredCount: count,
    subTotal: sumOf('money'),
    avgSeverity: averageOf('money'),
    totalHours: sumOf('hours'),
    totalRefinish: sumOf('hours'),
    wipCount: count,
    inventoryCount: count,
    leadCycle: averageOf('days'),
    productionCycle: averageOf('days'),
    lagCycle: averageOf('days'),
    k2kCycle: averageOf('days'),
    productionTouchTime: perDay,
    touchTime: perDay,
  },
} satisfies Partial<Record<SetType, Record<string, FigureRule>>>;

export type DrillSetType = keyof typeof figureRules;
/** The set types whose figures open the jobs behind them (not the leaderboards and the forecast: no job counts). */
export const drillSetTypes = Object.keys(figureRules) as DrillSetType[];
export const drillsDown = (setType: string): setType is DrillSetType => Object.hasOwn(figureRules, setType);

/** Every figure a drill-down can name. */
export const drillFigures = [
  ...new Set(Object.values(figureRules).flatMap((rules) => Object.keys(rules))),
] as unknown as readonly [string, ...string[]];

/** How a report's figure is made, or undefined when the report has no such figure. */
export function drillFigureRule(setType: string, figure: string): FigureRule | undefined {
  if (!drillsDown(setType)) return undefined;
  const rules = figureRules[setType] as Record<string, FigureRule>;
  return Object.hasOwn(rules, figure) ? rules[figure] : undefined;
}

/** The slices a drill-down narrows a figure to: the parts of a chart's point, or the report card's page. */
export const drillSlices = ['month', 'jobClassName', 'departmentName', 'groupName', 'location'] as const;
export type DrillSlice = (typeof drillSlices)[number];

/** The slices each report is divided by (what its chart's points or its pages are). */
const slicesOf: Record<DrillSetType, readonly DrillSlice[]> = {
  deliveredByRo: ['month', 'jobClassName'],
  customerInfo: ['groupName'],
  sales: ['month'],
  throughput: ['month'],
  touchTime: ['month'],
  cycleByRo: ['month'],
  cycleTimeByJobClass: ['jobClassName'],
  inventoryByDepartments: ['departmentName', 'jobClassName'],
  inventoryByJobClass: ['jobClassName'],
  deptCycleByRo: ['departmentName'],
  reportCard: ['location'],
};

/** Whether a report's figures are divided by `slice`. */
export const slicesBy = (setType: DrillSetType, slice: DrillSlice) => slicesOf[setType].includes(slice);

export const drillMessages = {
  figure: 'Not a figure of this report',
  slice: 'This report is not divided this way',
  month: 'Month must be in the form YYYY-MM',
  locationOnlyCard: 'Only the report card reads another location',
} as const;

/**
 * GET reports/drilldown/{reportOptionId}: the figure (a chart row's field or a card figure), the slice (the point's
 * month, job class, department or group, the card's location) and the range the report ran over (the date
 * editor's Run), each bounded. Names are the ones the chart shows: every class or department of that name counts.
 */
export const drillDownQuerySchema = z
  .object({
    figure: z.enum(drillFigures, { error: drillMessages.figure }),
    start: reportDaySchema.optional(),
    end: reportDaySchema.optional(),
    month: z
      .string({ error: drillMessages.month })
      .max(7, { error: drillMessages.month })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: drillMessages.month, ...onceValid })
      .optional(),
    jobClassName: boundedText(maxNameLength).optional(),
    departmentName: boundedText(maxNameLength).optional(),
    groupName: boundedText(maxNameLength).optional(),
    location: locationShortNameSchema.optional(),
  })
  .superRefine(checkRange, rangeFieldsPass);
export type DrillDownQuery = z.output<typeof drillDownQuerySchema>;

/** A job behind a figure (a department stay of it, for the department cycle). */
export interface DrillDownRow {
  jobAdminId: string;
  jobAdminInt: number;
  hat: string;
  clientName: string;
  jobClassName: string;
  /** Where the job is now; for a stay, the stay's department. */
  departmentName: string;
  /** The day it is counted on (delivered, arrived, the stay's end); null for the inventory, counted now. */
  day: string | null;
  /** What it adds to the figure: 1 for a count, its hours, total, days or goal. */
  value: number;
  /** What the value is over, for the ratios: the days of its hours (perDay), its stay's hours (percent). */
  over: number | null;
}

/** At most this many rows in a drill-down (the figure counts them all). */
export const maxDrillDownRows = 500;

export interface DrillDown {
  reportOptionId: string;
  name: string;
  setType: SetType;
  figure: string;
  aggregate: DrillAggregate;
  unit: DrillUnit;
  overUnit: DrillUnit | null;
  /** The location the figure is of (the report card's page; else the selected location). */
  locationShortName: string;
  range: DateRange;
  /** The figure over every row, as the report shows it; null for an average of nothing. */
  value: number | null;
  /** Rows behind the figure in all. */
  count: number;
  /** The rows, most first (by value), then by day and number: `maxDrillDownRows` at most. */
  rows: DrillDownRow[];
}
