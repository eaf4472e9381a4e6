import { describe, expect, it } from 'vitest';
import type { SavedReport } from '../types.ts';
import { lighten } from './colours.ts';
import {
  type ChartText,
  chartKindOf,
  classAverageOption,
  configurableOption,
  departmentCycleOption,
  forecastFigures,
  forecastOption,
  inventoryByClassOption,
  inventoryByDepartmentOption,
  isChart,
  monthByClassOption,
  salesOption,
  tickInterval,
  trendOption,
} from './options.ts';

const text: ChartText = {
  month: (m) => `M${m}`,
  money: (n) => `$${n.toFixed(2)}`,
  number: (n, d) => n.toFixed(d),
  salesTooltip: (amount) => `Sales: ${amount}`,
  goal: 'Goal',
  cycleTime: 'Cycle Time',
  efficiency: 'Efficiency',
  none: 'None',
  trend: { sales: 'Sales', throughputCount: 'Count', throughputHours: 'Hours', touchTime: 'Hours', cycleByRo: 'Days' },
};

// biome-ignore lint/suspicious/noExplicitAny: the options are plain data read back field by field
const read = (option: unknown) => option as any;

describe('chart kinds', () => {
  it('draws each set type of spec 3 section 2.9 its way, a grid for reports', () => {
    expect(chartKindOf({ setType: 'deliveredByRo', chartType: 'bar' })).toBe('monthByClass');
    expect(chartKindOf({ setType: 'inventoryByJobClass', chartType: 'doughnut' })).toBe('inventoryByClass');
    expect(chartKindOf({ setType: 'sales', chartType: 'report' })).toBe('table');
    expect(isChart({ setType: 'customerInfo', chartType: 'bar' })).toBe(false);
    expect(isChart({ setType: 'forecast', chartType: 'gauge' })).toBe(true);
  });
});

describe('tick interval', () => {
  it('is 10, a larger multiple of 10 when that would make more than ten ticks', () => {
    expect(tickInterval(0)).toBe(10);
    expect(tickInterval(95)).toBe(10);
    expect(tickInterval(150)).toBe(20);
    expect(tickInterval(480)).toBe(50);
    expect(tickInterval(1000)).toBe(100);
    expect(tickInterval(45_000)).toBe(5000);
  });
});

