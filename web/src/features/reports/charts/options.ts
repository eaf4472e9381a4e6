import type { EChartsOption } from 'echarts';
import type { ChartRow, ReportSetType, SavedReport } from '../types.ts';
import { colourOr, lighten } from './colours.ts';

/** How a set type draws on the dashboard (spec 3 section 2.9). */
export type ChartKind =
  | 'monthByClass'
  | 'classAverage'
  | 'departmentCycle'
  | 'sales'
  | 'inventoryByDepartment'
  | 'inventoryByClass'
  | 'trend'
  | 'configurable'
  | 'forecast'
  | 'table';

const kinds: Record<ReportSetType, ChartKind> = {
  deliveredByRo: 'monthByClass',
  customerInfo: 'table',
  cycleTimeByJobClass: 'classAverage',
  deptCycleByRo: 'departmentCycle',
  sales: 'sales',
  inventoryByDepartments: 'inventoryByDepartment',
  inventoryByJobClass: 'inventoryByClass',
  throughputCount: 'trend',
  throughputHours: 'trend',
  touchTime: 'trend',
  cycleByRo: 'trend',
  jobAdminLeaderboard: 'configurable',
  assigneeLeaderboard: 'configurable',
  forecast: 'forecast',
  inboundVehicle: 'table',
  outboundVehicle: 'table',
  inventory: 'table',
  reportCard: 'table',
};

/** The way a saved report draws: a grid for 'report' and the set types that have no chart. */
export function chartKindOf(report: Pick<SavedReport, 'setType' | 'chartType'>): ChartKind {
  if (report.chartType === 'report') return 'table';
  return kinds[report.setType] ?? 'table';
}

/** Exported as PNG: what draws with ECharts, not a grid (spec 3 section 2.8: PNG for charts only). */
export const isChart = (report: Pick<SavedReport, 'setType' | 'chartType'>) => chartKindOf(report) !== 'table';

/** The words and formats a chart shows, in the user's language. */
export interface ChartText {
  /** 'YYYY-MM' or a date: its month as the language writes it. */
  month: (month: string) => string;
  money: (amount: number) => string;
  number: (value: number, decimals: number) => string;
  /** 'Sales: $1,234.50'. */
  salesTooltip: (amount: string) => string;
  goal: string;
  cycleTime: string;
  efficiency: string;
  /** The name of rows with no job class or department. */
  none: string;
  /** The trend line's name per set type: Count, Hours, Touch Time (hours), Cycle (days). */
  trend: Partial<Record<ReportSetType, string>>;
}

/** Value axes step by 10 (spec 3 section 2.9), by a multiple of 10 when that would make more than ten ticks. */
export function tickInterval(max: number): number {
  let step = 10;
  const nice = [1, 2, 5];
  for (let power = 10; max / step > 10; power *= 10) {
    const next = nice.map((n) => n * power).find((n) => n > step && max / n <= 10);
    step = next ?? nice[nice.length - 1] * power;
  }
  return step;
}

const numberOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};
const textOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** A row's month: 'YYYY-MM' from month, datePickupMonth, or the pickup or tow-in date. */
export function monthOf(row: ChartRow): string {
  const raw = [row.month, row.datePickupMonth, row.datePickup, row.dateTowIn].find(
    (v) => typeof v === 'string' && /^\d{4}-\d{2}/.test(v),
  );
  return typeof raw === 'string' ? raw.slice(0, 7) : '';
}

const valueAxis = (max: number, extra: Record<string, unknown> = {}) => ({
  type: 'value' as const,
  interval: tickInterval(max),
  ...extra,
});

/** Common to every chart: no legend (spec 3 section 2.9), room for the axes' labels, a tooltip. */
const base = (): EChartsOption => ({
  legend: { show: false },
  grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis', confine: true },
  animation: false,
});

