import type { ChartRow, ChartSeries, ForecastRow, SavedReport, SetType } from '@bayline/contracts';
import type { EChartsOption } from 'echarts';
import { zip } from '../../../lib/lists.ts';
import { colourOr, lighten, palette } from './colours.ts';

/** How a saved report draws (spec 3 section 2.9); 'table' for a grid of the Reports screen. */
export type ChartKind = 'byClass' | 'departmentCycle' | 'inventoryByClass' | 'forecast' | 'series' | 'table';

/** The set types with a chart of their own; the others draw the report's series over its argument field. */
const kinds: Partial<Record<SetType, ChartKind>> = {
  deliveredByRo: 'byClass',
  inventoryByDepartments: 'byClass',
  deptCycleByRo: 'departmentCycle',
  inventoryByJobClass: 'inventoryByClass',
  forecast: 'forecast',
};

/** The way a saved report draws: a grid for 'report'. */
export function chartKindOf(report: Pick<SavedReport, 'setType' | 'chartType'>): ChartKind {
  if (report.chartType === 'report') return 'table';
  return kinds[report.setType] ?? 'series';
}

/** Exported as PNG: what draws with ECharts, not a grid (spec 3 section 2.8: PNG for charts only). */
export const isChart = (report: Pick<SavedReport, 'setType' | 'chartType'>) => chartKindOf(report) !== 'table';

/** The words and formats a chart shows, in the user's language. */
export interface ChartText {
  /** 'YYYY-MM': its month as the language writes it. */
  month: (month: string) => string;
  money: (amount: number) => string;
  /** Money on an axis: whole dollars. */
  moneyAxis: (amount: number) => string;
  number: (value: number, decimals: number) => string;
  /** 'Sales: $1,234.50'. */
  salesTooltip: (amount: string) => string;
  /** A series' name in the user's language (the template's is English). */
  seriesName: (series: ChartSeries) => string;
  /** The name of rows with no job class, department or group. */
  none: string;
  /** A value axis' name: what it counts. */
  unit: Record<Unit, string>;
  /** A period's label when the range covers only part of it: 'Nov 2026 (partial)'. */
  partial: (label: string) => string;
}

/** What a value axis counts. */
export type Unit = 'days' | 'hours' | 'hoursPerDay' | 'jobs' | 'money' | 'percent';

const unitOfField: Partial<Record<string, Unit>> = {
  subTotal: 'money',
  hours: 'hours',
  cycleTime: 'hours',
  cycleGoal: 'hours',
  efficiency: 'percent',
  percent: 'percent',
  total: 'jobs',
};

/** What a series' figure counts (docs/metrics.md): an average is a touch time's hours per day or a cycle's days. */
export function unitOf(setType: SetType, valueField: string): Unit | undefined {
  if (valueField === 'average') return setType === 'touchTime' ? 'hoursPerDay' : 'days';
  return unitOfField[valueField];
}

/** The name a value axis shows: the units of its series, each once ('Jobs', 'Days / Hours'), or none. */
export const axisName = (units: readonly (Unit | undefined)[], text: Pick<ChartText, 'unit'>) =>
  [...new Set(units.filter((u) => u !== undefined))].map((u) => text.unit[u]).join(' / ') || undefined;

/**
 * A category axis that labels every category: ECharts would skip those that overlap, so labels are all drawn,
 * wrapped within a width, and turned when there are many side by side. Down the side, the first is on top.
 */
export function categoryAxis(labels: readonly string[], horizontal = false) {
  const turned = !horizontal && labels.length > 6;
  return {
    type: 'category' as const,
    data: [...labels],
    ...(horizontal ? { inverse: true } : {}),
    axisLabel: {
      interval: 0,
      hideOverlap: false,
      width: horizontal ? 120 : turned ? 110 : 80,
      overflow: 'break' as const,
      ...(turned ? { rotate: 40 } : {}),
    },
  };
}

/** A value axis' name, at its end where it overlaps no tick label. */
export function unitName(name: string | undefined, position: 'left' | 'right' | 'bottom' = 'left') {
  if (!name) return {};
  return {
    name,
    nameLocation: 'end' as const,
    nameGap: position === 'bottom' ? 8 : 12,
    nameTextStyle: { align: position === 'right' ? ('right' as const) : ('left' as const) },
  };
}

