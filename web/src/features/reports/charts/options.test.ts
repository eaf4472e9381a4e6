import type { ChartSeries, SavedReport } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { lighten } from './colours.ts';
import {
  byClassOption,
  type ChartText,
  chartKindOf,
  chartSummary,
  departmentCycleOption,
  forecastOf,
  forecastOption,
  inventoryByClassOption,
  isChart,
  seriesOption,
  tickInterval,
  valueAxisScale,
} from './options.ts';

const text: ChartText = {
  month: (m) => `M${m}`,
  money: (n) => `$${n.toFixed(2)}`,
  moneyAxis: (n) => `$${n}`,
  number: (n, d) => n.toFixed(d),
  salesTooltip: (amount) => `Sales: ${amount}`,
  seriesName: (s) => `~${s.seriesName}`,
  none: 'None',
  unit: { days: 'Days', hours: 'Hours', hoursPerDay: 'Hr/Day', jobs: 'Jobs', money: 'Dollars', percent: 'Percent' },
  partial: (label) => `${label} (partial)`,
};

const series = (seriesName: string, valueField: string, chartType: ChartSeries['chartType'], axis = 'value') => ({
  seriesName,
  valueField,
  chartType,
  axis,
  color: '',
});

const report = (change: Partial<SavedReport>): SavedReport => ({
  reportId: 't',
  reportOptionId: 'o',
  name: 'Chart',
  setType: 'sales',
  chartType: 'line',
  isPinned: true,
  sortOrder: 0,
  filters: [],
  series: [],
  axis: [{ axisName: 'value', position: 'left', tickInterval: 10, showZero: true, valueMarginsEnabled: true }],
  argumentField: 'month',
  showLegend: false,
  legendHorizontal: 'center',
  legendVertical: 'bottom',
  ...change,
});

// biome-ignore lint/suspicious/noExplicitAny: the options are plain data read back field by field
const read = (option: unknown) => option as any;

describe('chart kinds', () => {
  it('draws each set type of spec 3 section 2.9 its way, a grid for reports', () => {
    expect(chartKindOf({ setType: 'deliveredByRo', chartType: 'stackedBar' })).toBe('byClass');
    expect(chartKindOf({ setType: 'inventoryByDepartments', chartType: 'horizontalStackedBar' })).toBe('byClass');
    expect(chartKindOf({ setType: 'inventoryByJobClass', chartType: 'doughnut' })).toBe('inventoryByClass');
    expect(chartKindOf({ setType: 'throughput', chartType: 'line' })).toBe('series');
    expect(chartKindOf({ setType: 'sales', chartType: 'report' })).toBe('table');
    expect(isChart({ setType: 'customerInfo', chartType: 'report' })).toBe(false);
    expect(isChart({ setType: 'forecast', chartType: 'gauge' })).toBe(true);
  });
});

describe('value axes', () => {
  it('end on the first step at or above the data, a tenth more with margins', () => {
    expect(valueAxisScale(2)).toEqual({ interval: 10, max: 10 });
    expect(valueAxisScale(144)).toEqual({ interval: 20, max: 160 });
    expect(valueAxisScale(100, 10, true)).toEqual({ interval: 20, max: 120 });
    expect(valueAxisScale(40)).toEqual({ interval: 10, max: 40 });
  });
});

describe('tick interval', () => {
  it('is 10, a larger multiple of 10 when that would make more than ten ticks', () => {
    expect([0, 95, 150, 480, 1000, 45_000].map((max) => tickInterval(max))).toEqual([10, 10, 20, 50, 100, 5000]);
    expect(tickInterval(40, 5)).toBe(5);
    expect(tickInterval(Number.POSITIVE_INFINITY)).toBe(10);
  });
});