describe('option builders', () => {
  it('stacks delivered jobs by month and job class, months in order, legend hidden', () => {
    const option = read(
      monthByClassOption(
        [
          { month: '2026-02', jobClassName: 'Heavy', jobClassColor: '#ff0000', total: 2 },
          { month: '2026-01', jobClassName: 'Light', total: 3 },
          { month: '2026-02', jobClassName: 'Light', total: 4 },
        ],
        text,
      ),
    );
    expect(option.legend.show).toBe(false);
    expect(option.xAxis.data).toEqual(['M2026-01', 'M2026-02']);
    expect(option.yAxis.interval).toBe(10);
    expect(
      option.series.map((s: { name: string; stack: string; data: number[] }) => [s.name, s.stack, s.data]),
    ).toEqual([
      ['Heavy', 'total', [0, 2]],
      ['Light', 'total', [3, 4]],
    ]);
    expect(option.series[0].itemStyle.color).toBe('#ff0000');
  });

  it('bars the average cycle days per class', () => {
    const option = read(classAverageOption([{ jobClassName: 'Heavy', average: 4.567 }, { average: 2 }], text));
    expect(option.xAxis.data).toEqual(['Heavy', 'None']);
    expect(option.series[0].data.map((d: { value: number }) => d.value)).toEqual([4.57, 2]);
  });

  it('draws department goal and cycle in lightened colours with efficiency on a second axis', () => {
    const option = read(
      departmentCycleOption(
        [{ departmentName: 'Body', departmentColor: '#000000', cycleGoal: 3, cycleTime: 4, efficiency: 75 }],
        text,
      ),
    );
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['Goal', 'Cycle Time', 'Efficiency']);
    expect(option.series[0].data[0].itemStyle.color).toBe(lighten('#000000', 0.6));
    expect(option.series[0].data[0].itemStyle.color).toBe('#999999');
    expect(option.series[1].data[0].itemStyle.color).toBe('#333333');
    expect(option.series[2].yAxisIndex).toBe(1);
    expect(option.series[2].data).toEqual([75]);
  });

  it('totals sales per month with the tooltip “Sales: $”', () => {
    const option = read(
      salesOption(
        [
          { month: '2026-01-01', subTotal: 100.5 },
          { month: '2026-01-15', subTotal: 50 },
          { month: '2025-12-01', subTotal: 10 },
        ],
        text,
      ),
    );
    expect(option.xAxis.data).toEqual(['M2025-12', 'M2026-01']);
    expect(option.series[0].data).toEqual([10, 150.5]);
    expect(option.series[0].type).toBe('line');
    expect(option.tooltip.valueFormatter(150.5)).toBe('Sales: $150.50');
  });

  it('draws throughput, touch time and cycle as lines of their own field', () => {
    const rows = [{ month: '2026-01', total: 3, hours: 12.5, average: 1.25 }];
    expect(read(trendOption('throughputCount', rows, text)).series[0].data).toEqual([3]);
    expect(read(trendOption('throughputHours', rows, text)).series[0].data).toEqual([12.5]);
    expect(read(trendOption('touchTime', rows, text)).series[0]).toMatchObject({ name: 'Hours', data: [1.25] });
    expect(read(trendOption('cycleByRo', rows, text)).series[0]).toMatchObject({ name: 'Days', type: 'line' });
  });

  it('lays inventory by department as horizontal stacked bars', () => {
    const option = read(
      inventoryByDepartmentOption(
        [
          { departmentName: 'Body', jobClassName: 'Heavy', total: 2 },
          { departmentName: 'Paint', jobClassName: 'Heavy', total: 1 },
          { departmentName: 'Body', jobClassName: 'Light', total: 5 },
        ],
        text,
      ),
    );
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Body', 'Paint'] });
    expect(option.xAxis.type).toBe('value');
    expect(option.series.map((s: { data: number[] }) => s.data)).toEqual([
      [2, 1],
      [5, 0],
    ]);
  });

  it('draws inventory by class as a doughnut of count, hours or total', () => {
    const rows = [{ jobClassName: 'Heavy', total: 2, hours: 10.5, subTotal: 2000 }];
    const slice = (m: 'count' | 'hours' | 'total') =>
      read(inventoryByClassOption(rows, m, text)).series[0].data[0].value;
    expect([slice('count'), slice('hours'), slice('total')]).toEqual([2, 10.5, 2000]);
    expect(read(inventoryByClassOption(rows, 'count', text)).series[0].radius).toEqual(['45%', '75%']);
  });

  it('draws a leaderboard with the report’s own series and axes', () => {
    const report: Pick<
      SavedReport,
      'series' | 'axis' | 'argumentField' | 'showLegend' | 'legendHorizontal' | 'legendVertical'
    > = {
      argumentField: 'name',
      showLegend: true,
      legendHorizontal: 'right',
      legendVertical: 'top',
      series: [
        { seriesName: 'Flagged', valueField: 'flagged', chartType: 'bar', axis: 'Hours', color: '#112233' },
        { seriesName: 'Efficiency', valueField: 'efficiency', chartType: 'line', axis: 'Percent', color: '' },
      ],
      axis: [
        { axisName: 'Hours', position: 'left', tickInterval: 0, showZero: true, valueMarginsEnabled: true },
        { axisName: 'Percent', position: 'right', tickInterval: 25, showZero: false, valueMarginsEnabled: false },
      ],
    };
    const option = read(configurableOption(report, [{ name: 'Ann', flagged: 12.345, efficiency: 80 }], text));
    expect(option.legend).toMatchObject({ show: true, left: 'right', top: 0 });
    expect(option.xAxis.data).toEqual(['Ann']);
    expect(
      option.yAxis.map((a: { position: string; interval: number; scale: boolean }) => [
        a.position,
        a.interval,
        a.scale,
      ]),
    ).toEqual([
      ['left', 10, false],
      ['right', 25, true],
    ]);
    expect(
      option.series.map((s: { type: string; yAxisIndex: number; data: number[] }) => [s.type, s.yAxisIndex, s.data]),
    ).toEqual([
      ['bar', 0, [12.35]],
      ['line', 1, [80]],
    ]);
  });

  it('gauges delivered against projected on a 0–100 scale', () => {
    const figures = forecastFigures({
      deliveredCount: 5,
      projectedCount: 20,
      deliveredHours: 300,
      projectedHours: 200,
      deliveredTotal: 10,
      projectedTotal: 0,
    });
    expect([figures.count.percent, figures.hours.percent, figures.total.percent]).toEqual([25, 100, 0]);
    const option = read(forecastOption(figures, { count: 'Jobs', hours: 'Hours', total: 'Total' }));
    expect(option.series[0]).toMatchObject({ type: 'gauge', min: 0, max: 100 });
    expect(option.series[0].data.map((d: { name: string; value: number }) => [d.name, d.value])).toEqual([
      ['Jobs', 25],
      ['Hours', 100],
      ['Total', 0],
    ]);
    expect(forecastFigures(undefined).count).toEqual({ delivered: 0, projected: 0, percent: 0 });
  });
});