/**
 * What a chart with axes shows, for those who cannot see its canvas: its value axes' names and its categories as
 * labelled; undefined for a chart without a category axis (a doughnut, a gauge).
 */
export function chartSummary(option: EChartsOption): { units: string[]; categories: string[] } | undefined {
  const axes = [option.xAxis, option.yAxis].flat().filter((a) => a !== undefined) as {
    type?: string;
    name?: string;
    data?: unknown[];
  }[];
  const category = axes.find((a) => a.type === 'category');
  if (!category) return undefined;
  return {
    units: axes.flatMap((a) => (a.type === 'value' && a.name ? [a.name] : [])),
    categories: (category.data ?? []).map(String),
  };
}

/** How a point of a period the range covers only in part is drawn: faded and outlined, a hollow symbol on a line. */
export function partialPoint(value: number | null, itemStyle: { color: string } | undefined, partial: boolean) {
  if (!partial) return itemStyle ? { value, itemStyle } : value;
  return {
    value,
    itemStyle: { ...itemStyle, opacity: 0.45, borderType: 'dashed' as const, borderWidth: 1, borderColor: '#495057' },
    symbol: 'emptyCircle',
    symbolSize: 9,
  };
}

/**
 * Value axes step by `base` (10 by default, spec 3 section 2.9), by a larger step of 1, 2 or 5 times a power of 10
 * times `base` when that would make more than ten ticks.
 */
export function tickInterval(max: number, base = 10): number {
  const step = base > 0 ? base : 10;
  if (!Number.isFinite(max) || !(max / step > 10)) return step;
  for (let power = 1; ; power *= 10)
    for (const n of [1, 2, 5]) if (n * power * step > step && max / (n * power * step) <= 10) return n * power * step;
}

/**
 * A value axis from 0 stepping by the tick interval up to the first step at or above the data (and above a tenth
 * more with value margins), so that its labels fall on round numbers.
 */
export function valueAxisScale(max: number, base?: number, margins = false): { interval: number; max: number } {
  const top = margins ? max * 1.1 : max;
  const interval = tickInterval(top, base);
  return { interval, max: Math.max(interval, Math.ceil(top / interval - 1e-9) * interval) };
}

const numberOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};
/** A row's value as the chart names it: `fallback` for an empty one. */
export const textOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : fallback;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Month fields ('YYYY-MM') are shown as months and kept in time order. */
const isMonthField = (field: string) => field === 'month' || field === 'datePickupMonth';

/**
 * The argument axis' categories: the field's values in the rows' order, months in time order; `partial` marks the
 * months the rows say the range covers only in part.
 */
export function categoriesOf(
  rows: readonly ChartRow[],
  field: string,
  text: Pick<ChartText, 'month' | 'none'>,
): { keys: string[]; labels: string[]; partial: boolean[] } {
  const keyOf = (r: ChartRow) => textOf((r as Record<string, unknown>)[field], text.none);
  const keys = [...new Set(rows.map(keyOf))];
  if (!isMonthField(field)) return { keys, labels: keys, partial: keys.map(() => false) };
  keys.sort();
  const partial = new Set(rows.filter((r) => r.partial).map(keyOf));
  return { keys, labels: keys.map(text.month), partial: keys.map((k) => partial.has(k)) };
}

/** The categories' labels, a partial period's saying so (the axis tooltip's title is the label too). */
const labelled = (categories: { labels: string[]; partial: boolean[] }, text: Pick<ChartText, 'partial'>) =>
  zip(categories.labels, categories.partial).map(([label, partial]) => (partial ? text.partial(label) : label));

const fieldOf = (row: ChartRow, field: string) => (row as Record<string, unknown>)[field];

