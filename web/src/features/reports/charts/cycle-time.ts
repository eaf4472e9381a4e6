import type { CycleTimeAnalytics } from '@bayline/contracts';
import type { EChartsOption } from 'echarts';
import { colourOr, lighten, palette } from './colours.ts';
import { categoryAxis, partialPoint, unitName, valueAxisScale } from './options.ts';

type Department = CycleTimeAnalytics['departments'][number];

/** The words and formats of the cycle-time charts. */
export interface CycleTimeText {
  p50: string;
  p90: string;
  goal: string;
  /** Hours, 2 decimals. */
  hours: (value: number) => string;
  /** A week's first day as the axis shows it. */
  week: (day: string) => string;
  /** The value axis' name: hours. */
  unit: string;
  /** A week's label when the range covers only part of it. */
  partial: (label: string) => string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const valueOrNull = (n: number | null) => (n === null ? null : round2(n));

/**
 * Each department's median (p50) and 90th percentile (p90) stay in hours against its goal (spec 3 section 2.9's
 * department cycle, by percentiles): p50 in the department's colour lightened, p90 in its colour, the goal a
 * line. A click on a bar names the department (its data index).
 */
export function departmentPercentilesOption(departments: readonly Department[], text: CycleTimeText): EChartsOption {
  const max = Math.max(0, ...departments.flatMap((d) => [d.p90 ?? 0, d.goal ?? 0]));
  const colour = (d: Department, i: number) => colourOr(d.departmentColor, i);
  return {
    legend: { show: true, bottom: 0 },
    grid: { left: 8, right: 16, top: 24, bottom: 36, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (v) => (v === null ? '' : text.hours(Number(v))) },
    animation: false,
    xAxis: categoryAxis(departments.map((d) => d.departmentName)),
    yAxis: { type: 'value', min: 0, ...valueAxisScale(max), ...unitName(text.unit) },
    series: [
      {
        type: 'bar',
        name: text.p50,
        // The legend's swatch; each bar takes its department's colour.
        itemStyle: { color: lighten(palette[0], 0.45) },
        data: departments.map((d, i) => ({
          value: valueOrNull(d.p50),
          itemStyle: { color: lighten(colour(d, i), 0.45) },
        })),
      },
      {
        type: 'bar',
        name: text.p90,
        itemStyle: { color: palette[0] },
        data: departments.map((d, i) => ({ value: valueOrNull(d.p90), itemStyle: { color: colour(d, i) } })),
      },
      {
        type: 'line',
        name: text.goal,
        symbol: 'diamond',
        symbolSize: 10,
        lineStyle: { type: 'dashed' },
        itemStyle: { color: '#c62828' },
        data: departments.map((d) => valueOrNull(d.goal)),
      },
    ],
  };
}

/** A department's weeks: p50 and p90 lines against its goal; weeks without stays leave a gap. */
export function weeklyTrendOption(department: Department, text: CycleTimeText): EChartsOption {
  const max = Math.max(0, ...department.trend.flatMap((w) => [w.p90 ?? 0, w.goal ?? 0]));
  const colour = colourOr(department.departmentColor, 0);
  return {
    legend: { show: true, bottom: 0 },
    grid: { left: 8, right: 16, top: 24, bottom: 36, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (v) => (v === null ? '' : text.hours(Number(v))) },
    animation: false,
    xAxis: categoryAxis(department.trend.map((w) => (w.partial ? text.partial(text.week(w.week)) : text.week(w.week)))),
    yAxis: { type: 'value', min: 0, ...valueAxisScale(max), ...unitName(text.unit) },
    series: [
      {
        type: 'line',
        name: text.p50,
        connectNulls: false,
        itemStyle: { color: lighten(colour, 0.4) },
        data: department.trend.map((w) => partialPoint(valueOrNull(w.p50), undefined, w.partial)),
      },
      {
        type: 'line',
        name: text.p90,
        connectNulls: false,
        itemStyle: { color: colour },
        data: department.trend.map((w) => partialPoint(valueOrNull(w.p90), undefined, w.partial)),
      },
      {
        type: 'line',
        name: text.goal,
        step: 'middle',
        lineStyle: { type: 'dashed' },
        itemStyle: { color: '#c62828' },
        data: department.trend.map((w) => valueOrNull(w.goal ?? department.goal)),
      },
    ],
  };
}