/** Delivered by RO: a bar per month, stacked by job class, each class in its colour. */
export function monthByClassOption(rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const months = [...new Set(rows.map(monthOf).filter(Boolean))].sort();
  const classes = new Map<string, string>();
  for (const row of rows) {
    const name = textOf(row.jobClassName, text.none);
    if (!classes.has(name)) classes.set(name, colourOr(row.jobClassColor, classes.size));
  }
  const totals = months.map((m) => rows.filter((r) => monthOf(r) === m).reduce((s, r) => s + numberOf(r.total), 0));
  return {
    ...base(),
    xAxis: { type: 'category', data: months.map(text.month) },
    yAxis: valueAxis(Math.max(0, ...totals)),
    series: [...classes].map(([name, colour]) => ({
      type: 'bar',
      name,
      stack: 'total',
      itemStyle: { color: colour },
      data: months.map((m) =>
        rows
          .filter((r) => monthOf(r) === m && textOf(r.jobClassName, text.none) === name)
          .reduce((s, r) => s + numberOf(r.total), 0),
      ),
    })),
  };
}

/** Cycle time by job class: a bar of average days per class. */
export function classAverageOption(rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const values = rows.map((r) => numberOf(r.average));
  return {
    ...base(),
    xAxis: { type: 'category', data: rows.map((r) => textOf(r.jobClassName, text.none)) },
    yAxis: valueAxis(Math.max(0, ...values)),
    series: [
      {
        type: 'bar',
        name: text.cycleTime,
        data: rows.map((r, i) => ({ value: round2(values[i]), itemStyle: { color: colourOr(r.jobClassColor, i) } })),
      },
    ],
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Department cycle by RO: per department its goal (the department's colour lightened) and its cycle time (its
 * colour, lightened less) in days, and its efficiency (%) as a line on a second axis.
 */
export function departmentCycleOption(rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const max = Math.max(0, ...rows.flatMap((r) => [numberOf(r.cycleGoal), numberOf(r.cycleTime)]));
  const maxEfficiency = Math.max(100, ...rows.map((r) => numberOf(r.efficiency)));
  const colour = (r: ChartRow, i: number) => colourOr(r.departmentColor, i);
  return {
    ...base(),
    xAxis: { type: 'category', data: rows.map((r) => textOf(r.departmentName, text.none)) },
    yAxis: [valueAxis(max), valueAxis(maxEfficiency, { position: 'right', axisLabel: { formatter: '{value}%' } })],
    series: [
      {
        type: 'bar',
        name: text.goal,
        data: rows.map((r, i) => ({
          value: round2(numberOf(r.cycleGoal)),
          itemStyle: { color: lighten(colour(r, i), 0.6) },
        })),
      },
      {
        type: 'bar',
        name: text.cycleTime,
        data: rows.map((r, i) => ({
          value: round2(numberOf(r.cycleTime)),
          itemStyle: { color: lighten(colour(r, i), 0.2) },
        })),
      },
      {
        type: 'line',
        name: text.efficiency,
        yAxisIndex: 1,
        itemStyle: { color: '#495057' },
        data: rows.map((r) => round2(numberOf(r.efficiency))),
      },
    ],
  };
}

/** Months in order with a value each: the line charts' data. */
function byMonth(rows: readonly ChartRow[], value: (row: ChartRow) => number): [string, number][] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const month = monthOf(row);
    if (month) totals.set(month, (totals.get(month) ?? 0) + value(row));
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b));
}

/** Sales: a line of the month's total, its tooltip 'Sales: $' (spec 3 section 2.9). */
export function salesOption(rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const points = byMonth(rows, (r) => numberOf(r.subTotal ?? r.total));
  return {
    ...base(),
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (value) => text.salesTooltip(text.money(numberOf(value))),
    },
    xAxis: { type: 'category', data: points.map(([m]) => text.month(m)) },
    yAxis: valueAxis(Math.max(0, ...points.map(([, v]) => v))),
    series: [{ type: 'line', name: text.trend.sales ?? '', data: points.map(([, v]) => round2(v)) }],
  };
}