/** Common to every chart: room for the axes' labels, a tooltip, no animation to wait for. */
const base = (report: Pick<SavedReport, 'showLegend' | 'legendHorizontal' | 'legendVertical'>): EChartsOption => ({
  legend: {
    show: report.showLegend,
    type: 'scroll',
    left: report.legendHorizontal,
    ...(report.legendVertical === 'top' ? { top: 0 } : { bottom: 0 }),
  },
  grid: {
    left: 8,
    right: 16,
    top: report.showLegend && report.legendVertical === 'top' ? 36 : 24,
    bottom: report.showLegend && report.legendVertical !== 'top' ? 36 : 8,
    // The axes' labels and names are kept inside the chart's box.
    outerBoundsMode: 'same',
    outerBoundsContain: 'all',
  },
  tooltip: { trigger: 'axis', confine: true },
  animation: false,
});

type Drawn = 'bar' | 'line';
/** How the report's chart type draws a bar-like series: its type, stacked or not, horizontal or not. */
function drawing(chartType: SavedReport['chartType']): { type: Drawn; stack: boolean; horizontal: boolean } {
  return {
    type: chartType === 'line' ? 'line' : 'bar',
    stack: chartType === 'stackedBar' || chartType === 'horizontalStackedBar',
    horizontal: chartType === 'horizontalStackedBar',
  };
}

/** What the categories of a chart by class are: months delivered, or departments. */
export const byClassField = (report: Pick<SavedReport, 'argumentField' | 'setType'>) =>
  report.argumentField || (report.setType === 'deliveredByRo' ? 'datePickupMonth' : 'departmentName');

/**
 * Delivered by RO and inventory by departments: each category (a month, a department) split by job class, each
 * class in its colour; stacked, side by side, horizontal or as lines as the report's chart type says.
 */
export function byClassOption(report: SavedReport, rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const field = byClassField(report);
  const valueField = report.series[0]?.valueField ?? 'total';
  const categories = categoriesOf(rows, field, text);
  const { keys } = categories;
  const classes = new Map<string, string>();
  for (const row of rows) {
    const name = textOf(row.jobClassName, text.none);
    if (!classes.has(name)) classes.set(name, colourOr(row.jobClassColor, classes.size));
  }
  const value = (key: string, jobClass?: string) =>
    rows
      .filter(
        (r) =>
          textOf(fieldOf(r, field), text.none) === key &&
          (jobClass === undefined || textOf(r.jobClassName, text.none) === jobClass),
      )
      .reduce((s, r) => s + numberOf(fieldOf(r, valueField)), 0);
  const how = drawing(report.chartType);
  const max = Math.max(
    0,
    ...keys.map((k) => (how.stack ? value(k) : Math.max(0, ...[...classes.keys()].map((c) => value(k, c))))),
  );
  const argumentAxis = categoryAxis(labelled(categories, text), how.horizontal);
  const valueAxis = {
    type: 'value' as const,
    min: 0,
    ...valueAxisScale(max, report.axis[0]?.tickInterval),
    ...unitName(axisName([unitOf(report.setType, valueField)], text), how.horizontal ? 'bottom' : 'left'),
  };
  return {
    ...base(report),
    tooltip: { trigger: 'axis', confine: true, axisPointer: { type: 'shadow' } },
    xAxis: how.horizontal ? valueAxis : argumentAxis,
    yAxis: how.horizontal ? argumentAxis : valueAxis,
    series: [...classes].map(([name, colour]) => ({
      type: how.type,
      name,
      ...(how.stack ? { stack: 'total' } : {}),
      itemStyle: { color: colour },
      data: zip(keys, categories.partial).map(([k, partial]) =>
        partialPoint(round2(value(k, name)), undefined, partial),
      ),
    })),
  } as EChartsOption;
}

/**
 * Department cycle: per department its goal (its colour lightened most), its cycle time (lightened a little) and
 * its efficiency (%) as a line against the second axis.
 */