describe('option builders', () => {
  const delivered = [
    { datePickupMonth: '2026-02', jobClassName: 'Heavy', jobClassColor: '#ff0000', total: 2 },
    { datePickupMonth: '2026-01', jobClassName: 'Light', total: 3 },
    { datePickupMonth: '2026-02', jobClassName: 'Light', total: 4 },
  ];

  it('stacks delivered jobs by month and job class, months in order, legend as the report says', () => {
    const option = read(
      byClassOption(
        report({ setType: 'deliveredByRo', chartType: 'stackedBar', argumentField: 'datePickupMonth' }),
        delivered,
        text,
      ),
    );
    expect(option.legend.show).toBe(false);
    expect(option.xAxis.data).toEqual(['M2026-01', 'M2026-02']);
    expect(option.yAxis.name).toBe('Jobs');
    expect(option.yAxis.interval).toBe(10);
    expect(
      option.series.map((s: { name: string; stack: string; data: number[] }) => [s.name, s.stack, s.data]),
    ).toEqual([
      ['Heavy', 'total', [0, 2]],
      ['Light', 'total', [3, 4]],
    ]);
    expect(option.series[0].itemStyle.color).toBe('#ff0000');
  });

  it('lays inventory by department as horizontal stacked bars', () => {
    const option = read(
      byClassOption(
        report({
          setType: 'inventoryByDepartments',
          chartType: 'horizontalStackedBar',
          argumentField: 'departmentName',
          showLegend: true,
        }),
        [
          { departmentName: 'Body', jobClassName: 'Heavy', total: 2 },
          { departmentName: 'Paint', jobClassName: 'Heavy', total: 1 },
          { departmentName: 'Body', jobClassName: 'Light', total: 5 },
        ],
        text,
      ),
    );
    expect(option.legend.show).toBe(true);
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Body', 'Paint'], inverse: true });
    expect(option.yAxis.axisLabel.interval).toBe(0);
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'Jobs' });
    expect(option.series.map((s: { data: number[]; stack: string }) => [s.stack, s.data])).toEqual([
      ['total', [2, 1]],
      ['total', [5, 0]],
    ]);
  });

  it('draws department goal and cycle in lightened colours with efficiency on a second axis', () => {
    const option = read(
      departmentCycleOption(
        report({
          setType: 'deptCycleByRo',
          chartType: 'bar',
          series: [series('Goal', 'cycleGoal', 'bar', 'hours'), series('Cycle Time', 'cycleTime', 'bar', 'hours')],
        }),
        [
          { departmentName: 'Body', departmentColor: '#000000', cycleGoal: 3, cycleTime: 4, efficiency: 75 },
          { departmentName: 'Paint', cycleTime: 2, cycleGoal: null, efficiency: null },
        ],
        text,
      ),
    );
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['~Goal', '~Cycle Time', '~efficiency']);
    expect(option.series[0].data[0].itemStyle.color).toBe(lighten('#000000', 0.6));
    expect(option.series[0].data[0].itemStyle.color).toBe('#999999');
    expect(option.series[1].data[0].itemStyle.color).toBe('#333333');
    expect(option.series[2].yAxisIndex).toBe(1);
    expect(option.series[2].data).toEqual([75, null]);
  });

  it('draws sales per month as a line with the tooltip “Sales: $”', () => {
    const option = read(
      seriesOption(
        report({ setType: 'sales', series: [series('Sales', 'subTotal', 'line')] }),
        [
          { month: '2026-01', subTotal: 150.5 },
          { month: '2025-12', subTotal: 10 },
        ],
        text,
      ),
    );
    expect(option.xAxis.data).toEqual(['M2025-12', 'M2026-01']);
    expect(option.series[0]).toMatchObject({ type: 'line', name: '~Sales', data: [10, 150.5], yAxisIndex: 0 });
    expect(option.tooltip.valueFormatter(150.5)).toBe('Sales: $150.50');
    expect(option.yAxis[0]).toMatchObject({ min: 0, interval: 20, max: 180, name: 'Dollars' });
  });

  it('draws throughput’s count and hours lines on their own axes, as bars when the report says so', () => {
    const throughput = report({
      setType: 'throughput',
      series: [series('Jobs', 'total', 'line', 'count'), series('Hours', 'hours', 'line', 'hours')],
      axis: [
        { axisName: 'count', position: 'left', tickInterval: 10, showZero: true, valueMarginsEnabled: true },
        { axisName: 'hours', position: 'right', tickInterval: 10, showZero: false, valueMarginsEnabled: false },
      ],
    });
    const rows = [{ month: '2026-01', total: 3, hours: 250 }];
    const option = read(seriesOption(throughput, rows, text));
    expect(
      option.series.map((s: { type: string; yAxisIndex: number; data: number[] }) => [s.type, s.yAxisIndex, s.data]),
    ).toEqual([
      ['line', 0, [3]],
      ['line', 1, [250]],
    ]);
    expect(
      option.yAxis.map((a: { position: string; interval?: number; max?: number; scale: boolean }) => [
        a.position,
        a.interval,
        a.max,
        a.scale,
      ]),
    ).toEqual([
      ['left', 10, 10, false],
      ['right', undefined, undefined, true],
    ]);
    expect(option.yAxis.map((a: { name: string }) => a.name)).toEqual(['Jobs', 'Hours']);
    expect(read(seriesOption({ ...throughput, chartType: 'stackedBar' }, rows, text)).series[0]).toMatchObject({
      type: 'bar',
      stack: 'stacked',
    });
    const sideways = read(seriesOption({ ...throughput, chartType: 'horizontalStackedBar' }, rows, text));
    expect(sideways.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect(sideways.series[1].xAxisIndex).toBe(1);
  });

  it('colours a single series over job classes by class, and keeps each series’ type in a mixed chart', () => {
    const option = read(
      seriesOption(
        report({
          setType: 'cycleTimeByJobClass',
          chartType: 'bar',
          argumentField: 'jobClassName',
          series: [series('Days', 'average', 'bar')],
        }),
        [{ jobClassName: 'Heavy', jobClassColor: '#123456', average: 4.567 }, { average: 2 }],
        text,
      ),
    );
    expect(option.xAxis.data).toEqual(['Heavy', 'None']);
    expect(option.yAxis[0].name).toBe('Days');
    expect(option.series[0].data).toEqual([
      { value: 4.57, itemStyle: { color: '#123456' } },
      { value: 2, itemStyle: { color: expect.any(String) } },
    ]);
    const mixed = read(
      seriesOption(
        report({ chartType: 'bar', series: [series('A', 'total', 'bar'), series('B', 'hours', 'line')] }),
        [{ month: '2026-01', total: 1, hours: 2 }],
        text,
      ),
    );
    expect(mixed.series.map((s: { type: string }) => s.type)).toEqual(['bar', 'line']);
  });

  it('draws inventory by class as a doughnut of the series the toggle picks', () => {
    const doughnut = report({
      setType: 'inventoryByJobClass',
      chartType: 'doughnut',
      series: [
        series('Count', 'total', 'doughnut'),
        series('Hours', 'hours', 'doughnut'),
        series('Total', 'subTotal', 'doughnut'),
      ],
    });
    const rows = [{ jobClassName: 'Heavy', total: 2, hours: 10.5, subTotal: 2000 }];
    const slice = (i: number) => read(inventoryByClassOption(doughnut, rows, doughnut.series[i], text)).series[0];
    expect([0, 1, 2].map((i) => slice(i).data[0].value)).toEqual([2, 10.5, 2000]);
    expect(slice(0).radius).toEqual(['45%', '72%']);
    expect(slice(2).name).toBe('~Total');
  });

  it('gauges delivered against projected on a 0–100 scale', () => {
    const rows = [
      { measure: 'count' as const, delivered: 5, projected: 20, percent: 25 },
      { measure: 'hours' as const, delivered: 300, projected: 200, percent: 150 },
    ];
    const option = read(forecastOption(rows, { count: 'Jobs', hours: 'Hours', total: 'Total' }));
    expect(option.series[0]).toMatchObject({ type: 'gauge', min: 0, max: 100 });
    expect(option.series[0].data.map((d: { name: string; value: number }) => [d.name, d.value])).toEqual([
      ['Jobs', 25],
      ['Hours', 100],
      ['Total', 0],
    ]);
    expect(forecastOf([]).total).toEqual({ measure: 'total', delivered: 0, projected: 0, percent: 0 });
  });
});