/** The field each trend line draws: counts, hours, touch time (hours), cycle (days). */
const trendValue: Partial<Record<ReportSetType, (row: ChartRow) => number>> = {
  throughputCount: (r) => numberOf(r.total),
  throughputHours: (r) => numberOf(r.hours),
  touchTime: (r) => numberOf(r.average),
  cycleByRo: (r) => numberOf(r.average),
};

/** Throughput count and hours, touch time and cycle by RO: one line per month. */
export function trendOption(setType: ReportSetType, rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const points = byMonth(rows, trendValue[setType] ?? ((r) => numberOf(r.total)));
  const decimals = setType === 'throughputCount' ? 0 : 2;
  return {
    ...base(),
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (v) => text.number(numberOf(v), decimals) },
    xAxis: { type: 'category', data: points.map(([m]) => text.month(m)) },
    yAxis: valueAxis(Math.max(0, ...points.map(([, v]) => v))),
    series: [{ type: 'line', name: text.trend[setType] ?? '', data: points.map(([, v]) => round2(v)) }],
  };
}

/** Inventory by departments: a horizontal bar per department, stacked by job class. */
export function inventoryByDepartmentOption(rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const departments = [...new Set(rows.map((r) => textOf(r.departmentName, text.none)))];
  const classes = new Map<string, string>();
  for (const row of rows) {
    const name = textOf(row.jobClassName, text.none);
    if (!classes.has(name)) classes.set(name, colourOr(row.jobClassColor, classes.size));
  }
  const count = (department: string, jobClass?: string) =>
    rows
      .filter(
        (r) =>
          textOf(r.departmentName, text.none) === department &&
          (jobClass === undefined || textOf(r.jobClassName, text.none) === jobClass),
      )
      .reduce((s, r) => s + numberOf(r.total), 0);
  return {
    ...base(),
    tooltip: { trigger: 'axis', confine: true, axisPointer: { type: 'shadow' } },
    yAxis: { type: 'category', data: departments, inverse: true },
    xAxis: valueAxis(Math.max(0, ...departments.map((d) => count(d)))),
    series: [...classes].map(([name, colour]) => ({
      type: 'bar',
      name,
      stack: 'total',
      itemStyle: { color: colour },
      data: departments.map((d) => count(d, name)),
    })),
  };
}

/** The doughnut's toggle: what the slices measure. */
export type InventoryMeasure = 'count' | 'hours' | 'total';

/** Inventory by job class: a doughnut of the classes by count, hours or total. */
export function inventoryByClassOption(
  rows: readonly ChartRow[],
  measure: InventoryMeasure,
  text: ChartText,
): EChartsOption {
  const value = (r: ChartRow) =>
    measure === 'count' ? numberOf(r.total) : measure === 'hours' ? numberOf(r.hours) : numberOf(r.subTotal);
  const format = (v: number) => (measure === 'total' ? text.money(v) : text.number(v, measure === 'hours' ? 2 : 0));
  return {
    ...base(),
    tooltip: { trigger: 'item', confine: true, valueFormatter: (v) => format(numberOf(v)) },
    series: [
      {
        type: 'pie',
        radius: ['45%', '75%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}' },
        data: rows.map((r, i) => ({
          name: textOf(r.jobClassName, text.none),
          value: round2(value(r)),
          itemStyle: { color: colourOr(r.jobClassColor, i) },
        })),
      },
    ],
  };
}

/**
 * Job admin and assignee leaderboards: the saved report's own series (bar, stacked bar, line or area, each on its
 * axis and in its colour) over its argument field, its axes where it puts them; a legend only if it asks.
 */