export function departmentCycleOption(report: SavedReport, rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const named = (field: string, fallback: ChartSeries) =>
    text.seriesName(report.series.find((s) => s.valueField === field) ?? fallback);
  const colour = (r: ChartRow, i: number) => colourOr(r.departmentColor, i);
  const max = Math.max(0, ...rows.flatMap((r) => [numberOf(r.cycleGoal), numberOf(r.cycleTime)]));
  const maxEfficiency = Math.max(100, ...rows.map((r) => numberOf(r.efficiency)));
  const fallback = (valueField: string, chartType: ChartSeries['chartType']): ChartSeries => ({
    seriesName: valueField,
    valueField,
    chartType,
    axis: 'value',
    color: '',
  });
  return {
    ...base(report),
    xAxis: categoryAxis(rows.map((r) => textOf(r.departmentName, text.none))),
    yAxis: [
      {
        type: 'value',
        min: 0,
        ...valueAxisScale(max, report.axis[0]?.tickInterval),
        ...unitName(text.unit.hours),
      },
      {
        type: 'value',
        position: 'right',
        min: 0,
        ...valueAxisScale(maxEfficiency),
        ...unitName(text.unit.percent, 'right'),
        splitLine: { show: false },
        axisLabel: { formatter: '{value}%' },
      },
    ],
    series: [
      {
        type: 'bar',
        name: named('cycleGoal', fallback('cycleGoal', 'bar')),
        // The legend's swatch; each bar takes its department's colour.
        itemStyle: { color: lighten(palette[0], 0.6) },
        data: rows.map((r, i) => ({
          value: round2(numberOf(r.cycleGoal)),
          itemStyle: { color: lighten(colour(r, i), 0.6) },
        })),
      },
      {
        type: 'bar',
        name: named('cycleTime', fallback('cycleTime', 'bar')),
        itemStyle: { color: lighten(palette[0], 0.2) },
        data: rows.map((r, i) => ({
          value: round2(numberOf(r.cycleTime)),
          itemStyle: { color: lighten(colour(r, i), 0.2) },
        })),
      },
      {
        type: 'line',
        name: named('efficiency', fallback('efficiency', 'line')),
        yAxisIndex: 1,
        itemStyle: { color: '#495057' },
        data: rows.map((r) => (r.efficiency === null || r.efficiency === undefined ? null : round2(r.efficiency))),
      },
    ],
  };
}

/** What the categories of every other chart are: its argument field, months by default. */
export const seriesField = (report: Pick<SavedReport, 'argumentField'>) => report.argumentField || 'month';

/**
 * Every other chart (spec 3 section 2.9): the report's series over its argument field, each against its axis, in
 * its colour; a single series of job classes takes each class' colour. The report's chart type draws the series of
 * a one-type chart (bar, stacked, horizontal, line); a mixed one keeps each series' own. Sales read 'Sales: $'.
 */
export function seriesOption(report: SavedReport, rows: readonly ChartRow[], text: ChartText): EChartsOption {
  const field = seriesField(report);
  const categories = categoriesOf(rows, field, text);
  const { keys } = categories;
  const axes =
    report.axis.length > 0
      ? report.axis
      : [{ axisName: 'value', position: 'left' as const, tickInterval: 10, showZero: true, valueMarginsEnabled: true }];
  const axisIndex = (name: string) =>
    Math.max(
      0,
      axes.findIndex((a) => a.axisName === name),
    );
  const oneType = new Set(report.series.map((s) => s.chartType)).size <= 1;
  const how = drawing(report.chartType);
  const point = (key: string, valueField: string) =>
    rows
      .filter((r) => textOf(fieldOf(r, field), text.none) === key)
      .reduce((s, r) => s + numberOf(fieldOf(r, valueField)), 0);
  const maxOf = (axis: number) =>
    Math.max(
      0,
      ...report.series
        .filter((s) => axisIndex(s.axis) === axis)
        .flatMap((s) => keys.map((k) => point(k, s.valueField))),
    );
  const colourByClass = report.series.length === 1 && field === 'jobClassName';
  const money = report.setType === 'sales';
  const horizontal = how.horizontal && oneType;
  const argumentAxis = categoryAxis(labelled(categories, text), horizontal);
  const valueAxes = axes.map((axis, i) => ({
    type: 'value' as const,
    position: axis.position,
    ...unitName(
      axisName(
        report.series.filter((s) => axisIndex(s.axis) === i).map((s) => unitOf(report.setType, s.valueField)),
        text,
      ),
      horizontal ? 'bottom' : axis.position,
    ),
    scale: !axis.showZero,
    ...(axis.showZero ? { min: 0, ...valueAxisScale(maxOf(i), axis.tickInterval, axis.valueMarginsEnabled) } : {}),
    ...(i > 0 ? { splitLine: { show: false } } : {}),
    ...(money ? { axisLabel: { formatter: (v: number) => text.moneyAxis(v) } } : {}),
  }));
  return {
    ...base(report),
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (v) =>
        money
          ? text.salesTooltip(text.money(numberOf(v)))
          : text.number(numberOf(v), Number.isInteger(numberOf(v)) ? 0 : 2),
    },
    xAxis: horizontal ? valueAxes : argumentAxis,
    yAxis: horizontal ? argumentAxis : valueAxes,
    series: report.series.map((s, i) => {
      const type: Drawn = oneType ? how.type : s.chartType === 'line' ? 'line' : 'bar';
      const stacked = oneType ? how.stack : s.chartType === 'stackedBar' || s.chartType === 'horizontalStackedBar';
      return {
        type,
        name: text.seriesName(s),
        ...(horizontal ? { xAxisIndex: axisIndex(s.axis) } : { yAxisIndex: axisIndex(s.axis) }),
        ...(stacked ? { stack: 'stacked' } : {}),
        itemStyle: { color: colourOr(s.color, i) },
        data: zip(keys, categories.partial).map(([k, partial]) => {
          const row = colourByClass ? rows.find((r) => textOf(r.jobClassName, text.none) === k) : undefined;
          const colour = colourByClass ? { color: colourOr(row?.jobClassColor, i) } : undefined;
          return partialPoint(round2(point(k, s.valueField)), colour, partial);
        }),
      };
    }),
  } as EChartsOption;
}