describe('every chart reads at a glance', () => {
  const departments = ['Estimate', 'Parts', 'Disassembly', 'Frame', 'Body', 'Prep', 'Paint', 'Reassembly', 'Detail']
    .concat(['Quality Control', 'Ready for Pickup'])
    .map((departmentName, i) => ({ departmentName, cycleGoal: 10 + i, cycleTime: 12 + i, efficiency: 80 }));
  const cycle = report({
    setType: 'deptCycleByRo',
    chartType: 'bar',
    series: [series('Goal', 'cycleGoal', 'bar', 'hours'), series('Cycle Time', 'cycleTime', 'bar', 'hours')],
  });

  it('labels every one of eleven departments, turned to fit, and names the axes hours and percent', () => {
    const option = read(departmentCycleOption(cycle, departments, text));
    expect(option.xAxis.data).toEqual(departments.map((d) => d.departmentName));
    // ECharts labels every category only with interval 0; its default skips those that would overlap.
    expect(option.xAxis.axisLabel).toMatchObject({ interval: 0, hideOverlap: false, rotate: 40, overflow: 'break' });
    expect(option.yAxis.map((a: { name: string }) => a.name)).toEqual(['Hours', 'Percent']);
    // The axes' names are kept inside the chart's box as well as their labels.
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'all' });
    expect(chartSummary(option)).toEqual({
      units: ['Hours', 'Percent'],
      categories: departments.map((d) => d.departmentName),
    });
    expect(chartSummary(inventoryByClassOption(cycle, [], undefined, text))).toBeUndefined();
  });

  it('keeps a few categories level, wrapped within a width', () => {
    const option = read(departmentCycleOption(cycle, departments.slice(0, 3), text));
    expect(option.xAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'break', width: 80 });
    expect(option.xAxis.axisLabel.rotate).toBeUndefined();
  });

  it('names each series’ unit: hours per day for touch time, days for cycles, one name per unit on a shared axis', () => {
    const over = (setType: SavedReport['setType'], ...s: ChartSeries[]) =>
      read(seriesOption(report({ setType, series: s }), [{ month: '2026-01', total: 1, average: 2, hours: 3 }], text))
        .yAxis[0].name;
    expect(over('touchTime', series('Hours per day', 'average', 'line'))).toBe('Hr/Day');
    expect(over('cycleByRo', series('Days', 'average', 'line'))).toBe('Days');
    expect(over('throughput', series('Jobs', 'total', 'line'), series('Hours', 'hours', 'line'))).toBe('Jobs / Hours');
    expect(over('throughput', series('Jobs', 'total', 'line'), series('More', 'total', 'bar'))).toBe('Jobs');
  });

  it('marks a partial first and last month on the label, the tooltip’s title, and the point', () => {
    const rows = [
      { month: '2026-03', subTotal: 400, partial: true },
      { month: '2026-01', subTotal: 9000, partial: true },
      { month: '2026-02', subTotal: 8000, partial: false },
    ];
    const option = read(
      seriesOption(report({ setType: 'sales', series: [series('Sales', 'subTotal', 'line')] }), rows, text),
    );
    expect(option.xAxis.data).toEqual(['M2026-01 (partial)', 'M2026-02', 'M2026-03 (partial)']);
    const [first, whole, last] = option.series[0].data;
    expect(whole).toBe(8000);
    for (const point of [first, last]) {
      expect(point).toMatchObject({ symbol: 'emptyCircle', itemStyle: { borderType: 'dashed' } });
      expect(point.itemStyle.opacity).toBeLessThan(1);
    }
    expect([first.value, last.value]).toEqual([9000, 400]);

    const delivered = read(
      byClassOption(
        report({ setType: 'deliveredByRo', chartType: 'stackedBar', argumentField: 'datePickupMonth' }),
        [
          { datePickupMonth: '2026-01', jobClassName: 'Light', total: 3 },
          { datePickupMonth: '2026-02', jobClassName: 'Light', total: 1, partial: true },
        ],
        text,
      ),
    );
    expect(delivered.xAxis.data).toEqual(['M2026-01', 'M2026-02 (partial)']);
    expect(delivered.series[0].data[0]).toBe(3);
    expect(delivered.series[0].data[1]).toMatchObject({ value: 1, itemStyle: { borderType: 'dashed' } });
  });

  it('keeps a class colour on a partial month’s bar', () => {
    const option = read(
      seriesOption(
        report({
          setType: 'cycleTimeByJobClass',
          chartType: 'bar',
          argumentField: 'jobClassName',
          series: [series('Days', 'average', 'bar')],
        }),
        [{ jobClassName: 'Heavy', jobClassColor: '#123456', average: 4, partial: true }],
        text,
      ),
    );
    // Job classes are not periods: a row's flag marks nothing there.
    expect(option.series[0].data).toEqual([{ value: 4, itemStyle: { color: '#123456' } }]);
  });
});
