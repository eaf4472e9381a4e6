import type { WaitRow } from '@bayline/contracts';
import type { EChartsOption } from 'echarts';
import { lighten, palette } from './colours.ts';
import { categoryAxis, unitName, valueAxisScale } from './options.ts';

/** The words and formats of the Where Jobs Wait chart. */
export interface WaitingText {
  calendar: string;
  business: string;
  /** Hours, 2 decimals. */
  hours: (value: number) => string;
  /** The value axis' name: hours. */
  unit: string;
}

/**
 * Held hours per row (reasons, departments...), largest first as the server orders them: calendar and business
 * hours side by side, bars across so long names read on a phone. A click on a bar names the row (its data index).
 */
export function heldHoursOption(rows: readonly WaitRow[], text: WaitingText): EChartsOption {
  const max = Math.max(0, ...rows.map((r) => r.calendarHours));
  return {
    legend: { show: true, bottom: 0 },
    grid: { left: 8, right: 24, top: 24, bottom: 36, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (v) => (v === null ? '' : text.hours(Number(v))) },
    animation: false,
    yAxis: categoryAxis(
      rows.map((r) => r.name),
      true,
    ),
    xAxis: { type: 'value', min: 0, ...valueAxisScale(max), ...unitName(text.unit, 'bottom') },
    series: [
      {
        type: 'bar',
        name: text.calendar,
        itemStyle: { color: palette[0] },
        data: rows.map((r) => r.calendarHours),
      },
      {
        type: 'bar',
        name: text.business,
        itemStyle: { color: lighten(palette[0], 0.45) },
        data: rows.map((r) => r.businessHours),
      },
    ],
  };
}