/**
 * Inventory by job class: a doughnut of the classes by one of the report's series (Count, Hours, Total: the
 * toggle), each class in its colour.
 */
export function inventoryByClassOption(
  report: SavedReport,
  rows: readonly ChartRow[],
  measure: ChartSeries | undefined,
  text: ChartText,
): EChartsOption {
  const field = measure?.valueField ?? 'total';
  const format = (v: number) => (field === 'subTotal' ? text.money(v) : text.number(v, field === 'hours' ? 2 : 0));
  return {
    ...base(report),
    legend: { ...(base(report).legend as object), show: report.showLegend },
    tooltip: { trigger: 'item', confine: true, valueFormatter: (v) => format(numberOf(v)) },
    series: [
      {
        type: 'pie',
        name: measure ? text.seriesName(measure) : '',
        radius: ['45%', '72%'],
        center: ['50%', report.showLegend ? '45%' : '50%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}' },
        data: rows.map((r, i) => ({
          name: textOf(r.jobClassName, text.none),
          value: round2(numberOf(fieldOf(r, field))),
          itemStyle: { color: colourOr(r.jobClassColor, i) },
        })),
      },
    ],
  };
}

/** The forecast's measures in the gauge's order. */
export const forecastMeasures = ['count', 'hours', 'total'] as const;

/** The forecast row of each measure; a missing one reads as nothing delivered of nothing projected. */
export function forecastOf(rows: readonly ForecastRow[]): Record<ForecastRow['measure'], ForecastRow> {
  const of = (measure: ForecastRow['measure']) =>
    rows.find((r) => r.measure === measure) ?? { measure, delivered: 0, projected: 0, percent: 0 };
  return { count: of('count'), hours: of('hours'), total: of('total') };
}

/**
 * The forecast gauge (spec 3 section 2.9, scale 0–100): three rings, delivered as a share of projected job count,
 * hours and total this month.
 */
export function forecastOption(
  rows: readonly ForecastRow[],
  names: Record<ForecastRow['measure'], string>,
): EChartsOption {
  const figures = forecastOf(rows);
  return {
    tooltip: { show: false },
    animation: false,
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
        detail: { width: 44, height: 12, fontSize: 12, color: 'inherit', formatter: '{value}%' },
        data: forecastMeasures.map((measure, i) => ({
          name: names[measure],
          value: Math.min(100, Math.max(0, round2(figures[measure].percent))),
          title: { offsetCenter: ['0%', `${-30 + i * 30}%`] },
          detail: { offsetCenter: ['0%', `${-18 + i * 30}%`] },
          itemStyle: { color: colourOr(undefined, i) },
        })),
      },
    ],
  };
}