export function configurableOption(
  report: Pick<SavedReport, 'series' | 'axis' | 'argumentField' | 'showLegend' | 'legendHorizontal' | 'legendVertical'>,
  rows: readonly ChartRow[],
  text: ChartText,
): EChartsOption {
  const argument = report.argumentField || 'name';
  const axes =
    report.axis.length > 0
      ? report.axis
      : [{ axisName: '', position: 'left' as const, tickInterval: 0, showZero: true, valueMarginsEnabled: true }];
  const axisIndex = (name: string) =>
    Math.max(
      0,
      axes.findIndex((a) => a.axisName === name),
    );
  const seriesMax = (axis: number) =>
    Math.max(
      0,
      ...report.series
        .filter((s) => axisIndex(s.axis) === axis)
        .flatMap((s) => rows.map((r) => numberOf(r[s.valueField]))),
    );
  return {
    ...base(),
    legend: {
      show: report.showLegend,
      left: report.legendHorizontal || 'center',
      ...(report.legendVertical === 'top' ? { top: 0 } : { bottom: 0 }),
    },
    grid: {
      left: 8,
      right: 16,
      top: report.showLegend && report.legendVertical === 'top' ? 32 : 24,
      bottom: report.showLegend && report.legendVertical !== 'top' ? 32 : 8,
      containLabel: true,
    },
    xAxis: { type: 'category', data: rows.map((r) => textOf(r[argument], text.none)) },
    yAxis: axes.map((axis, i) => ({
      type: 'value' as const,
      name: axis.axisName,
      position: axis.position,
      scale: !axis.showZero,
      boundaryGap: axis.valueMarginsEnabled ? ['0%', '10%'] : ['0%', '0%'],
      interval: axis.tickInterval > 0 ? axis.tickInterval : tickInterval(seriesMax(i)),
      alignTicks: i > 0 ? true : undefined,
    })),
    series: report.series.map((s, i) => ({
      type: s.chartType === 'line' || s.chartType === 'area' ? 'line' : 'bar',
      name: s.seriesName,
      yAxisIndex: axisIndex(s.axis),
      ...(s.chartType === 'stackedBar' ? { stack: 'stacked' } : {}),
      ...(s.chartType === 'area' ? { areaStyle: {} } : {}),
      itemStyle: { color: colourOr(s.color, i) },
      data: rows.map((r) => round2(numberOf(r[s.valueField]))),
    })),
  } as EChartsOption;
}

/** The forecast's figures this month: delivered against projected job count, hours and total. */
export interface ForecastFigures {
  count: { delivered: number; projected: number; percent: number };
  hours: { delivered: number; projected: number; percent: number };
  total: { delivered: number; projected: number; percent: number };
}

const percentOf = (delivered: number, projected: number) =>
  projected > 0 ? Math.min(100, Math.max(0, round2((delivered / projected) * 100))) : 0;

/** The forecast row's figures; each percentage is delivered over projected, kept on the gauge's 0–100 scale. */
export function forecastFigures(row: ChartRow | undefined): ForecastFigures {
  const figure = (delivered: unknown, projected: unknown) => {
    const d = numberOf(delivered);
    const p = numberOf(projected);
    return { delivered: d, projected: p, percent: percentOf(d, p) };
  };
  return {
    count: figure(row?.deliveredCount, row?.projectedCount),
    hours: figure(row?.deliveredHours, row?.projectedHours),
    total: figure(row?.deliveredTotal, row?.projectedTotal),
  };
}

/** The forecast gauge (0–100): three rings, delivered as a share of projected job count, hours and total. */
export function forecastOption(
  figures: ForecastFigures,
  names: { count: string; hours: string; total: string },
): EChartsOption {
  const rings = (['count', 'hours', 'total'] as const).map((key, i) => ({
    name: names[key],
    value: figures[key].percent,
    title: { offsetCenter: ['0%', `${-20 + i * 28}%`] },
    detail: { offsetCenter: ['0%', `${-8 + i * 28}%`], valueAnimation: false, formatter: '{value}%' },
    itemStyle: { color: colourOr(undefined, i) },
  }));
  return {
    ...base(),
    tooltip: { show: false },
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        splitNumber: 10,
        startAngle: 90,
        endAngle: -270,
        pointer: { show: false },
        progress: { show: true, overlap: false, roundCap: true, clip: false },
        axisLine: { lineStyle: { width: 30 } },
        splitLine: { show: false },
        axisTick: { show: false },
        axisLabel: { show: false },
        title: { fontSize: 12 },
        detail: { width: 40, height: 12, fontSize: 12, color: 'inherit' },
        data: rings,
      },
    ],
  };
}
