import type { CycleTimeAnalytics } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { departmentPercentilesOption, weeklyTrendOption } from './cycle-time.ts';

const figures = { stays: 4, p50: 10.123, p90: 30, average: 15, goal: 20, efficiency: 90, withinGoal: 75 };
const none = { stays: 0, p50: null, p90: null, average: null, goal: null, efficiency: null, withinGoal: null };
const body: CycleTimeAnalytics['departments'][number] = {
  departmentId: 'd-body',
  departmentName: 'Body',
  departmentColor: '#000000',
  ...figures,
  byJobClass: [],
  trend: [
    { week: '2026-05-03', partial: true, ...figures },
    { week: '2026-05-10', partial: false, ...none },
  ],
};
const text = {
  p50: 'P50',
  p90: 'P90',
  goal: 'Goal',
  hours: (v: number) => v.toFixed(2),
  week: (d: string) => `W${d}`,
  unit: 'Hours',
  partial: (label: string) => `${label} (partial)`,
};
// biome-ignore lint/suspicious/noExplicitAny: the options are plain data read back field by field
const read = (option: unknown) => option as any;

describe('cycle-time charts', () => {
  it('bars each department’s p50 and p90 against its goal', () => {
    const option = read(departmentPercentilesOption([body, { ...body, departmentName: 'Paint', ...none }], text));
    expect(option.xAxis.data).toEqual(['Body', 'Paint']);
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['P50', 'P90', 'Goal']);
    expect(option.series[0].data.map((d: { value: number }) => d.value)).toEqual([10.12, null]);
    expect(option.series[1].data[0].itemStyle.color).toBe('#000000');
    expect(option.series[2].data).toEqual([20, null]);
    expect(option.yAxis).toMatchObject({ interval: 10, name: 'Hours' });
    expect(option.xAxis.axisLabel.interval).toBe(0);
  });

  it('draws a department’s weeks with gaps where no stay ended', () => {
    const option = read(weeklyTrendOption(body, text));
    expect(option.xAxis.data).toEqual(['W2026-05-03 (partial)', 'W2026-05-10']);
    expect(option.xAxis.axisLabel.interval).toBe(0);
    expect(option.yAxis.name).toBe('Hours');
    expect(option.series[0].data).toEqual([expect.objectContaining({ value: 10.12, symbol: 'emptyCircle' }), null]);
    expect(option.series[2].data).toEqual([20, 20]);
  });
});
