import { describe, expect, it } from 'vitest';
import { heldHoursOption } from './waiting.ts';

const text = { calendar: 'Calendar', business: 'Business', hours: (v: number) => v.toFixed(2), unit: 'Hours' };
// biome-ignore lint/suspicious/noExplicitAny: the options are plain data read back field by field
const read = (option: unknown) => option as any;

describe('Where Jobs Wait chart', () => {
  it('bars each row’s calendar and business hours side by side, in the order given', () => {
    const rows = [
      { id: 'parts', name: 'Parts', calendarHours: 26.5, businessHours: 10, holds: 2, jobs: 2 },
      { id: 'ins', name: 'Insurance', calendarHours: 3, businessHours: 3, holds: 1, jobs: 1 },
    ];
    const option = read(heldHoursOption(rows, text));
    expect(option.yAxis.data).toEqual(['Parts', 'Insurance']);
    expect(option.yAxis.inverse).toBe(true);
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['Calendar', 'Business']);
    expect(option.series[0].data).toEqual([26.5, 3]);
    expect(option.series[1].data).toEqual([10, 3]);
    expect(option.xAxis).toMatchObject({ min: 0, name: 'Hours' });
    expect(option.xAxis.max).toBeGreaterThanOrEqual(26.5);
  });

  it('draws an empty chart when nothing was held', () => {
    const option = read(heldHoursOption([], text));
    expect(option.yAxis.data).toEqual([]);
    expect(option.xAxis.max).toBeGreaterThan(0);
  });
});
